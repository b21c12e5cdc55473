import type { CurrentUser, SubscriptionStatus } from '../../../shared/features/auth.schema.js';
import type { FastifyBaseLogger } from 'fastify';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import { fromEpochSeconds as fromSeconds, toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { type StripeSubscription } from '../../integrations/stripe.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { lockUserForUpdate, updateUserInTransaction, type UserChanges } from '../auth/auth.service.js';
import { findCustomerIdOfUser, findUserIdOfCustomer, insertCustomer, listCustomers } from './subscription.repo.js';
import { mirrorSubscription } from './subscription-mirror.sync.js';
import { membershipStatusChanged } from './billing.emails.js';
import { trialUseChanges } from './trials.service.js';

/**
 * The provider is the source of truth. Every webhook, cancel and resync re-reads
 * all of a customer's subscriptions and derives the user's record from them, with
 * the user's row locked: whatever order events arrive in, the last writer reads
 * the latest state, so every order converges on the same record.
 */

/** Statuses after which the subscription grants nothing. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

export interface Entitlement {
  pro: boolean;
  status: SubscriptionStatus;
  start: Date;
  end: Date | null;
}


/** What the user record should say, from all of a customer's subscriptions; null when none decides (e.g. only incomplete ones). */
export function entitlementOf(all: StripeSubscription[]): Entitlement | null {
  const newestFirst = [...all].sort((a, b) => b.created - a.created);
  const live = newestFirst.find((s) => grantsPro(s.status));
  if (live) {
    const pending = live.cancel_at_period_end || live.cancel_at !== null;
    const end = pending ? (live.cancel_at ?? periodOf(live)?.end) : periodOf(live)?.end;
    return { pro: true, status: pending ? 'pending_cancellation' : 'active', start: fromSeconds(live.start_date)!, end: fromSeconds(end) };
  }
  const ended = newestFirst.find((s) => ENDED.has(s.status));
  if (!ended) return null;
  return { pro: false, status: 'canceled', start: fromSeconds(ended.start_date)!, end: fromSeconds(ended.ended_at ?? periodOf(ended)?.end) };
}

const sameTime = (a: Date | null, b: number | null) => toEpochSeconds(a) === b;

/**
 * The changes that bring the record in line. A paying member becomes pro_user
 * (an admin keeps admin, which includes Pro); an ended subscription takes back
 * pro_user only at the transition, so an admin's later manual grant stands.
 * The legacy isPro flag is never touched (SPEC §4).
 */
export function changesFor(user: CurrentUser, entitlement: Entitlement | null): UserChanges {
  if (!entitlement) return {};
  const changes: UserChanges = {};
  const transition = user.subscriptionStatus !== entitlement.status;
  if (transition) changes.subscriptionStatus = entitlement.status;
  if (!sameTime(entitlement.start, user.subscriptionStartDate)) changes.subscriptionStartDate = entitlement.start;
  if (!sameTime(entitlement.end, user.subscriptionEndDate)) changes.subscriptionEndDate = entitlement.end;
  if (entitlement.pro && user.role === 'user') changes.role = 'pro_user';
  if (!entitlement.pro && transition && user.role === 'pro_user') changes.role = 'user';
  return changes;
}

/** Mirrors the subscriptions and returns the user fields that changed (inside the caller's transaction). */
export async function syncUserFromProvider(ctx: AppContext, tx: Tx, userId: string, customerId: string): Promise<string[]> {
  const user = await lockUserForUpdate(tx, userId);
  if (!user) return [];
  const all = await ctx.payments.listSubscriptions(customerId);
  let billingChanged = false;
  for (const s of all) {
    billingChanged ||= (await mirrorSubscription(tx, userId, customerId, s)).statusChanged;
  }
  const entitlement = entitlementOf(all);
  // A trial, once seen, is recorded whatever else the event says (one per member, ADR 0121).
  const changes = { ...changesFor(user, entitlement), ...(await trialUseChanges(tx, userId, all)) };
  const changed = Object.keys(changes);
  if (changed.length > 0) await updateUserInTransaction(ctx, tx, userId, changes);
  // Past due keeps the record as it is; the member's tabs still refetch to show the notice.
  else if (billingChanged) await ctx.live.publish({ type: 'user.updated', data: { userId } }, { kind: 'user', userId }, tx);
  if (entitlement && changes.subscriptionStatus) await membershipStatusChanged(ctx, tx, user, entitlement);
  return changed;
}

/** Re-reads one customer in its own transaction; logs drift it fixed. */
export async function resyncCustomer(ctx: AppContext, log: FastifyBaseLogger, userId: string, customerId: string, reason: string): Promise<string[]> {
  const changed = await ctx.database.db.transaction((tx) => syncUserFromProvider(ctx, tx, userId, customerId));
  if (changed.length > 0) log.info({ userId, customerId, changed, reason }, 'subscription drift fixed');
  return changed;
}

/** The daily job: every customer re-read; one failure does not stop the others. */
export async function reconcileAll(ctx: AppContext, log: FastifyBaseLogger): Promise<{ checked: number; fixed: number; failed: number }> {
  const result = { checked: 0, fixed: 0, failed: 0 };
  for (const { userId, customerId } of await listCustomers(ctx.database.db)) {
    result.checked += 1;
    try {
      if ((await resyncCustomer(ctx, log, userId, customerId, 'reconciliation')).length > 0) result.fixed += 1;
    } catch (err) {
      result.failed += 1;
      log.error({ err, userId, customerId }, 'subscription reconciliation failed for a customer');
    }
  }
  log.info(result, 'subscription reconciliation finished');
  return result;
}

/**
 * Links a customer brought by the member import to a member and mirrors its
 * subscriptions, inside the import's transaction. The customer must be free
 * and the member without another customer (the import checks both first).
 */
export async function linkCustomerAndSync(ctx: AppContext, tx: Tx, userId: string, customerId: string): Promise<string[]> {
  const kept = await insertCustomer(tx, userId, customerId);
  if (kept !== customerId) throw new Error(`member ${userId} already has customer ${kept}`);
  return syncUserFromProvider(ctx, tx, userId, customerId);
}

/** Who holds a customer, and which customer a member has: the import's checks before linking. */
export async function customerLinks(db: Db, userId: string | null, customerId: string): Promise<{ holderOfCustomer?: string; customerOfMember?: string }> {
  return {
    holderOfCustomer: await findUserIdOfCustomer(db, customerId),
    customerOfMember: userId ? await findCustomerIdOfUser(db, userId) : undefined,
  };
}
