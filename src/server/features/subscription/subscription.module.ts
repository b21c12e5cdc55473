import type { FeatureModule } from '../../feature-module.js';
import { complimentaryExpiryJob } from './complimentary-expiry.job.js';
import { reconciliationJob } from './subscription-reconciliation.job.js';
import { subscriptionRoutes } from './subscription.routes.js';

/**
 * Pro membership: checkout, cancel, the owner's member manager, the provider's
 * webhook, the daily reconciliation and the end of complimentary grants (jobs
 * not in tests, which call them directly).
 */
export const subscriptionModule: FeatureModule = {
  name: 'subscription',
  routes: subscriptionRoutes,
  jobs: (ctx, log) => (ctx.config.env === 'test' ? [] : [reconciliationJob(ctx, log), complimentaryExpiryJob(ctx, log)]),
};
