import type { FeatureModule } from '../../feature-module.js';
import { serveLogFlushJob, serveLogPruneJob } from './media-serve-log.job.js';
import { mediaRoutes } from './media.routes.js';

/**
 * Media delivery: the signed-URL media route, and its serve log's jobs (flushing
 * the buffer; pruning old rows, not in tests, which drive it directly).
 */
export const mediaModule: FeatureModule = {
  name: 'media',
  routes: mediaRoutes,
  jobs: (ctx, log) => [serveLogFlushJob(ctx, log), ...(ctx.config.env === 'test' ? [] : [serveLogPruneJob(ctx, log)])],
};
