import type { FastifyBaseLogger } from 'fastify';
import { dateOfEpochSeconds, toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import type { StripeCheckoutSession, StripeSubscription } from '../../integrations/stripe.js';
import { isNotFoundAtProvider } from '../../integrations/stripe-objects.js';
import { claimCatchUp, finishCatchUp, mirroredSubscriptions } from './payment-catch-up.repo.js';
import { applyFromProvider } from './subscription-webhook.service.js';

/**
 * The catch-up with the payment provider (ADR 0083): every few minutes, the
 * completed checkouts created since the last pass (the checkout list) and the
 * subscriptions changed since then (the provider's events: a cancellation or a
 * renewal of an old subscription too) are read and applied through the
 * webhook's own handlers, so a delivery lost to a crash or an outage costs a
 * payer minutes, not a press of Resync.
 */

/** The one row of payment_catch_up. */
const CATCH_UP_NAME = 'payment-provider';

/**
 * Each pass reads back this far before its cursor: a checkout session stays
 * open up to 24 hours, so one created before the last pass may have been paid
 * since; it also covers clocks that disagree. Applying twice changes nothing,
 * and a subscription the mirror already shows as its newest event left it is skipped.
 */
export const LOOK_BACK_SECONDS = 24 * 60 * 60;

/** A pass holds the lease this long at most; a pass cut short by a crash is taken over after it. */
const LEASE_SECONDS = 10 * 60;

export interface CatchUpResult {
  /** False when another instance was running a pass: this one did nothing. */
  ran: boolean;
  checkouts: number;
  subscriptions: number;
  applied: number;
  failed: number;
}

/** Checkouts paid for a subscription already mirrored are done; the rest are applied (the handlers skip what is done). */
async function needsWork(ctx: AppContext, checkouts: StripeCheckoutSession[], subscriptions: StripeSubscription[]) {
  const subscriptionIdOf = (checkout: StripeCheckoutSession) => (typeof checkout.subscription === 'string' ? checkout.subscription : checkout.subscription?.id);
  const ids = [...subscriptions.map((s) => s.id), ...checkouts.flatMap((c) => subscriptionIdOf(c) ?? [])];
  const mirrored = await mirroredSubscriptions(ctx.database.db, ids);
  const current = (s: StripeSubscription) => mirrored.get(s.id)?.status === s.status && mirrored.get(s.id)?.cancelAtPeriodEnd === s.cancel_at_period_end;
  return {
    checkouts: checkouts.filter((c) => c.mode !== 'subscription' || !mirrored.has(subscriptionIdOf(c) ?? '')),
    subscriptions: subscriptions.filter((s) => !current(s)),
  };
}

/** One pass; safe on every instance at once (one claims the lease, the others return at once). */
export async function catchUpWithProvider(ctx: AppContext, log: FastifyBaseLogger, now = new Date()): Promise<CatchUpResult> {
  const { db } = ctx.database;
  const result: CatchUpResult = { ran: false, checkouts: 0, subscriptions: 0, applied: 0, failed: 0 };
  const cursor = await claimCatchUp(db, CATCH_UP_NAME, now, LEASE_SECONDS);
  if (!cursor) return result;
  result.ran = true;
  let finished = false;
  try {
    const since = toEpochSeconds(cursor) - LOOK_BACK_SECONDS;
    const [checkouts, subscriptions] = await Promise.all([ctx.payments.listCompletedCheckoutsSince(since), ctx.payments.listSubscriptionsChangedSince(since)]);
    Object.assign(result, { checkouts: checkouts.length, subscriptions: subscriptions.length });
    const work = await needsWork(ctx, checkouts, subscriptions);
    const objects = [...work.checkouts.map((checkout) => ({ checkout })), ...work.subscriptions.map((subscription) => ({ subscription }))];
    for (const object of objects) {
      try {
        await applyFromProvider(ctx, log, object);
        result.applied += 1;
      } catch (err) {
        // Gone at the provider: nothing to apply, as the webhook decides too.
        if (isNotFoundAtProvider(err)) continue;
        result.failed += 1;
        log.error({ err, id: 'checkout' in object ? object.checkout.id : object.subscription.id }, 'payment catch-up could not apply a change');
      }
    }
    // A pass with a failure keeps its cursor: the next one reads the same changes again.
    await finishCatchUp(db, CATCH_UP_NAME, result.failed === 0 ? dateOfEpochSeconds(toEpochSeconds(now)) : null);
    finished = true;
  } finally {
    if (!finished) await finishCatchUp(db, CATCH_UP_NAME, null).catch((err: unknown) => log.error({ err }, 'payment catch-up could not free its lease'));
  }
  if (result.applied > 0 || result.failed > 0) log.info(result, 'payment catch-up applied changes the webhooks had not');
  return result;
}
