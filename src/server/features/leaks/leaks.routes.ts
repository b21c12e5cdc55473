import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAK_MESSAGES, LEAKS_PATHS, LeakTraceSchema, ServeLogListSchema, ServeLogQuerySchema } from '../../../shared/features/leaks.schema.js';
import type { AppContext } from '../../app-context.js';
import { tooManyRequests } from '../../errors.js';
import { requireAdmin, signedInUser } from '../../plugins/guards.js';
import { readTraceForm } from './leaks-trace.form.js';
import { latestServeLog, traceLeak } from './leaks.service.js';

/** Seconds a refused trace is told to wait: a trace of a camera-size copy takes a few seconds. */
const TRACE_RETRY_AFTER_SECONDS = 5;

/** Admin Dashboard → Police → Trace a leak. */
export async function leaksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One trace at a time on this instance: each decodes pictures of up to 40 megapixels, and
  // several at once would hold that memory together (ADR 0082). Later ones are asked to come back.
  let tracing = false;

  api.post(LEAKS_PATHS.trace, { preHandler: requireAdmin, schema: { response: { 200: LeakTraceSchema } } }, async (request, reply) => {
    if (tracing) {
      void reply.header('retry-after', String(TRACE_RETRY_AFTER_SECONDS));
      throw tooManyRequests(LEAK_MESSAGES.busy);
    }
    tracing = true;
    try {
      const copy = await readTraceForm(request);
      const admin = signedInUser(request);
      return await traceLeak(ctx, copy, (displayKey) => ctx.mediaUrls.urlFor(displayKey, admin.id));
    } finally {
      tracing = false;
    }
  });

  api.get(
    LEAKS_PATHS.serveLog,
    { preHandler: requireAdmin, schema: { querystring: ServeLogQuerySchema, response: { 200: ServeLogListSchema } } },
    async (request) => latestServeLog(ctx, request.query),
  );
}
