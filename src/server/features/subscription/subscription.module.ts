import type { FeatureModule } from '../../feature-module.js';
import { portalSetupJob } from './billing-portal-setup.job.js';
import { complimentaryExpiryJob } from './complimentary-expiry.job.js';
import { paymentCatchUpJob } from './payment-catch-up.job.js';
import { reconciliationJob } from './subscription-reconciliation.job.js';
import { subscriptionRoutes } from './subscription.routes.js';
import { registerSubscriptionRefunds } from './member-billing.service.js';

/**
 * Pro membership: checkout, cancel, billing portal, refunds, the owner's member
 * manager, the provider's webhook, the portal set-up at start, the catch-up with
 * the provider every few minutes (what lost webhooks missed), the daily
 * reconciliation and the end of complimentary grants (those three not in tests,
 * which call them directly).
 */
export const subscriptionModule: FeatureModule = {
  name: 'subscription',
  paymentHandlers: registerSubscriptionRefunds,
  routes: subscriptionRoutes,
  jobs: (ctx, log) => [portalSetupJob(ctx, log), ...(ctx.config.env === 'test' ? [] : [paymentCatchUpJob(ctx, log), reconciliationJob(ctx, log), complimentaryExpiryJob(ctx, log)])],
};
