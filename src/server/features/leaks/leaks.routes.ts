import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAKS_PATHS, LeakTraceSchema, ServeLogListSchema } from '../../../shared/features/leaks.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, signedInUser } from '../../plugins/guards.js';
import { readTraceForm } from './leaks-trace.form.js';
import { latestServeLog, traceLeak } from './leaks.service.js';

/** Admin Dashboard → Police → Trace a leak. */
export async function leaksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(LEAKS_PATHS.trace, { preHandler: requireAdmin, schema: { response: { 200: LeakTraceSchema } } }, async (request) => {
    const copy = await readTraceForm(request);
    const admin = signedInUser(request);
    return traceLeak(ctx, copy, (displayKey) => ctx.mediaUrls.urlFor(displayKey, admin.id));
  });

  api.get(LEAKS_PATHS.serveLog, { preHandler: requireAdmin, schema: { response: { 200: ServeLogListSchema } } }, async () => ({
    entries: await latestServeLog(ctx),
  }));
}
