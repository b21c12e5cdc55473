import type { FastifyBaseLogger } from 'fastify';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import { MEMBER_MESSAGES, type CancelMemberRequest, type RefundResponse } from '../../../shared/features/members.schema.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { type StripeInvoice } from '../../integrations/stripe.js';
import { invoicePaymentIntentId, isInvalidRequestAtProvider } from '../../integrations/stripe-objects.js';
import { lockUserForUpdate } from '../auth/auth.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { insertRefund, refundedOnInvoice } from './members.repo.js';
import { findCustomerIdOfUser, listSubscriptionsOfUser } from './subscription.repo.js';
import { resyncCustomer } from './subscription-sync.service.js';

/** The owner's money actions on a member: cancel their subscription, refund their last payment. */

const providerFailed = () => new AppError(502, 'payment_provider_error', MEMBER_MESSAGES.providerUnreachable);

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

/**
 * Refunds the member's last payment, all that is left of it or part. The
 * member's row is locked while the provider is asked, so two refunds of one
 * member run one after the other and never refund more than was paid; the
 * idempotency key names what was refunded before, so a retried request cannot
 * refund twice. The member is e-mailed in the same transaction.
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
  const invoiceId = last.invoice.id!;
  return ctx.database.db.transaction(async (tx) => {
    const member = await lockUserForUpdate(tx, input.userId);
    if (!member) throw notFound('That member');
    const done = await refundedOnInvoice(tx, invoiceId);
    const left = last.invoice.amount_paid - done;
    if (left <= 0) throw conflict('already_refunded', MEMBER_MESSAGES.alreadyRefunded);
    const amount = input.amountCents ?? left;
    if (amount > left) throw badRequest('refund_too_large', MEMBER_MESSAGES.refundTooLarge(left));
    let refund;
    try {
      refund = await ctx.payments.refundPayment({ paymentIntentId: last.paymentIntentId, amountCents: amount, userId: input.userId, idempotencyKey: `refund-${invoiceId}-${done}-${amount}` });
    } catch (err) {
      if (isInvalidRequestAtProvider(err)) throw badRequest('refund_refused', (err as Error).message);
      log.error({ err, userId: input.userId }, 'refunding a payment failed');
      throw providerFailed();
    }
    await insertRefund(tx, { id: refund.id, userId: input.userId, invoiceId, paymentIntentId: last.paymentIntentId, amountCents: amount, refundedBy: input.refundedBy });
    const description = `Refund of $${(amount / 100).toFixed(2)} on your Pro membership payment of $${(last.invoice.amount_paid / 100).toFixed(2)}.`;
    await enqueueNotification(ctx, tx, {
      type: 'refund_issued',
      userId: member.id,
      userName: member.profile.username,
      userEmail: member.email,
      messageText: description,
      data: { amountCents: amount, description: `your Pro membership payment of $${(last.invoice.amount_paid / 100).toFixed(2)}` },
    });
    return { refundId: refund.id, amountCents: amount, paymentAmountCents: last.invoice.amount_paid, refundedCents: done + amount };
  });
}
