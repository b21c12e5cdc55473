import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarItemParamsSchema,
  CalendarMonthQuerySchema,
  CalendarMonthSchema,
  NextDropSchema,
  PublicationInputSchema,
  PUBLISHING_PATHS,
  PublishingSettingsSchema,
} from '../../../shared/features/publishing.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requirePermission } from '../../plugins/guards.js';
import { calendarMonth, nextDrop, scheduleItem } from './calendar.service.js';
import { getPublishingSettings, setPublishingSettings } from './publishing.service.js';

/** The owner's publishing settings and content calendar; Pro members' next drop. */
export async function publishingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: requireAdmin };
  api.get(PUBLISHING_PATHS.settings, { ...admin, schema: { response: { 200: PublishingSettingsSchema } } }, async () => getPublishingSettings(ctx.database.db));
  api.put(PUBLISHING_PATHS.settings, { ...admin, schema: { body: PublishingSettingsSchema, response: { 200: PublishingSettingsSchema } } }, async (request) =>
    setPublishingSettings(ctx, request.body),
  );
  api.get(PUBLISHING_PATHS.calendar, { ...admin, schema: { querystring: CalendarMonthQuerySchema, response: { 200: CalendarMonthSchema } } }, async (request) =>
    calendarMonth(ctx, request.query.month),
  );
  api.put(
    PUBLISHING_PATHS.calendarItem,
    { ...admin, schema: { params: CalendarItemParamsSchema, body: PublicationInputSchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await scheduleItem(ctx, request.params.kind, request.params.id, request.body);
      return { ok: true as const };
    },
  );
  api.get(PUBLISHING_PATHS.nextDrop, { preHandler: requirePermission('view_pro_content'), schema: { response: { 200: NextDropSchema } } }, async () => nextDrop(ctx));
}
