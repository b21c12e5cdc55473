import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { serveLogFlushJob, serveLogPruneJob } from './media-serve-log.job.js';
import { createServeLogBuffer, type ServeLogBuffer } from './media-serve-log.service.js';
import { mediaRoutes } from './media.routes.js';

/**
 * Media delivery: the signed-URL media route, and its serve log's jobs (flushing
 * the buffer; pruning old rows, not in tests, which drive it directly). One per
 * app: the serve log's buffer is this app's.
 */
export function createMediaModule(): FeatureModule {
  let buffer: ServeLogBuffer | undefined;
  const serveLog = (ctx: AppContext, log: FastifyBaseLogger) => (buffer ??= createServeLogBuffer(ctx, log));
  return {
    name: 'media',
    routes: (app, ctx) => mediaRoutes(app, ctx, serveLog(ctx, app.log)),
    jobs: (ctx, log) => [serveLogFlushJob(serveLog(ctx, log)), ...(ctx.config.env === 'test' ? [] : [serveLogPruneJob(ctx, log)])],
    flushPendingWrites: async () => buffer?.flush(),
  };
}
