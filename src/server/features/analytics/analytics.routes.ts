import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ANALYTICS_BACKFILL_PATH,
  ADMIN_ANALYTICS_PATH,
  AnalyticsListSchema,
  AnalyticsQuerySchema,
  BackfillRequestSchema,
  BackfillResponseSchema,
} from '../../../shared/features/analytics.schema.js';
import type { AppContext } from '../../app-context.js';
import { requirePermission } from '../../plugins/session.js';
import { backfillAnalytics, getAnalytics } from './analytics.service.js';
import { startDailyAnalyticsJob } from './daily-analytics-job.js';

/** Analytics for the owner, and the daily record job (not in tests, which drive it directly). */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewAnalytics = requirePermission('view_analytics');

  api.get(
    ADMIN_ANALYTICS_PATH,
    { preHandler: viewAnalytics, schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsListSchema } } },
    async (request) => getAnalytics(ctx, request.query.range),
  );

  api.post(
    ADMIN_ANALYTICS_BACKFILL_PATH,
    { preHandler: viewAnalytics, schema: { body: BackfillRequestSchema, response: { 200: BackfillResponseSchema } } },
    async (request) => backfillAnalytics(ctx, request.body.days),
  );

  if (ctx.config.env !== 'test') {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startDailyAnalyticsJob(ctx.database.db, app.log);
    });
    app.addHook('onClose', async () => stop?.());
  }
}
