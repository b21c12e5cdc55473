import type { MemberDetail, MemberSummary } from '../../../shared/features/members.schema.js';

/** Test data for the member manager: one member as the list shows them, and their page. */
export const memberSummary = (overrides: Partial<MemberSummary> = {}): MemberSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pia@example.com',
  username: 'pia',
  role: 'pro_user',
  tier: 'pro',
  isAdmin: false,
  isLegacyPro: false,
  complimentaryPro: false,
  complimentaryEndsAt: null,
  pastDue: false,
  subscriptionStatus: 'active',
  subscriptionStartDate: Date.UTC(2026, 0, 5, 12) / 1000,
  subscriptionEndDate: Date.UTC(2026, 1, 5, 12) / 1000,
  memberSince: Date.UTC(2025, 11, 1, 12) / 1000,
  ...overrides,
});
const side = { subscriptionId: 'sub_1', status: 'active', periodEnd: Date.UTC(2026, 1, 5, 12) / 1000, cancelAtPeriodEnd: false, events: [] };
export const memberDetail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  member: memberSummary(),
  reasons: ['subscription'],
  grant: null,
  hasCustomer: true,
  local: side,
  provider: { ...side, cancelAtPeriodEnd: true, events: [{ id: 'in_1', type: 'invoice.paid', at: Date.UTC(2026, 0, 5, 12) / 1000, amountCents: 2000, pdfUrl: 'https://pay.example.test/invoices/in_1/pdf' }] },
  providerError: null,
  differences: ['cancelAtPeriodEnd'],
  lastPayment: { invoiceId: 'in_1', amountCents: 2000, refundedCents: 500, paidAt: Date.UTC(2026, 0, 5, 12) / 1000 },
  totalPaidCents: 2000,
  emailBounced: false,
  ...overrides,
});
