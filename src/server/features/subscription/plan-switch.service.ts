import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { grantsPro, PLAN_MESSAGES, PRO_PRICE_CENTS, SUBSCRIPTION_MESSAGES, type BillingState, type Plan } from '../../../shared/features/subscription.schema.js';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict, paymentProviderError } from '../../errors.js';
import { getPlanSettings } from '../content/content.service.js';
import { findCustomerIdOfUser, listSubscriptionsOfUser } from './subscription.repo.js';
import type { SubscriptionRow } from './subscription.table.js';
import { resyncCustomer } from './subscription.sync.js';

/** The plan a mirrored subscription is on; one mirrored before plans existed was monthly. */
export const planOf = (subscription: Pick<SubscriptionRow, 'planInterval'>): Plan => (subscription.planInterval === 'year' ? 'yearly' : 'monthly');

/**
 * Moves the member's running subscription to the other plan. The provider prorates and charges the
 * change at once; refused while a payment is failing (nothing would be charged rightly) or while the
 * subscription is set to end.
 */
export async function switchPlan(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser, plan: Plan): Promise<BillingState> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, user.id);
  const live = (await listSubscriptionsOfUser(ctx.database.db, user.id)).find((s) => grantsPro(s.status));
  if (!customerId || !live) throw conflict('no_active_subscription', SUBSCRIPTION_MESSAGES.noActiveSubscription);
  if (live.status === 'past_due') throw conflict('payment_failing', PLAN_MESSAGES.paymentFailing);
  if (live.cancelAtPeriodEnd) throw conflict('subscription_ending', PLAN_MESSAGES.canceling);
  if (planOf(live) === plan) throw conflict('same_plan', PLAN_MESSAGES.samePlan);
  const amountCents = plan === 'yearly' ? (await getPlanSettings(ctx.database.db)).annualPriceCents : PRO_PRICE_CENTS;
  try {
    // Read fresh: the provider may know of a failed payment the mirror has not heard of yet.
    const current = await ctx.payments.retrieveSubscription(live.id);
    if (current.status === 'past_due') throw conflict('payment_failing', PLAN_MESSAGES.paymentFailing);
    // A prorated switch would charge at once, which a free trial promises not to do (ADR 0121).
    if (current.status === 'trialing') throw conflict('in_trial', PLAN_MESSAGES.inTrial);
    await ctx.payments.switchPlan(current, plan === 'yearly' ? 'year' : 'month', amountCents, `switch-${live.id}-${plan}-${current.items.data[0]?.price.id ?? ''}`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error, userId: user.id }, 'switching plans failed');
    throw paymentProviderError(PLAN_MESSAGES.switchFailed);
  }
  await resyncCustomer(ctx, log, user.id, customerId, 'plan switch').catch((err: unknown) =>
    log.warn({ err, userId: user.id }, 'mirroring a plan switch failed; the webhook will apply it'),
  );
  return { hasCustomer: true, pastDue: false, plan, trialEndsAt: null };
}
