import type { FeatureModule } from '../../feature-module.js';
import { reconciliationJob } from './subscription-reconciliation.job.js';
import { subscriptionRoutes } from './subscription.routes.js';

/** Pro membership: checkout, cancel, admin lists, the provider's webhook, and the daily reconciliation (not in tests, which call it directly). */
export const subscriptionModule: FeatureModule = {
  name: 'subscription',
  routes: subscriptionRoutes,
  jobs: (ctx, log) => (ctx.config.env === 'test' ? [] : [reconciliationJob(ctx, log)]),
};
