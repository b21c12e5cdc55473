import type { FastifyBaseLogger } from 'fastify';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import { MEMBER_MESSAGES, type CancelMemberRequest, type RefundResponse } from '../../../shared/features/members.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { conflict, notFound, paymentProviderError } from '../../errors.js';
import { type StripeInvoice } from '../../integrations/stripe.js';
import { invoicePaymentIntentId } from '../../integrations/stripe-objects.js';
import { lockUserForUpdate } from '../auth/auth.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { emitWebhookEvent } from '../webhooks/webhooks.service.js';
import type { RecordedRefund } from '../../feature-module.js';
import { issueRefund, type RefundMessages } from './refunds.service.js';
import { findCustomerIdOfUser, listSubscriptionsOfUser, refundedOnPayment } from './subscription.repo.js';
import { resyncCustomer } from './subscription.sync.js';
import { formatCents } from '../../../shared/money.js';

/** The owner's money actions on a member: cancel their subscription, refund their last payment. */

const providerFailed = () => paymentProviderError(MEMBER_MESSAGES.providerUnreachable);

/** The newest paid invoice with the payment that paid it (invoices come newest first). */
export function lastPaidInvoice(invoices: StripeInvoice[]): { invoice: StripeInvoice; paymentIntentId: string } | undefined {
  for (const invoice of invoices) {
    const paymentIntentId = invoicePaymentIntentId(invoice);
    if (invoice.status === 'paid' && invoice.amount_paid > 0 && paymentIntentId) return { invoice, paymentIntentId };
  }
  return undefined;
}

/** Cancels the member's running subscription now or at period end at the provider, then mirrors it at once. */
export async function cancelMemberSubscription(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  when: CancelMemberRequest['when'],
): Promise<string[]> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, userId);
  const live = (await listSubscriptionsOfUser(ctx.database.db, userId)).find((s) => grantsPro(s.status));
  if (!customerId || !live) throw conflict('no_active_subscription', MEMBER_MESSAGES.noSubscription);
  if (when === 'period_end' && live.cancelAtPeriodEnd) throw conflict('already_canceling', 'This subscription is already set to end at its period end.');
  try {
    if (when === 'now') await ctx.payments.cancelNow(live.id, `admin-cancel-now-${live.id}`);
    else await ctx.payments.cancelAtPeriodEnd(live.id, `admin-cancel-${live.id}`);
  } catch (err) {
    log.error({ err, userId }, 'canceling a member subscription failed');
    throw providerFailed();
  }
  return resyncCustomer(ctx, log, userId, customerId, `admin cancel ${when}`);
}

/** The kind of a membership payment's refund in the one ledger (its subject: the invoice). */
export const SUBSCRIPTION_REFUND_KIND = 'subscription';

const MEMBER_REFUND_MESSAGES: RefundMessages = {
  nothingLeft: MEMBER_MESSAGES.alreadyRefunded,
  tooMuch: MEMBER_MESSAGES.refundTooLarge,
  failed: MEMBER_MESSAGES.providerUnreachable,
};

/**
 * Refunds the member's last payment, all that is left of it or part, through
 * the shared refund service. The member's row is locked while the provider is
 * asked, so two refunds of one member run one after the other and never refund
 * more than was paid; the idempotency key names what was refunded before, so a
 * retried request cannot refund twice. The member is e-mailed by the handler
 * below, once, in the transaction that records the refund.
 */
export async function refundLastPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { userId: string; refundedBy: string | null; amountCents?: number | undefined },
): Promise<RefundResponse> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, input.userId);
  if (!customerId) throw conflict('no_payment', MEMBER_MESSAGES.noPayment);
  let invoices: StripeInvoice[];
  try {
    invoices = await ctx.payments.listRecentInvoices(customerId, 10);
  } catch (err) {
    log.error({ err, userId: input.userId }, 'reading invoices failed');
    throw providerFailed();
  }
  const last = lastPaidInvoice(invoices);
  if (!last) throw conflict('no_payment', MEMBER_MESSAGES.noPayment);
  const paidCents = last.invoice.amount_paid;
  return ctx.database.db.transaction(async (tx) => {
    const member = await lockUserForUpdate(tx, input.userId);
    if (!member) throw notFound('That member');
    const refundedCents = await refundedOnPayment(tx, last.paymentIntentId);
    const refund = await issueRefund(
      ctx,
      log,
      {
        paymentIntentId: last.paymentIntentId,
        paidCents,
        refundedCents,
        amountCents: input.amountCents,
        kind: SUBSCRIPTION_REFUND_KIND,
        subjectId: last.invoice.id!,
        userId: input.userId,
        refundedBy: input.refundedBy,
        messages: MEMBER_REFUND_MESSAGES,
      },
      tx,
    );
    return { refundId: refund.id, amountCents: refund.amountCents, paymentAmountCents: paidCents, refundedCents: refundedCents + refund.amountCents };
  });
}

/** Applies a recorded refund of a membership payment: the member is e-mailed what was refunded of what. */
export async function applySubscriptionRefund(ctx: AppContext, tx: Tx, refund: RecordedRefund): Promise<void> {
  const member = refund.userId ? await lockUserForUpdate(tx, refund.userId) : null;
  if (!member) return;
  const refunded = formatCents(refund.amountCents);
  const payment = refund.paidCents === null ? 'your Pro membership payment' : `your Pro membership payment of ${formatCents(refund.paidCents)}`;
  await enqueueNotification(ctx, tx, {
    type: 'refund_issued',
    userId: member.id,
    userName: member.profile.username,
    userEmail: member.email,
    messageText: `Refund of ${refunded} on ${payment}.`,
    data: { amountCents: refund.amountCents, description: payment },
  });
  const about = { id: member.id, email: member.email, username: member.profile.username };
  await emitWebhookEvent(tx, 'membership.refunded', { member: about, amountCents: refund.amountCents, paidCents: refund.paidCents });
}

