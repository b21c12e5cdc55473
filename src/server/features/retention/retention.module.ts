import type { FeatureModule } from '../../feature-module.js';
import { retentionRoutes } from './retention.routes.js';
import { winBackJob } from './win-back.job.js';

/** Tests send the due win-backs themselves (sendDueWinBacks) instead of waiting for the timer. */
export const retentionModule: FeatureModule = {
  name: 'retention',
  routes: retentionRoutes,
  jobs: (ctx, log) => (ctx.config.env === 'test' ? [] : [winBackJob(ctx, log)]),
};
