import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  BOTTOM_OPTIONS,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_PRICE_CENTS,
  labelOf,
  POSE_OPTIONS,
  SIMPLE_EMAIL_PATTERN,
  TOP_OPTIONS,
  formatRequestNumber,
  type Confirmation,
  type CreateRequest,
  type CreateRequestResponse,
  type CustomRequest,
  type CustomRequestPage,
  type PurchasedList,
} from '../../../shared/features/custom-orders.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFoundAs, paymentProviderError } from '../../errors.js';
import { CursorInstantSchema, decodePageCursor, splitPage } from '../../page-cursor.js';
import { z } from 'zod';
import type { StripeCheckoutSession } from '../../integrations/stripe.js';
import { visibleMarkFor } from '../../media/visible-mark.js';
import { visibleUsernameOn } from '../content/content.service.js';
import { confirmWithProvider, CUSTOM_ORDER_KIND } from './custom-orders-payment.service.js';
import { toPurchasedItem, toRequestView } from './custom-orders.presenter.js';
import {
  findRequest,
  findRequestOfAttempt,
  findRequestOfSession,
  insertRequest,
  listLinksOfUser,
  listPastRequests,
  listPendingRequests,
  listRequestsOfUser,
  nextCount,
  REQUESTS_COUNTER,
  setCheckoutSession,
} from './custom-orders.repo.js';
import type { CustomRequestRow } from './custom-orders.table.js';

export { fulfilRequest } from './custom-orders-fulfilment.service.js';

const checkoutFailed = () => paymentProviderError(CUSTOM_ORDER_MESSAGES.checkoutFailed);

/** SPEC §5 purchase checks after sign-in (the route): an e-mail, of a simple address shape. */
export function assertCanPurchase(user: CurrentUser): void {
  const email = user.email.trim();
  if (!email) throw badRequest('no_email', CUSTOM_ORDER_MESSAGES.noEmail);
  if (!SIMPLE_EMAIL_PATTERN.test(email)) throw badRequest('invalid_email', CUSTOM_ORDER_MESSAGES.invalidEmail);
}

/** The request with the next number; both in one transaction, so the number is used exactly when the row exists. */
async function insertNewRequest(ctx: AppContext, user: CurrentUser, input: CreateRequest): Promise<CustomRequestRow> {
  try {
    return await ctx.database.db.transaction(async (tx) =>
      insertRequest(tx, {
        requestNumber: await nextCount(tx, REQUESTS_COUNTER),
        userId: user.id,
        userEmail: user.email.trim(),
        attemptId: input.attemptId,
        topOutfit: input.topOutfit,
        topOutfitLabel: labelOf(TOP_OPTIONS, input.topOutfit),
        outfit: input.outfit,
        outfitLabel: labelOf(BOTTOM_OPTIONS, input.outfit),
        pose: input.pose,
        poseLabel: labelOf(POSE_OPTIONS, input.pose),
        customDetails: input.customDetails || null,
      }),
    );
  } catch (error) {
    // The same attempt sent twice at once: the second finds the first.
    const first = isUniqueViolation(error) ? await findRequestOfAttempt(ctx.database.db, user.id, input.attemptId) : undefined;
    if (!first) throw error;
    return first;
  }
}

/** The request's Checkout Session: the one it has, or a new $10.00 payment-mode one with the request id in its metadata. */
async function checkoutOf(ctx: AppContext, user: CurrentUser, row: CustomRequestRow): Promise<StripeCheckoutSession> {
  if (row.checkoutSessionId) return ctx.payments.retrieveCheckoutSession(row.checkoutSessionId);
  const site = ctx.config.publicUrl;
  const session = await ctx.payments.createPaymentCheckout({
    customerEmail: row.userEmail,
    userId: user.id,
    price: ctx.config.stripe?.priceCustom ?? { amountCents: CUSTOM_PRICE_CENTS, productName: `Custom content request #${formatRequestNumber(row.requestNumber)}` },
    metadata: { kind: CUSTOM_ORDER_KIND, requestId: row.id, userId: user.id, requestNumber: formatRequestNumber(row.requestNumber) },
    successUrl: `${site}${CLIENT_ROUTES.customSuccess}?session_id={CHECKOUT_SESSION_ID}&user_id=${user.id}`,
    cancelUrl: `${site}${CLIENT_ROUTES.customFail}?user_id=${user.id}`,
    idempotencyKey: `custom-order-${row.id}`,
  });
  await setCheckoutSession(ctx.database.db, row.id, session.id);
  return session;
}

/**
 * SPEC §7 createCustomContentCheckout: the purchase checks, the request
 * (pending_payment, next number), then its Checkout Session. A retried press
 * (same attempt id) gets the same request and session.
 */
export async function createRequest(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser, input: CreateRequest): Promise<CreateRequestResponse> {
  assertCanPurchase(user);
  const row = (await findRequestOfAttempt(ctx.database.db, user.id, input.attemptId)) ?? (await insertNewRequest(ctx, user, input));
  if (row.status !== 'pending_payment') throw conflict('already_paid', 'This request has already been paid.');
  let session: StripeCheckoutSession;
  try {
    session = await checkoutOf(ctx, user, row);
  } catch (err) {
    log.error({ err, requestId: row.id }, 'starting a custom order checkout failed');
    throw checkoutFailed();
  }
  if (!session.url) throw checkoutFailed();
  return { requestId: row.id, requestNumber: formatRequestNumber(row.requestNumber), sessionId: session.id, url: session.url };
}

/** The name drawn in the corner of the member's marked copies, when the owner turned that on. */
const cornerNameFor = (ctx: AppContext, user: CurrentUser) => visibleMarkFor(user, () => visibleUsernameOn(ctx.database.db));

/** /custom-success: the user's request for that checkout, marked paid first if the webhook has not done it yet. */
export async function getConfirmation(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser, sessionId: string): Promise<Confirmation> {
  let row = await findRequestOfSession(ctx.database.db, user.id, sessionId);
  if (!row) throw notFoundAs('order_not_found', CUSTOM_ORDER_MESSAGES.orderNotFound);
  if (row.status === 'pending_payment') row = await confirmWithProvider(ctx, log, row);
  return { ...toRequestView(ctx, user, row, await cornerNameFor(ctx, user)), orderId: row.id };
}

/** Track Orders: the user's paid and fulfilled requests, newest first. */
export async function listMyRequests(ctx: AppContext, user: CurrentUser): Promise<CustomRequest[]> {
  const [rows, cornerName] = await Promise.all([listRequestsOfUser(ctx.database.db, user.id), cornerNameFor(ctx, user)]);
  return rows.map((row) => toRequestView(ctx, user, row, cornerName));
}

type PageAsked = { cursor?: string; limit: number };
const RequestCursorSchema = z.tuple([CursorInstantSchema, z.number().int().positive().max(2_147_483_647)]);
const LinkCursorSchema = z.tuple([CursorInstantSchema, z.uuid()]);

/** Purchased Content: the user's delivered images (SPEC §3 customLinks), newest first, a page at a time. */
export async function listPurchased(ctx: AppContext, user: CurrentUser, page: PageAsked): Promise<PurchasedList> {
  const after = decodePageCursor(page.cursor, LinkCursorSchema);
  const { rows, nextCursor } = splitPage(await listLinksOfUser(ctx.database.db, user.id, { after, limit: page.limit + 1 }), page.limit, (row) => row.position);
  const cornerName = await cornerNameFor(ctx, user);
  return { items: rows.map(({ position: _position, ...row }) => toPurchasedItem(ctx, user, row, cornerName)), nextCursor };
}

async function requestPage(ctx: AppContext, admin: CurrentUser, page: PageAsked, list: typeof listPendingRequests): Promise<CustomRequestPage> {
  const after = decodePageCursor(page.cursor, RequestCursorSchema);
  const { rows, nextCursor } = splitPage(await list(ctx.database.db, { after, limit: page.limit + 1 }), page.limit, (row) => row.position);
  return { requests: rows.map(({ position: _position, ...row }) => toRequestView(ctx, admin, row)), nextCursor };
}

/** Vendor Builds: paid and unfulfilled, newest first, a page at a time. */
export function listPending(ctx: AppContext, admin: CurrentUser, page: PageAsked): Promise<CustomRequestPage> {
  return requestPage(ctx, admin, page, listPendingRequests);
}

/** Vendor Builds' past orders (delivered or refunded), where a delivered order can still be refunded; a page at a time. */
export function listPast(ctx: AppContext, admin: CurrentUser, page: PageAsked): Promise<CustomRequestPage> {
  return requestPage(ctx, admin, page, listPastRequests);
}

/** Whether this is a paid request of this member (the order-confirmed page's tip names it). */
export async function isPaidRequestOf(ctx: AppContext, userId: string, requestId: string): Promise<boolean> {
  const row = await findRequest(ctx.database.db, requestId);
  return row !== undefined && row.userId === userId && row.status !== 'pending_payment';
}
