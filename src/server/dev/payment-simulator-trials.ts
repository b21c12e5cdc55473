import { SimulatorError, type Json, type SimSubscription } from './payment-simulator-objects.js';

/**
 * Free trials as Stripe runs them: `subscription_data.trial_period_days` at Checkout starts the
 * subscription `trialing`, its first period the trial, a $0 first invoice; three days before the end
 * `customer.subscription.trial_will_end`; at the end the first real charge, or, when canceled at
 * period end, the end of the subscription with nothing charged.
 */

const DAY = 24 * 3600;
/** Stripe sends trial_will_end this long before the trial ends. */
const TRIAL_WILL_END_NOTICE_SECONDS = 3 * DAY;
/** Stripe's limit on trial_period_days. */
const MAX_TRIAL_PERIOD_DAYS = 730;

/** The checkout's `subscription_data.trial_period_days`, checked as Stripe checks it; null without one. */
export function trialDaysOf(params: Json): number | null {
  const raw = (params.subscription_data as Json | undefined)?.trial_period_days;
  if (raw === undefined || raw === '') return null;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > MAX_TRIAL_PERIOD_DAYS) {
    throw new SimulatorError(400, `Invalid subscription_data[trial_period_days]: must be an integer between 1 and ${MAX_TRIAL_PERIOD_DAYS}.`, 'parameter_invalid', 'subscription_data[trial_period_days]');
  }
  if (params.mode !== 'subscription') {
    throw new SimulatorError(400, 'subscription_data can only be used in subscription mode.', 'parameter_invalid', 'subscription_data');
  }
  return days;
}

/** Puts a new subscription in its trial: status trialing, and the first period is the trial. */
export function startTrial(subscription: SimSubscription, days: number, now: number): void {
  const end = now + days * DAY;
  subscription.status = 'trialing';
  subscription.trial_start = now;
  subscription.trial_end = end;
  for (const item of subscription.items.data) item.current_period_end = end;
}

/** Whether the clock has reached the trial's three-day notice and it was not sent yet. */
export function trialWillEndDue(subscription: SimSubscription, now: number): boolean {
  return subscription.status === 'trialing' && !subscription._trialWillEndSent && typeof subscription.trial_end === 'number' && now >= subscription.trial_end - TRIAL_WILL_END_NOTICE_SECONDS;
}
