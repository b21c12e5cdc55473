import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYTICS_PATHS,
  AnalyticsListSchema,
  AnalyticsQuerySchema,
  BackfillRequestSchema,
  BackfillResponseSchema,
  RevenueSchema,
} from '../../../shared/features/analytics.schema.js';
import type { AppContext } from '../../app-context.js';
import { requirePermission } from '../../plugins/guards.js';
import { backfillAnalytics, getAnalytics } from './analytics.service.js';
import { getRevenue } from './analytics-revenue.service.js';

/** Analytics for the owner. */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewAnalytics = requirePermission('view_analytics');

  api.get(
    ANALYTICS_PATHS.list,
    { preHandler: viewAnalytics, schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsListSchema } } },
    async (request) => getAnalytics(ctx, request.query.range),
  );

  api.get(
    ANALYTICS_PATHS.revenue,
    { preHandler: viewAnalytics, schema: { querystring: AnalyticsQuerySchema, response: { 200: RevenueSchema } } },
    async (request) => getRevenue(ctx.database.db, request.query.range),
  );

  api.post(
    ANALYTICS_PATHS.backfill,
    { preHandler: viewAnalytics, schema: { body: BackfillRequestSchema, response: { 200: BackfillResponseSchema } } },
    async (request) => backfillAnalytics(ctx, request.body.days),
  );
}
