import type { CurrentUser, SubscriptionStatus } from '../../../shared/features/auth.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import type { StripeInvoice } from '../../integrations/stripe.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { getOwnerEmails } from '../content/content.service.js';
import { enqueueNotification, type NotificationType } from '../notifications/notifications.service.js';
import { emitWebhookEvent, type WebhookEventType } from '../webhooks/webhooks.service.js';
import { toEpochSeconds } from '../../../shared/time.js';
import { trialFacts } from './trials.service.js';

/**
 * The e-mails about a membership's money, queued in the transaction that
 * applies the webhook or the change, so each goes out once: a receipt for every
 * paid invoice (a welcome with the first), a notice for a failed payment, and
 * the cancellation and the end of access as the member's record changes. The
 * owner hears of new subscribers, cancellations and failed payments unless
 * turned off in Site content. The same moments go out as webhook events to the
 * endpoints the owner registered.
 */

async function queue(ctx: AppContext, tx: Tx, user: CurrentUser, type: NotificationType, messageText: string, data: Record<string, unknown>): Promise<void> {
  await enqueueNotification(ctx, tx, { type, userId: user.id, userName: user.profile.username, userEmail: user.email, messageText, data });
}

/** The member a webhook event is about, as receivers see them. */
async function emit(tx: Tx, type: WebhookEventType, user: CurrentUser, data: Record<string, unknown>): Promise<void> {
  await emitWebhookEvent(tx, type, { member: { id: user.id, email: user.email, username: user.profile.username }, ...data });
}

/** A paid or failed invoice of a member's subscription (after the member's record was synced). */
export async function invoiceSettled(ctx: AppContext, tx: Tx, userId: string, invoice: StripeInvoice, paid: boolean): Promise<void> {
  const user = await findCurrentUser(tx, userId);
  if (!user) return;
  const owner = await getOwnerEmails(tx);
  if (!paid) {
    const amountCents = invoice.amount_due;
    await emit(tx, 'membership.payment_failed', user, { amountCents });
    await queue(ctx, tx, user, 'payment_failed', 'Your membership payment failed.', { amountCents });
    if (owner.paymentFailed) await queue(ctx, tx, user, 'owner_payment_failed', 'A membership payment failed.', { amountCents });
    return;
  }
  // A trial's first invoice is $0: the welcome says when the trial ends and what is charged then.
  const trial = invoice.billing_reason === 'subscription_create' && invoice.amount_paid === 0 ? await trialFacts(tx, userId, user.subscriptionEndDate) : {};
  const data = { amountCents: invoice.amount_paid, nextRenewal: user.subscriptionEndDate, ...trial, ...(await receiptFacts(ctx, invoice)) };
  if (invoice.billing_reason === 'subscription_create') {
    await emit(tx, 'membership.pro_started', user, data);
    await queue(ctx, tx, user, 'subscription_welcome', 'Welcome to Pro.', data);
    if (owner.newSubscriber) await queue(ctx, tx, user, 'owner_new_subscriber', 'A new Pro member subscribed.', data);
  } else if (invoice.amount_paid > 0) {
    await emit(tx, 'membership.renewed', user, data);
    await queue(ctx, tx, user, 'subscription_renewed', 'Your Pro membership renewed.', data);
  }
}

/**
 * What a receipt shows of the invoice: its number, the provider's page for it
 * and the card that paid it. The card is read from the provider; if that read
 * fails the receipt goes without it rather than hold back the payment's effect.
 */
async function receiptFacts(ctx: AppContext, invoice: StripeInvoice): Promise<Record<string, string>> {
  const card = await ctx.payments.invoiceCard(invoice.id).catch(() => null);
  return {
    ...(invoice.number ? { invoiceNumber: invoice.number } : {}),
    ...(invoice.hosted_invoice_url ? { invoiceUrl: invoice.hosted_invoice_url } : {}),
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
}

/**
 * The member's record changed status: set to cancel at period end (the member
 * or the portal canceled), or ended. Called under the row lock of the sync, so
 * a transition is seen once.
 */
export async function membershipStatusChanged(
  ctx: AppContext,
  tx: Tx,
  before: CurrentUser,
  next: { status: SubscriptionStatus; end: Date | null },
): Promise<void> {
  const accessUntil = toEpochSeconds(next.end);
  if (next.status === 'pending_cancellation' && before.subscriptionStatus === 'active') {
    await emit(tx, 'membership.cancel_scheduled', before, { accessUntil });
    await queue(ctx, tx, before, 'subscription_canceled', 'Your Pro membership was canceled.', { accessUntil });
    if ((await getOwnerEmails(tx)).cancellation) await queue(ctx, tx, before, 'owner_cancellation', 'A Pro member canceled.', { accessUntil });
  }
  if (next.status === 'active' && before.subscriptionStatus === 'pending_cancellation') {
    await emit(tx, 'membership.resumed', before, { nextRenewal: accessUntil });
    await cancellationUndone(ctx, tx, before, next.end);
  }
  if (next.status === 'canceled' && before.subscriptionStatus !== null && before.subscriptionStatus !== 'canceled') {
    await emit(tx, 'membership.lapsed', before, { accessUntil });
    await queue(ctx, tx, before, 'access_ended', 'Your Pro access has ended.', { accessUntil });
  }
}

/**
 * "Renew plan" undid a cancellation: the member hears the plan goes on, and
 * the owner, whose last e-mail about them said they left, hears it too (under
 * the same Site content choice as the cancellation e-mail).
 */
async function cancellationUndone(ctx: AppContext, tx: Tx, member: CurrentUser, end: Date | null): Promise<void> {
  const data = { nextRenewal: toEpochSeconds(end) };
  await queue(ctx, tx, member, 'subscription_resumed', 'Your Pro membership continues.', data);
  if ((await getOwnerEmails(tx)).cancellation) await queue(ctx, tx, member, 'owner_resumed', 'A Pro member renewed their plan.', data);
}

/** The owner gave complimentary Pro (`endsAt` null: until revoked). */
export async function complimentaryGranted(ctx: AppContext, tx: Tx, member: CurrentUser, endsAt: Date | null): Promise<void> {
  await queue(ctx, tx, member, 'complimentary_granted', 'You have complimentary Pro.', { accessUntil: toEpochSeconds(endsAt) });
}
