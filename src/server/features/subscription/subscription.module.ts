import type { FeatureModule } from '../../feature-module.js';
import { reconciliationJob } from './subscription-reconciliation.job.js';
import { subscriptionRoutes } from './subscription.routes.js';
import { portalSetupJob } from './billing-portal.service.js';

/** Pro membership: checkout, cancel, billing portal, refunds, admin lists, the provider's webhook, the portal set-up at start and the daily reconciliation (not in tests, which call it directly). */
export const subscriptionModule: FeatureModule = {
  name: 'subscription',
  routes: subscriptionRoutes,
  jobs: (ctx, log) => [portalSetupJob(ctx, log), ...(ctx.config.env === 'test' ? [] : [reconciliationJob(ctx, log)])],
};
