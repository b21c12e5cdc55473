import type { FeatureModule } from '../../feature-module.js';
import { portalSetupJob } from './billing-portal-setup.job.js';
import { complimentaryExpiryJob } from './complimentary-expiry.job.js';
import { paymentCatchUpJob } from './payment-catch-up.job.js';
import { reconciliationJob } from './subscription-reconciliation.job.js';
import { subscriptionRoutes } from './subscription.routes.js';
import { PortalConfiguration } from './billing-portal.service.js';
import { applySubscriptionRefund, SUBSCRIPTION_REFUND_KIND } from './member-billing.service.js';

/**
 * Pro membership: checkout, cancel, billing portal, refunds, the owner's member
 * manager, the provider's webhook, the portal set-up at start, the catch-up with
 * the provider every few minutes (what lost webhooks missed), the daily
 * reconciliation and the end of complimentary grants (those three not in tests,
 * which call them directly). One per app: the portal configuration is this app's.
 */
export function createSubscriptionModule(): FeatureModule {
  const portal = new PortalConfiguration();
  return {
    name: 'subscription',
    refundHandlers: { [SUBSCRIPTION_REFUND_KIND]: applySubscriptionRefund },
    routes: (app, ctx) => subscriptionRoutes(app, ctx, portal),
    jobs: (ctx, log) => [
      portalSetupJob(ctx, portal, log),
      ...(ctx.config.env === 'test' ? [] : [paymentCatchUpJob(ctx, log), reconciliationJob(ctx, log), complimentaryExpiryJob(ctx, log)]),
    ],
  };
}
