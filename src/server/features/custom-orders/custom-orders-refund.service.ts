import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { CUSTOM_ORDER_MESSAGES, formatRequestNumber, type CustomRequest } from '../../../shared/features/custom-orders.schema.js';
import { isUuid } from '../../../shared/ids.js';
import type { AppContext } from '../../app-context.js';
import { conflict, notFound, paymentProviderError } from '../../errors.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import type { RecordedRefund } from '../../feature-module.js';
import type { Tx } from '../../db/client.js';
import { issueRefund } from '../subscription/subscription.service.js';
import { CUSTOM_ORDER_KIND, publishChange } from './custom-orders-payment.service.js';
import { toRequestView } from './custom-orders.presenter.js';
import { addRequestRefund, findRequest, lockRequest, setRequestPayment } from './custom-orders.repo.js';
import type { CustomRequestRow } from './custom-orders.table.js';

/**
 * Refunding a custom order from Vendor Builds, before or after delivery, whole
 * or in part. The refund goes through the shared refund service; its effect
 * (the order shows refunded, the buyer is e-mailed) is applied once, by
 * whichever of the route and the `charge.refunded` webhook records it first.
 */

/** The payment of a paid order: recorded with it, or read back from its checkout for an order paid before that. */
async function paymentOf(ctx: AppContext, row: CustomRequestRow): Promise<{ paymentIntentId: string; paidCents: number }> {
  if (row.paymentIntentId && row.amountPaidCents !== null) return { paymentIntentId: row.paymentIntentId, paidCents: row.amountPaidCents };
  if (!row.checkoutSessionId) throw conflict('not_paid', CUSTOM_ORDER_MESSAGES.notPaid);
  let session;
  try {
    session = await ctx.payments.retrieveCheckoutSession(row.checkoutSessionId);
  } catch {
    throw paymentProviderError(CUSTOM_ORDER_MESSAGES.refundFailed);
  }
  const intent = session.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentIntentId || session.amount_total === null) throw conflict('not_paid', CUSTOM_ORDER_MESSAGES.notPaid);
  await setRequestPayment(ctx.database.db, row.id, paymentIntentId, session.amount_total);
  return { paymentIntentId, paidCents: session.amount_total };
}

export async function refundRequest(
  ctx: AppContext,
  log: FastifyBaseLogger,
  admin: CurrentUser,
  requestId: string,
  amountCents: number | undefined,
): Promise<CustomRequest> {
  const row = await findRequest(ctx.database.db, requestId);
  if (!row) throw notFound('That request');
  if (row.status === 'pending_payment') throw conflict('not_paid', CUSTOM_ORDER_MESSAGES.notPaid);
  const payment = await paymentOf(ctx, row);
  await issueRefund(ctx, log, {
    ...payment,
    refundedCents: row.refundedCents,
    amountCents,
    kind: CUSTOM_ORDER_KIND,
    subjectId: row.id,
    userId: row.userId,
    refundedBy: admin.id,
  });
  return toRequestView(ctx, admin, (await findRequest(ctx.database.db, requestId))!);
}

/** Applies a recorded refund of a custom order: adds it to the order, tells the buyer, and refreshes the lists live. */
export async function applyCustomOrderRefund(ctx: AppContext, tx: Tx, refund: RecordedRefund): Promise<void> {
  if (!refund.subjectId || !isUuid(refund.subjectId) || !(await lockRequest(tx, refund.subjectId))) return;
  const row = (await addRequestRefund(tx, refund.subjectId, refund.amountCents, new Date()))!;
  await enqueueNotification(ctx, tx, {
    type: 'refund_issued',
    userId: row.userId,
    userName: null,
    userEmail: row.userEmail,
    messageText: `Refund for custom order #${formatRequestNumber(row.requestNumber)}.`,
    data: { amountCents: refund.amountCents, description: `custom order #${formatRequestNumber(row.requestNumber)}` },
  });
  await publishChange(ctx, row, tx);
}
