import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  TIP_MESSAGES,
  TIP_RETURN_PARAM,
  withinBounds,
  type CreateTip,
  type Tip,
  type TipConfirmation,
  type TipPage,
  type TipSettings,
  type TipTarget,
} from '../../../shared/features/tips.schema.js';
import { can, isAdmin } from '../../../shared/permissions.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFound, notFoundAs, paymentProviderError } from '../../errors.js';
import { CursorInstantSchema, decodePageCursor, splitPage } from '../../page-cursor.js';
import { getTipSettings } from '../content/content.service.js';
import { isPaidRequestOf } from '../custom-orders/custom-orders.service.js';
import { imageVisibleTo } from '../gallery/gallery.service.js';
import { issueRefund } from '../subscription/subscription.service.js';
import { updateVisibleTo } from '../updates/updates.service.js';
import { confirmTipWithProvider, TIP_KIND } from './tips-payment.service.js';
import { findTip, findTipOfAttempt, findTipOfSession, insertTip, listPaidTips, setTipSession } from './tips.repo.js';
import type { TipRow } from './tips.table.js';

export { applyTipCheckout, applyTipIntent, applyTipRefund, TIP_KIND } from './tips-payment.service.js';

/** The owner's suggestions and bounds, as the tip dialog offers them. */
export const tipOptions = (ctx: AppContext): Promise<TipSettings> => getTipSettings(ctx.database.db);

/** Whether the member may tip there: the thing exists and they may see it (Pro Chat: their own, as a Pro member). */
async function mayTip(ctx: AppContext, user: CurrentUser, target: TipTarget): Promise<boolean> {
  switch (target.place) {
    case 'picture':
      return imageVisibleTo(ctx, user, target.targetId);
    case 'update':
      return can(user, 'view_basic_content') && updateVisibleTo(ctx, user, target.targetId);
    case 'chat':
      return target.targetId === user.id && can(user, 'pro_chat') && !isAdmin(user);
    case 'order':
      return isPaidRequestOf(ctx, user.id, target.targetId);
  }
}

const displayName = (user: CurrentUser) => user.profile.username?.trim() || user.email;

async function checkoutUrlOf(ctx: AppContext, user: CurrentUser, row: TipRow): Promise<{ id: string; url: string | null }> {
  if (row.checkoutSessionId) return ctx.payments.retrieveCheckoutSession(row.checkoutSessionId);
  const site = ctx.config.publicUrl;
  const session = await ctx.payments.createPaymentCheckout({
    customerEmail: row.userEmail,
    userId: user.id,
    price: { amountCents: row.amountCents, productName: 'Tip' },
    metadata: { kind: TIP_KIND, tipId: row.id, userId: user.id, place: row.place },
    successUrl: `${site}${CLIENT_ROUTES.authHome}?${TIP_RETURN_PARAM}={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}${CLIENT_ROUTES.authHome}`,
    idempotencyKey: `tip-${row.id}`,
  });
  await setTipSession(ctx.database.db, row.id, session.id);
  return session;
}

/**
 * Starts a tip: the amount within the owner's bounds, the message short, the
 * target one the member may see; then a pending tip and its payment-mode
 * checkout. Nothing is charged before the member pays on the provider's page.
 */
export async function createTip(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser, input: CreateTip): Promise<{ tipId: string; sessionId: string; url: string }> {
  const settings = await getTipSettings(ctx.database.db);
  if (!withinBounds(settings, input.amountCents)) throw badRequest('amount_outside_bounds', TIP_MESSAGES.amountOutside(settings.minCents, settings.maxCents));
  if (!(await mayTip(ctx, user, input))) throw notFoundAs('tip_target_not_found', TIP_MESSAGES.targetNotFound);
  const values = {
    userId: user.id,
    userEmail: user.email.trim(),
    userName: displayName(user),
    attemptId: input.attemptId,
    amountCents: input.amountCents,
    message: input.message || null,
    place: input.place,
    targetId: input.targetId,
  };
  const row = (await findTipOfAttempt(ctx.database.db, user.id, input.attemptId)) ?? (await insertTip(ctx.database.db, values)) ?? (await findTipOfAttempt(ctx.database.db, user.id, input.attemptId))!;
  if (row.status !== 'pending') throw conflict('already_paid', 'This tip has already been paid.');
  let session: { id: string; url: string | null };
  try {
    session = await checkoutUrlOf(ctx, user, row);
  } catch (err) {
    log.error({ err, tipId: row.id }, 'starting a tip checkout failed');
    throw paymentProviderError(TIP_MESSAGES.checkoutFailed);
  }
  if (!session.url) throw paymentProviderError(TIP_MESSAGES.checkoutFailed);
  return { tipId: row.id, sessionId: session.id, url: session.url };
}

/** The thank-you after paying: the member's tip of that checkout, applied first if no event has come yet. */
export async function tipConfirmation(ctx: AppContext, user: CurrentUser, sessionId: string): Promise<TipConfirmation> {
  let row = await findTipOfSession(ctx.database.db, user.id, sessionId);
  if (!row) throw notFoundAs('tip_not_found', TIP_MESSAGES.tipNotFound);
  if (row.status === 'pending') row = await confirmTipWithProvider(ctx, row);
  return { tipId: row.id, amountCents: row.amountCents, place: row.place, status: row.status };
}

const toTipView = (row: TipRow): Tip => ({
  id: row.id,
  memberName: row.userName,
  memberEmail: row.userEmail,
  amountCents: row.amountCents,
  currency: row.currency,
  message: row.message,
  place: row.place,
  targetId: row.targetId,
  status: row.status,
  refundedCents: row.refundedCents,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

const TipCursorSchema = z.tuple([CursorInstantSchema, z.uuid()]);

/** The owner's Tips: paid and refunded tips, newest first, a page at a time. */
export async function listTips(ctx: AppContext, page: { cursor?: string | undefined; limit: number }): Promise<TipPage> {
  const after = decodePageCursor(page.cursor, TipCursorSchema);
  const { rows, nextCursor } = splitPage(await listPaidTips(ctx.database.db, { after, limit: page.limit + 1 }), page.limit, (row) => row.position);
  return { tips: rows.map(({ position: _position, ...row }) => toTipView(row)), nextCursor };
}

/** The owner refunds a tip, whole or in part, through the one refund ledger. */
export async function refundTip(ctx: AppContext, log: FastifyBaseLogger, admin: CurrentUser, tipId: string, amountCents: number | undefined): Promise<Tip> {
  const row = await findTip(ctx.database.db, tipId);
  if (!row) throw notFound('That tip');
  if (row.status === 'pending' || !row.paymentIntentId) throw conflict('not_paid', TIP_MESSAGES.notPaid);
  await issueRefund(ctx, log, {
    paymentIntentId: row.paymentIntentId,
    paidCents: row.amountCents,
    refundedCents: row.refundedCents,
    amountCents,
    kind: TIP_KIND,
    subjectId: row.id,
    userId: row.userId,
    refundedBy: admin.id,
  });
  return toTipView((await findTip(ctx.database.db, tipId))!);
}
