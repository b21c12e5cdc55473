import { z } from 'zod';
import { SubscriptionStatusSchema, TierSchema } from './auth.schema.js';

/**
 * The owner's member manager (Admin Dashboard → Pro Users): search and filter,
 * one member's page, complimentary Pro, cancel, refund and the CSV exports.
 */

export const MEMBER_FILTERS = ['pro', 'all', 'active', 'pending_cancellation', 'past_due', 'complimentary', 'lapsed'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
export const MEMBER_FILTER_LABELS: Record<MemberFilter, string> = {
  pro: 'All Pro',
  all: 'Everyone',
  active: 'Active',
  pending_cancellation: 'Pending cancellation',
  past_due: 'Past due',
  complimentary: 'Complimentary',
  lapsed: 'Lapsed',
};
export const MEMBER_PAGE_SIZE = 25;
/** How many payment events the member page shows on each side. */
export const MEMBER_EVENTS_SHOWN = 10;

export const MEMBER_PATHS = {
  list: '/api/admin/members',
  member: '/api/admin/members/:userId',
  complimentary: '/api/admin/members/:userId/complimentary',
  cancel: '/api/admin/members/:userId/cancel',
  refund: '/api/admin/members/:userId/refund',
  exportMembers: '/api/admin/exports/members.csv',
} as const;

export const MEMBER_MESSAGES = {
  noMembers: 'No members match.',
  grantEndInPast: 'The end date of a complimentary grant must be in the future.',
  noGrant: 'This member has no complimentary Pro to revoke.',
  noSubscription: 'This member has no running subscription to cancel.',
  noPayment: 'This member has no payment to refund.',
  alreadyRefunded: 'This payment has already been refunded in full.',
  refundTooLarge: (leftCents: number) => `That is more than is left to refund on this payment ($${(leftCents / 100).toFixed(2)}).`,
  providerUnreachable: 'The payment provider could not be reached.',
} as const;

/**
 * Where the next page of an owner's member list starts: the last row's sort key, made opaque
 * (base64url of JSON). The key is (subscription start, account created, id), newest first; the
 * start is '-infinity' for a member who never subscribed. Timestamps keep microseconds, so a
 * cursor names one row exactly. Anything else is a 400, never a database error.
 */
const CursorInstantSchema = z.union([z.literal('-infinity'), z.iso.datetime({ precision: 6 })]);
const MemberCursorKeySchema = z.tuple([CursorInstantSchema, z.iso.datetime({ precision: 6 }), z.uuid()]);
export type MemberCursorKey = z.infer<typeof MemberCursorKeySchema>;

const base64url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export const encodeMemberCursor = (key: MemberCursorKey): string => base64url(JSON.stringify(key));

export const MemberCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'The cursor is not one this site gave.')
  .transform((text, ctx) => {
    try {
      const key = MemberCursorKeySchema.safeParse(JSON.parse(fromBase64url(text)));
      if (key.success) return key.data;
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'The cursor is not one this site gave.' });
    return z.NEVER;
  });

/** Search: a case-insensitive prefix of the e-mail address or the username. */
export const MemberSearchSchema = z.string().trim().max(200).default('');

export const MemberListQuerySchema = z.object({
  q: MemberSearchSchema,
  filter: z.enum(MEMBER_FILTERS).default('pro'),
  cursor: MemberCursorSchema.optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;
/** Past this many matches the member manager says "1000+ members" instead of counting every one. */
export const MEMBER_COUNT_CAP = 1000;

export const MemberSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.string(),
  tier: TierSchema,
  isAdmin: z.boolean(),
  isLegacyPro: z.boolean(),
  complimentaryPro: z.boolean(),
  /** Epoch seconds; null while complimentary without an end (or not complimentary). */
  complimentaryEndsAt: z.number().int().nullable(),
  pastDue: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema.nullable(),
  subscriptionStartDate: z.number().int().nullable(),
  subscriptionEndDate: z.number().int().nullable(),
  memberSince: z.number().int(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;
export const MemberListSchema = z.object({
  members: z.array(MemberSummarySchema),
  /** Members matching the search and filter, counted up to MEMBER_COUNT_CAP; `totalCapped` when there are more. */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  pageSize: z.number().int().positive(),
});
export type MemberList = z.infer<typeof MemberListSchema>;

export const MemberParamsSchema = z.object({ userId: z.uuid() });

/** Why a member is Pro; empty when Basic. `role`: the pro_user role without a running subscription (given by the role toggle). */
export const PRO_REASONS = ['subscription', 'complimentary', 'admin', 'legacy', 'role'] as const;
export const ProReasonSchema = z.enum(PRO_REASONS);
export type ProReason = z.infer<typeof ProReasonSchema>;

/** A payment event here, or an invoice at the provider (with the address of its PDF when the provider made one). */
export const PaymentEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  at: z.number().int(),
  amountCents: z.number().int().nullable(),
  pdfUrl: z.url({ protocol: /^https?$/ }).nullable().default(null),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

/** One side of the comparison: the subscription as this site mirrors it, or as the provider has it now. */
export const SubscriptionSideSchema = z.object({
  subscriptionId: z.string().nullable(),
  status: z.string().nullable(),
  periodEnd: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  events: z.array(PaymentEventSchema),
});
export type SubscriptionSide = z.infer<typeof SubscriptionSideSchema>;
export const COMPARED_FIELDS = ['subscriptionId', 'status', 'periodEnd', 'cancelAtPeriodEnd'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export const MemberDetailSchema = z.object({
  member: MemberSummarySchema,
  reasons: z.array(ProReasonSchema),
  grant: z.object({ grantedAt: z.number().int(), endsAt: z.number().int().nullable(), grantedBy: z.string().nullable() }).nullable(),
  hasCustomer: z.boolean(),
  local: SubscriptionSideSchema,
  /** Null when the member has no payment customer, or the provider could not be read (providerError says so). */
  provider: SubscriptionSideSchema.nullable(),
  providerError: z.string().nullable(),
  differences: z.array(z.enum(COMPARED_FIELDS)),
  lastPayment: z
    .object({ invoiceId: z.string(), amountCents: z.number().int(), refundedCents: z.number().int(), paidAt: z.number().int() })
    .nullable(),
  totalPaidCents: z.number().int(),
  /** The mail server refused the member's address for good: e-mails to them are not arriving. */
  emailBounced: z.boolean(),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

/** Grant complimentary Pro until `endsAt` (an instant in the future), or until revoked when null. */
export const GrantRequestSchema = z.object({ endsAt: z.iso.datetime({ offset: true }).nullable().default(null) });

export const CancelMemberRequestSchema = z.object({ when: z.enum(['now', 'period_end']) });
export type CancelMemberRequest = z.infer<typeof CancelMemberRequestSchema>;

/** Refund the last payment: all that is left of it when amountCents is missing. */
export const RefundRequestSchema = z.object({ amountCents: z.number().int().positive().max(10_000_000).optional() });
export const RefundResponseSchema = z.object({
  refundId: z.string(),
  amountCents: z.number().int().positive(),
  paymentAmountCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type RefundResponse = z.infer<typeof RefundResponseSchema>;

/** The columns of the members export, in order. */
export const MEMBER_EXPORT_COLUMNS = ['email', 'username', 'tier', 'status', 'member_since', 'period_end', 'complimentary', 'total_paid'] as const;
