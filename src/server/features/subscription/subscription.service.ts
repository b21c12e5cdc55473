import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  AGREEMENT_VERSION,
  grantsPro,
  NEW_PRO_USERS_DAYS,
  PRO_PRICE_CENTS,
  SUBSCRIPTION_MESSAGES,
  type AgreementRecord,
  type CancelResponse,
  type CheckoutResponse,
  type Plan,
  type PlansResponse,
  PRO_USERS_PAGE_SIZE,
  type ProUser,
  type ProUserList,
  type ProUserListQuery,
  type ResyncResponse,
  type CheckoutState,
  type SubscriptionStatusResponse,
} from '../../../shared/features/subscription.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import { toEpochSeconds } from '../../../shared/time.js';
import type { DiscountCheck } from '../../../shared/features/offers.schema.js';
import { isAdmin, isPro } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest, conflict, forbidden, notFound, paymentProviderError } from '../../errors.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { getPlanSettings } from '../content/content.service.js';
import { checkDiscountCode, promotionCodeForCheckout, promotionCodeRefusal } from '../offers/offers.service.js';
import {
  findCustomerIdOfUser,
  findLatestAgreement,
  findProUserRow,
  insertAgreement,
  insertCustomer,
  countProUsersSince,
  listProUserPage,
  listSubscriptionsOfUser,
  type ProUserRow,
} from './subscription.repo.js';
import { resyncCustomer } from './subscription.sync.js';
import { cursorKeyOf } from './member-lists.repo.js';
import { encodeMemberCursor } from '../../../shared/features/members.schema.js';
import { checkoutLinkProof } from './checkout-link-proof.service.js';
import { trialDaysFor } from './trials.service.js';

const paymentFailed = (message: string) => paymentProviderError(message);

/** SPEC §3: the agreement record, with the client address as this server sees it. */
export async function recordAgreement(
  ctx: AppContext,
  user: CurrentUser,
  client: { ip: string; userAgent: string | undefined },
): Promise<AgreementRecord> {
  const row = await insertAgreement(ctx.database.db, {
    userId: user.id,
    email: user.email,
    agreementVersion: AGREEMENT_VERSION,
    ipAddress: client.ip,
    userAgent: (client.userAgent ?? '').slice(0, 1000),
  });
  return { agreementVersion: row.agreementVersion, acceptedAt: row.acceptedAt.toISOString() };
}

/** One provider customer per user, created on the first checkout with our user id in its metadata. */
async function customerFor(ctx: AppContext, user: CurrentUser): Promise<string> {
  const existing = await findCustomerIdOfUser(ctx.database.db, user.id);
  if (existing) return existing;
  // The key makes two simultaneous first checkouts get the same customer from the provider.
  const customer = await ctx.payments.createCustomer({ email: user.email, userId: user.id, idempotencyKey: `customer-${user.id}` });
  return insertCustomer(ctx.database.db, user.id, customer.id);
}

/** What each plan costs today: the spec's monthly price and the owner's yearly one, and the free trial this member would get. */
export async function plansOnOffer(ctx: AppContext, user: CurrentUser | null = null): Promise<PlansResponse> {
  const { annualPriceCents } = await getPlanSettings(ctx.database.db);
  const trialDays = await trialDaysFor(ctx.database.db, user?.id ?? null);
  return { monthlyCents: PRO_PRICE_CENTS, yearlyCents: annualPriceCents, yearlySavingCents: 12 * PRO_PRICE_CENTS - annualPriceCents, trialDays };
}

/** What a discount code gives this member before any checkout is opened (the Subscribe view states it). */
export async function discountCodeFor(ctx: AppContext, user: CurrentUser, code: string, plan: Plan): Promise<DiscountCheck> {
  const fullCents = plan === 'yearly' ? (await getPlanSettings(ctx.database.db)).annualPriceCents : PRO_PRICE_CENTS;
  return checkDiscountCode(ctx, code, (await findCustomerIdOfUser(ctx.database.db, user.id)) ?? null, plan, fullCents);
}

/**
 * SPEC §5 and §7 createSubscription: signed in (the route), not already Pro,
 * the current agreement accepted; then a subscription-mode Checkout Session for
 * $20/month or the owner's yearly price. The attempt id is the idempotency key: a retried request gets the
 * same session, a new press of the button a new one.
 */
export async function startCheckout(ctx: AppContext, user: CurrentUser, attemptId: string, promotionCode?: string, plan: Plan = 'monthly'): Promise<CheckoutResponse> {
  // Pro by role or flag, or (an admin's) live subscription: never a second one.
  const live = (await listSubscriptionsOfUser(ctx.database.db, user.id)).some((s) => grantsPro(s.status));
  if (isPro(user) || live) throw conflict('already_pro', SUBSCRIPTION_MESSAGES.alreadyPro);
  const agreement = await findLatestAgreement(ctx.database.db, user.id);
  if (agreement?.agreementVersion !== AGREEMENT_VERSION) throw badRequest('agreement_required', SUBSCRIPTION_MESSAGES.agreementRequired);
  const site = ctx.config.publicUrl;
  let session;
  try {
    const customerId = await customerFor(ctx, user);
    const promotionCodeId = promotionCode ? await promotionCodeForCheckout(ctx, promotionCode, customerId, plan === 'yearly' ? 'annual' : 'monthly') : undefined;
    const { yearlyCents, trialDays } = await plansOnOffer(ctx, user);
    session = await ctx.payments.createSubscriptionCheckout({
      promotionCodeId,
      trialDays,
      customerId,
      userId: user.id,
      interval: plan === 'yearly' ? 'year' : 'month',
      amountCents: plan === 'yearly' ? yearlyCents : PRO_PRICE_CENTS,
      successUrl: `${site}${CLIENT_ROUTES.success}?session_id={CHECKOUT_SESSION_ID}&user_id=${user.id}`,
      cancelUrl: `${site}${CLIENT_ROUTES.canceled}`,
      // With the trial in the key: a retry after the trial was used never gets the earlier session with a trial.
      idempotencyKey: `checkout-${user.id}-${attemptId}-${plan}-trial${trialDays}`,
      linkProof: checkoutLinkProof(ctx.sessionSecret, user.id, customerId),
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw promotionCodeRefusal(error) ?? paymentFailed(SUBSCRIPTION_MESSAGES.checkoutFailed);
  }
  // SPEC §8: without the hosted page there is nothing to send the browser to.
  if (!session.url) throw paymentFailed(SUBSCRIPTION_MESSAGES.stripeFailed);
  return { sessionId: session.id, url: session.url };
}

/**
 * SPEC §7 cancelSubscription: cancel at period end at the provider, then
 * re-read and apply at once, so the menu shows "Sub Ends" without waiting for
 * the webhook (which then finds nothing to change).
 */
export async function cancelSubscription(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser): Promise<CancelResponse> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, user.id);
  const live = (await listSubscriptionsOfUser(ctx.database.db, user.id)).find((s) => grantsPro(s.status));
  if (!customerId || !live || user.subscriptionStatus !== 'active') {
    throw conflict('no_active_subscription', SUBSCRIPTION_MESSAGES.noActiveSubscription);
  }
  let updated;
  try {
    updated = await ctx.payments.cancelAtPeriodEnd(live.id, `cancel-${live.id}`);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'canceling a subscription failed');
    throw paymentFailed(SUBSCRIPTION_MESSAGES.cancelFailed);
  }
  // Canceled at the provider: from here on, a failure to mirror it is left to the webhook.
  await resyncCustomer(ctx, log, user.id, customerId, 'cancel').catch((err: unknown) =>
    log.warn({ err, userId: user.id }, 'mirroring a cancellation failed; the webhook will apply it'),
  );
  const endDate = updated.cancel_at ?? periodOf(updated)?.end;
  if (!endDate) throw paymentFailed(SUBSCRIPTION_MESSAGES.cancelFailed);
  return { endDate };
}

/** The Pro check of /success: only that user (or an admin) may ask; with a session id, what became of that checkout. */
export async function subscriptionStatusOf(
  ctx: AppContext,
  requester: CurrentUser,
  userId: string,
  sessionId?: string,
): Promise<SubscriptionStatusResponse> {
  if (requester.id !== userId && !isAdmin(requester)) throw forbidden();
  const user = await findCurrentUser(ctx.database.db, userId);
  if (!user) throw notFound('That user');
  const status = { userId, isPro: isPro(user), subscriptionStatus: user.subscriptionStatus };
  return sessionId === undefined ? status : { ...status, checkout: await checkoutStateOf(ctx, userId, sessionId) };
}

/**
 * Asked of the provider, never taken from the address: a subscription checkout this server made
 * for this user (its metadata, which only our key can write) that is paid. Anything else, a made-up
 * id or another member's checkout included, is `unknown`, so /success never confirms it.
 */
async function checkoutStateOf(ctx: AppContext, userId: string, sessionId: string): Promise<CheckoutState> {
  let session;
  try {
    session = await ctx.payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    if (isNoSuchObject(error)) return 'unknown';
    throw paymentProviderError(SUBSCRIPTION_MESSAGES.verifyFailed);
  }
  const ours = session.mode === 'subscription' && session.metadata?.userId === userId && session.metadata.kind === 'pro_subscription';
  if (!ours) return 'unknown';
  if (session.status === 'complete') return 'complete';
  return session.status === 'open' ? 'open' : 'unknown';
}

/** The provider's answer for an id it does not have (or refuses as malformed). */
function isNoSuchObject(error: unknown): boolean {
  const { statusCode, code } = (error ?? {}) as { statusCode?: number; code?: string };
  return statusCode === 404 || statusCode === 400 || code === 'resource_missing';
}


function toProUser(row: ProUserRow): ProUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    isLegacyPro: row.isPro && row.role !== 'pro_user',
    subscriptionStatus: row.subscriptionStatus,
    subscriptionStartDate: toEpochSeconds(row.subscriptionStartDate),
    subscriptionEndDate: toEpochSeconds(row.subscriptionEndDate),
  };
}

/** A page of Pro users (or of those who subscribed since `since`) and the next page's cursor, null on the last page. */
async function proUserPage(ctx: AppContext, query: ProUserListQuery, since?: Date): Promise<ProUserList> {
  const rows = await listProUserPage(ctx.database.db, { q: query.q, after: query.cursor, since, limit: PRO_USERS_PAGE_SIZE + 1 });
  const page = rows.slice(0, PRO_USERS_PAGE_SIZE);
  const last = page.at(-1);
  return { users: page.map(toProUser), nextCursor: rows.length > PRO_USERS_PAGE_SIZE && last ? encodeMemberCursor(cursorKeyOf(last)) : null };
}

export async function getProUsers(ctx: AppContext, query: ProUserListQuery): Promise<ProUserList> {
  return proUserPage(ctx, query);
}

/** Pro users who subscribed within the last NEW_PRO_USERS_DAYS days, newest first, with how many they are (the tab's count). */
export async function getNewProUsers(ctx: AppContext, query: ProUserListQuery, now = new Date()): Promise<ProUserList> {
  const since = new Date(now.getTime() - NEW_PRO_USERS_DAYS * 24 * 3600 * 1000);
  const [page, total] = await Promise.all([proUserPage(ctx, query, since), countProUsersSince(ctx.database.db, { q: query.q, since })]);
  return { ...page, total };
}

/** Admin resync of one user from the provider; answers what changed. */
export async function resyncUser(ctx: AppContext, log: FastifyBaseLogger, userId: string): Promise<ResyncResponse> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, userId);
  if (!(await findProUserRow(ctx.database.db, userId))) throw notFound('That user');
  const changed = customerId ? await resyncCustomer(ctx, log, userId, customerId, 'admin resync') : [];
  return { changed, user: toProUser((await findProUserRow(ctx.database.db, userId))!) };
}

/**
 * What other features and operations use of the money plumbing kept here:
 * refunds, complimentary Pro, the members export, the member import's customer links.
 */
export { issueRefund } from './refunds.service.js';
export { grantComplimentary, grantComplimentaryInTransaction, revokeComplimentary } from './complimentary.service.js';
/** The member import links the customers it brings through the same mirror as webhooks. */
export { customerLinks, linkCustomerAndSync } from './subscription.sync.js';
export { exportMembersCsv } from './members.service.js';
