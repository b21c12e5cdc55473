import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import { fromEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import type { StripeSubscription } from '../../integrations/stripe.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { lockUserForUpdate, updateUserInTransaction, type UserChanges } from '../auth/auth.service.js';
import { getPlanSettings } from '../content/content.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { findTrialRecord } from './trials.repo.js';
import { listSubscriptionsOfUser } from './subscription.repo.js';

/**
 * Free trials (ADR 0121): the owner's trial days go to a member's first checkout only. The trial is
 * recorded on the user when the provider shows a subscription that had one, whichever event shows it
 * first, so a second checkout comes without a trial.
 */

/** The trial days this member's checkout gets: the owner's setting, or 0 once they had a trial (or when signed out). */
export async function trialDaysFor(db: Db, userId: string | null): Promise<number> {
  const { trialDays } = await getPlanSettings(db);
  if (trialDays === 0 || userId === null) return trialDays;
  const record = await findTrialRecord(db, userId);
  return record?.usedAt ? 0 : trialDays;
}

/** When the earliest trial among the customer's subscriptions began; null when none had one. */
function firstTrialStart(all: StripeSubscription[]): Date | null {
  const starts = all.map((s) => s.trial_start).filter((start): start is number => typeof start === 'number');
  return starts.length === 0 ? null : fromEpochSeconds(Math.min(...starts));
}

/** The change that records the trial, once: an already recorded trial is never moved or cleared. */
export async function trialUseChanges(db: Db, userId: string, all: StripeSubscription[]): Promise<UserChanges> {
  const start = firstTrialStart(all);
  if (!start) return {};
  const record = await findTrialRecord(db, userId);
  return record && !record.usedAt ? { trialUsedAt: start } : {};
}

/** The price the subscription charges when its trial ends, in cents. */
function priceAfterTrial(subscription: StripeSubscription): number {
  return subscription.items.data[0]?.price.unit_amount ?? PRO_PRICE_CENTS;
}

/**
 * `customer.subscription.trial_will_end`: the member hears, once, what will be charged and when, with the
 * way to cancel. Under the member's row lock, so two deliveries (or two events for one trial) queue one e-mail.
 * A trial already over, or canceled, gets none.
 */
export async function remindTrialEnding(ctx: AppContext, tx: Tx, userId: string, subscription: StripeSubscription): Promise<boolean> {
  const member = await lockUserForUpdate(tx, userId);
  if (!member || subscription.status !== 'trialing' || subscription.cancel_at_period_end || subscription.trial_end === null) return false;
  const record = await findTrialRecord(tx, userId);
  if (!record || record.remindedAt) return false;
  const firstChargeAt = subscription.trial_end ?? periodOf(subscription)?.end ?? null;
  const amountCents = priceAfterTrial(subscription);
  await enqueueNotification(ctx, tx, {
    type: 'trial_ending',
    userId: member.id,
    userName: member.profile.username,
    userEmail: member.email,
    messageText: 'Your free trial ends soon.',
    data: { amountCents, firstChargeAt, interval: subscription.items.data[0]?.price.recurring?.interval ?? 'month' },
  });
  await updateUserInTransaction(ctx, tx, userId, { trialRemindedAt: new Date() });
  return true;
}

/** What a trial's welcome e-mail states: when the trial ends, and the price then (the plan's, from the mirror). */
export async function trialFacts(db: Db, userId: string, trialEndsAt: number | null): Promise<Record<string, number | string>> {
  const live = (await listSubscriptionsOfUser(db, userId)).find((s) => s.status === 'trialing');
  if (!live || trialEndsAt === null) return {};
  const yearly = live.planInterval === 'year';
  const priceCents = yearly ? (await getPlanSettings(db)).annualPriceCents : PRO_PRICE_CENTS;
  return { trialEndsAt, priceAfterTrialCents: priceCents, interval: yearly ? 'year' : 'month' };
}
