import { isUuid } from '../../../shared/ids.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import type { RecordedRefund } from '../../feature-module.js';
import type { StripeCheckoutSession, StripePaymentIntent } from '../../integrations/stripe.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { addTipRefund, fillTipIntent, findTip, lockTip, markTipPaid } from './tips.repo.js';
import type { TipRow } from './tips.table.js';

/**
 * A tip is paid by whichever of `checkout.session.completed` and
 * `payment_intent.succeeded` (or the thank-you page's own check) is applied
 * first: the update pending → paid changes one row once, and only that caller
 * e-mails and tells the owner's open tabs. Duplicates and the later event only
 * fill in what the first did not know (ADR 0143).
 */

/** Checkouts and payments of tips carry this metadata.kind, and their refunds this kind. */
export const TIP_KIND = 'tip';

/** The owner's open tabs refetch the Tips list. */
export async function publishTipChange(ctx: AppContext, row: TipRow, tx: Tx): Promise<void> {
  await ctx.live.publish({ type: 'tips.changed', data: { tipId: row.id, status: row.status } }, { kind: 'admins' }, tx);
}

const intentIdOf = (intent: StripeCheckoutSession['payment_intent']) => (typeof intent === 'string' ? intent : intent?.id) ?? null;

async function applyPaid(ctx: AppContext, tx: Tx, tipId: string, payment: { paymentIntentId: string | null; amountCents: number | null }): Promise<TipRow | undefined> {
  if (!isUuid(tipId) || payment.amountCents === null) return undefined;
  const paid = await markTipPaid(tx, tipId, { paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents }, new Date());
  if (!paid) {
    if (payment.paymentIntentId) await fillTipIntent(tx, tipId, payment.paymentIntentId);
    return undefined;
  }
  const about = { userId: paid.userId, userName: paid.userName, userEmail: paid.userEmail, messageText: paid.message ?? '', data: { amountCents: paid.amountCents, place: paid.place } };
  await enqueueNotification(ctx, tx, { type: 'tip_receipt', ...about });
  await enqueueNotification(ctx, tx, { type: 'tip_received', ...about });
  await publishTipChange(ctx, paid, tx);
  return paid;
}

/** A paid checkout of kind tip (the webhook, or the thank-you page's check). */
export async function applyTipCheckout(ctx: AppContext, tx: Tx, session: StripeCheckoutSession): Promise<void> {
  const tipId = session.metadata?.tipId;
  if (session.payment_status !== 'paid' || !tipId) return;
  await applyPaid(ctx, tx, tipId, { paymentIntentId: intentIdOf(session.payment_intent), amountCents: session.amount_total });
}

/** A succeeded payment of kind tip: its metadata names the tip (set on the checkout's payment). */
export async function applyTipIntent(ctx: AppContext, tx: Tx, intent: StripePaymentIntent): Promise<void> {
  const tipId = intent.metadata?.tipId;
  if (!tipId) return;
  await applyPaid(ctx, tx, tipId, { paymentIntentId: intent.id, amountCents: intent.amount_received || intent.amount });
}

/** Applies a recorded refund of a tip: adds it to the tip, tells the member, and refreshes the owner's list live. */
export async function applyTipRefund(ctx: AppContext, tx: Tx, refund: RecordedRefund): Promise<void> {
  if (!refund.subjectId || !isUuid(refund.subjectId) || !(await lockTip(tx, refund.subjectId))) return;
  const row = (await addTipRefund(tx, refund.subjectId, refund.amountCents, new Date()))!;
  await enqueueNotification(ctx, tx, {
    type: 'refund_issued',
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    messageText: 'Refund of your tip.',
    data: { amountCents: refund.amountCents, description: 'your tip' },
  });
  await publishTipChange(ctx, row, tx);
}

/** The thank-you page found the tip still pending: ask the provider, and apply the checkout if it is this tip's and paid. */
export async function confirmTipWithProvider(ctx: AppContext, row: TipRow): Promise<TipRow> {
  if (!row.checkoutSessionId) return row;
  let session: StripeCheckoutSession;
  try {
    session = await ctx.payments.retrieveCheckoutSession(row.checkoutSessionId);
  } catch {
    return row; // the webhook will still come
  }
  if (session.metadata?.tipId !== row.id || session.metadata?.kind !== TIP_KIND) return row;
  await ctx.database.db.transaction((tx) => applyTipCheckout(ctx, tx, session));
  return (await findTip(ctx.database.db, row.id)) ?? row;
}
