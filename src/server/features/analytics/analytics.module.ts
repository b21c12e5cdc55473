import type { FeatureModule } from '../../feature-module.js';
import { dailyAnalyticsJob } from './analytics-daily.job.js';
import { analyticsRoutes } from './analytics.routes.js';

/** The owner's analytics, and the job that records each day (not in tests, which drive it directly). */
export const analyticsModule: FeatureModule = {
  name: 'analytics',
  routes: analyticsRoutes,
  jobs: (ctx, log) => (ctx.config.env === 'test' ? [] : [dailyAnalyticsJob(ctx.database.db, log)]),
};
