import type { FastifyBaseLogger } from 'fastify';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import {
  COMPARED_FIELDS,
  MEMBER_EVENTS_SHOWN,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_MESSAGES,
  MEMBER_COUNT_CAP,
  MEMBER_PAGE_SIZE,
  encodeMemberCursor,
  type ComparedField,
  type MemberDetail,
  type MemberList,
  type MemberListQuery,
  type MemberSummary,
  type ProReason,
  type SubscriptionSide,
} from '../../../shared/features/members.schema.js';
import { isAdmin, tierOf } from '../../../shared/permissions.js';
import { toEpochSeconds, dateOfEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { bouncedMembers } from '../notifications/notifications.service.js';
import { csvDocument } from '../../plugins/csv-export.js';
import { type StripeInvoice, type StripeSubscription } from '../../integrations/stripe.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { findMemberRow, findOpenGrant, listAllMembers, listMemberPage, listRecentEventsOfCustomer, refundedByUser, type MemberRow } from './members.repo.js';
import { findCustomerIdOfUser, listCustomers, listSubscriptionsOfUser, refundedOnPayment } from './subscription.repo.js';
import { lastPaidInvoice } from './member-billing.service.js';
import { cursorKeyOf } from './member-lists.repo.js';

/** The owner's member manager: the list, one member's page, and the members export. */

function toSummary({ user, complimentaryEndsAt, pastDue }: MemberRow): MemberSummary {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    tier: tierOf(user),
    isAdmin: isAdmin(user),
    isLegacyPro: user.isPro && user.role !== 'pro_user',
    complimentaryPro: user.complimentaryPro,
    complimentaryEndsAt: user.complimentaryPro ? toEpochSeconds(complimentaryEndsAt) : null,
    pastDue,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionStartDate: toEpochSeconds(user.subscriptionStartDate),
    subscriptionEndDate: toEpochSeconds(user.subscriptionEndDate),
    memberSince: toEpochSeconds(user.createdAt)!,
  };
}

/** One page of the member manager: the next page's cursor is the last row's key, when the page is full. */
export async function listMembers(ctx: AppContext, query: MemberListQuery): Promise<MemberList> {
  const { rows, total } = await listMemberPage(ctx.database.db, {
    q: query.q,
    filter: query.filter,
    after: query.cursor,
    // One row more than a page tells whether another page follows.
    limit: MEMBER_PAGE_SIZE + 1,
    countCap: MEMBER_COUNT_CAP,
  });
  const page = rows.slice(0, MEMBER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    members: page.map(toSummary),
    total: Math.min(total, MEMBER_COUNT_CAP),
    totalCapped: total > MEMBER_COUNT_CAP,
    nextCursor: rows.length > MEMBER_PAGE_SIZE && last ? encodeMemberCursor(cursorKeyOf({ ...last, id: last.user.id })) : null,
    pageSize: MEMBER_PAGE_SIZE,
  };
}

/** The subscription that speaks for the member: the newest running one, else the newest. */
function current<T extends { status: string }>(newestFirst: T[]): T | undefined {
  return newestFirst.find((s) => grantsPro(s.status)) ?? newestFirst[0];
}

function providerSide(subscriptions: StripeSubscription[], invoices: StripeInvoice[]): SubscriptionSide {
  const live = current([...subscriptions].sort((a, b) => b.created - a.created));
  return {
    subscriptionId: live?.id ?? null,
    status: live?.status ?? null,
    periodEnd: live ? (periodOf(live)?.end ?? null) : null,
    cancelAtPeriodEnd: live ? live.cancel_at_period_end || live.cancel_at !== null : false,
    events: invoices.slice(0, MEMBER_EVENTS_SHOWN).map((invoice) => ({
      id: invoice.id ?? '',
      type: `invoice.${invoice.status ?? 'draft'}`,
      at: invoice.created,
      amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      pdfUrl: invoice.invoice_pdf ?? null,
    })),
  };
}

function reasonsOf(row: MemberRow, localStatus: string | null): ProReason[] {
  const reasons: ProReason[] = [];
  const subscribed = localStatus !== null && grantsPro(localStatus);
  if (subscribed) reasons.push('subscription');
  if (row.user.complimentaryPro) reasons.push('complimentary');
  if (isAdmin(row.user)) reasons.push('admin');
  if (row.user.isPro) reasons.push('legacy');
  if (row.user.role === 'pro_user' && !subscribed) reasons.push('role');
  return reasons;
}

/** A member's page: why Pro, and the subscription as mirrored here beside the provider's state read now. */
export async function getMemberDetail(ctx: AppContext, log: FastifyBaseLogger, userId: string): Promise<MemberDetail> {
  const db = ctx.database.db;
  const row = await findMemberRow(db, userId);
  if (!row) throw notFound('That member');
  const [customerId, grant, mirrored, bounced] = await Promise.all([
    findCustomerIdOfUser(db, userId),
    findOpenGrant(db, userId),
    listSubscriptionsOfUser(db, userId),
    bouncedMembers(db, [userId]),
  ]);
  const mirror = current(mirrored);
  const events = customerId ? await listRecentEventsOfCustomer(db, customerId, MEMBER_EVENTS_SHOWN) : [];
  const local: SubscriptionSide = {
    subscriptionId: mirror?.id ?? null,
    status: mirror?.status ?? null,
    periodEnd: toEpochSeconds(mirror?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: mirror?.cancelAtPeriodEnd ?? false,
    events: events.map((event) => ({ id: event.id, type: event.type, at: toEpochSeconds(event.receivedAt)!, amountCents: null, pdfUrl: null })),
  };
  const detail: MemberDetail = {
    member: toSummary(row),
    reasons: reasonsOf(row, local.status),
    grant: grant ? { grantedAt: toEpochSeconds(grant.grantedAt)!, endsAt: toEpochSeconds(grant.endsAt), grantedBy: grant.grantedByEmail } : null,
    hasCustomer: customerId !== undefined,
    local,
    provider: null,
    providerError: null,
    differences: [],
    lastPayment: null,
    totalPaidCents: 0,
    emailBounced: bounced.has(userId),
  };
  if (!customerId) return detail;
  try {
    const [subscriptions, invoices, paid] = await Promise.all([
      ctx.payments.listSubscriptions(customerId),
      ctx.payments.listRecentInvoices(customerId, MEMBER_EVENTS_SHOWN),
      ctx.payments.listPaidInvoices(customerId),
    ]);
    detail.provider = providerSide(subscriptions, invoices);
    detail.differences = COMPARED_FIELDS.filter((field: ComparedField) => detail.provider![field] !== local[field]);
    const last = lastPaidInvoice(invoices);
    if (last) {
      detail.lastPayment = { invoiceId: last.invoice.id!, amountCents: last.invoice.amount_paid, refundedCents: await refundedOnPayment(db, last.paymentIntentId), paidAt: last.invoice.created };
    }
    detail.totalPaidCents = paid.reduce((total, invoice) => total + invoice.amount_paid, 0);
  } catch (err) {
    log.warn({ err, userId }, 'reading a member from the payment provider failed');
    detail.providerError = MEMBER_MESSAGES.providerUnreachable;
  }
  return detail;
}

const isoDay = (seconds: number | null) => (seconds === null ? '' : dateOfEpochSeconds(seconds).toISOString().slice(0, 10));
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What each customer paid, from the provider's paid invoices (read one customer at a time, as the reconciliation does). */
async function paidByUser(ctx: AppContext): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  for (const { userId, customerId } of await listCustomers(ctx.database.db)) {
    const invoices = await ctx.payments.listPaidInvoices(customerId);
    paid.set(userId, invoices.reduce((total, invoice) => total + invoice.amount_paid, 0));
  }
  return paid;
}

/** Every member as CSV: total paid is what the provider collected, less the refunds given here. */
export async function exportMembersCsv(ctx: AppContext): Promise<string> {
  const [rows, paid, refunded] = await Promise.all([listAllMembers(ctx.database.db), paidByUser(ctx), refundedByUser(ctx.database.db)]);
  const records = rows.map(toSummary).map((member) => [
    member.email,
    member.username ?? '',
    member.tier,
    member.pastDue ? 'past_due' : (member.subscriptionStatus ?? ''),
    isoDay(member.memberSince),
    isoDay(member.subscriptionEndDate),
    member.complimentaryPro ? 'yes' : 'no',
    dollars((paid.get(member.id) ?? 0) - (refunded.get(member.id) ?? 0)),
  ]);
  return csvDocument(MEMBER_EXPORT_COLUMNS, records);
}
