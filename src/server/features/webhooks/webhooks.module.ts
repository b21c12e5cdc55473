import type { FeatureModule } from '../../feature-module.js';
import { deliveryLogPruneJob, webhookSenderJob } from './webhook-sender.job.js';
import { webhooksRoutes } from './webhooks.routes.js';

/** Outgoing webhooks: other features emit events through the service; the job sends them. */
export const webhooksModule: FeatureModule = {
  name: 'webhooks',
  routes: webhooksRoutes,
  jobs: (ctx, log) => [webhookSenderJob(ctx, log), deliveryLogPruneJob(ctx, log)],
};
