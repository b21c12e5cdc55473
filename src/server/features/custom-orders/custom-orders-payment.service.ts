import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../shared/ids.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import type { StripeCheckoutSession } from '../../integrations/stripe.js';
import type { Audience } from '../../live/live-hub.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { emitWebhookEvent } from '../webhooks/webhooks.service.js';
import { formatRequestNumber } from '../../../shared/features/custom-orders.schema.js';
import { findRequest, markRequestPaid } from './custom-orders.repo.js';
import type { CustomRequestRow } from './custom-orders.table.js';

/** Payment-mode checkouts of custom requests carry this metadata.kind (the webhook routes them here). */
export const CUSTOM_ORDER_KIND = 'custom_order';


/** The buyer and the admins; only the admins once the buyer's account is gone. */
export function audienceOf(row: CustomRequestRow): Audience {
  return row.userId ? { kind: 'user_and_admins', userId: row.userId } : { kind: 'admins' };
}

export async function publishChange(ctx: AppContext, row: CustomRequestRow, tx: Tx): Promise<void> {
  await ctx.live.publish({ type: 'custom_orders.request_changed', data: { requestId: row.id, status: row.status } }, audienceOf(row), tx);
}

export function describeRequest(row: CustomRequestRow): string {
  const details = row.customDetails ? ` Notes: ${row.customDetails}` : '';
  return `Request #${formatRequestNumber(row.requestNumber)}: top ${row.topOutfitLabel}, bottom ${row.outfitLabel}, pose ${row.poseLabel}.${details}`;
}

/**
 * Applies a paid checkout to its request, once (SPEC §4 pending_payment → paid,
 * paidAt, fulfilled false). Both the webhook and /custom-success call it; only
 * the caller whose update changed the row notifies the owner and the live
 * channel, so any order of arrival and any number of duplicates have one effect.
 */
export async function applyPaidCheckout(ctx: AppContext, tx: Tx, session: StripeCheckoutSession): Promise<CustomRequestRow | undefined> {
  const requestId = session.metadata?.requestId;
  if (session.payment_status !== 'paid' || !requestId || !isUuid(requestId)) return undefined;
  const intent = session.payment_intent;
  const paymentIntentId = (typeof intent === 'string' ? intent : intent?.id) ?? null;
  const paid = await markRequestPaid(tx, requestId, { sessionId: session.id, paymentIntentId, amountCents: session.amount_total }, new Date());
  if (!paid) return undefined;
  const about = { userId: paid.userId, userName: null, userEmail: paid.userEmail, messageText: describeRequest(paid), data: { amountCents: session.amount_total } };
  await enqueueNotification(ctx, tx, { type: 'custom_order_paid', ...about });
  await enqueueNotification(ctx, tx, { type: 'custom_order_receipt', ...about, data: { ...about.data, ...(await cardFacts(ctx, paymentIntentId)) } });
  await emitWebhookEvent(tx, 'order.paid', { order: { id: paid.id, userId: paid.userId, email: paid.userEmail, amountCents: session.amount_total } });
  await publishChange(ctx, paid, tx);
  return paid;
}

/** The card that paid, for the buyer's receipt; a failed read leaves it out rather than hold back the order. */
async function cardFacts(ctx: AppContext, paymentIntentId: string | null): Promise<Record<string, string>> {
  const card = paymentIntentId ? await ctx.payments.paymentCard(paymentIntentId).catch(() => null) : null;
  return card ? { cardBrand: card.brand, cardLast4: card.last4 } : {};
}

/** The webhook's paid payment-mode checkouts of kind custom_order (declared by the module). */
export async function applyCustomOrderPayment(ctx: AppContext, tx: Tx, session: StripeCheckoutSession): Promise<void> {
  await applyPaidCheckout(ctx, tx, session);
}

/**
 * /custom-success found the request still pending: ask the provider, and mark
 * it paid if the checkout is paid and belongs to this request. A provider
 * failure leaves the request as it is; the webhook will still come.
 */
export async function confirmWithProvider(ctx: AppContext, log: FastifyBaseLogger, row: CustomRequestRow): Promise<CustomRequestRow> {
  if (!row.checkoutSessionId) return row;
  let session: StripeCheckoutSession;
  try {
    session = await ctx.payments.retrieveCheckoutSession(row.checkoutSessionId);
  } catch (err) {
    log.warn({ err, requestId: row.id }, 'checking a custom order checkout failed; waiting for the webhook');
    return row;
  }
  if (session.metadata?.requestId !== row.id || session.metadata?.kind !== CUSTOM_ORDER_KIND) return row;
  await ctx.database.db.transaction((tx) => applyPaidCheckout(ctx, tx, session));
  return (await findRequest(ctx.database.db, row.id)) ?? row;
}
