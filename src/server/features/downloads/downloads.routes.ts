import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOWNLOADS_PATHS,
  DownloadEventListSchema,
  DownloadEventSchema,
  DownloadEventsQuerySchema,
  NewDownloadEventSchema,
} from '../../../shared/features/downloads.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import { latestDownloads, logDownload } from './downloads.service.js';

/** Download monitoring: any signed-in viewer's attempt is logged; only admins read the log. */
export async function downloadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(DOWNLOADS_PATHS.events, { preHandler: requireUser, schema: { body: NewDownloadEventSchema, response: { 201: DownloadEventSchema } } }, async (request, reply) => {
    const facts = { userAgent: request.headers['user-agent'] ?? '', ipAddress: request.ip };
    return reply.code(201).send(await logDownload(ctx, signedInUser(request), request.body, facts));
  });

  api.get(
    DOWNLOADS_PATHS.events,
    { preHandler: requireAdmin, schema: { querystring: DownloadEventsQuerySchema, response: { 200: DownloadEventListSchema } } },
    async (request) => latestDownloads(ctx, request.query),
  );
}
