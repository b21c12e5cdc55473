import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { mediaCacheControl, sendStoredMedia } from '../../plugins/media-response.js';
import { MEDIA_URL_ROOT, type MediaUrlQuery } from '../../media/signed-media-urls.js';
import { serveLogOf } from './media-serve-log.service.js';
import { isLoggedFetch, openSignedMedia } from './media.service.js';

/**
 * The one media route: every stored image (galleries, profile pictures,
 * affiliate images, custom-order deliveries) is fetched through a signed URL
 * that a feature handed out after checking access. No session, no database.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const serveLog = serveLogOf(ctx, app.log);

  app.get(`${MEDIA_URL_ROOT}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const answer = await openSignedMedia(ctx, key, request.query as MediaUrlQuery, app.log);
    if (isLoggedFetch(key)) {
      serveLog.record({
        viewerId: answer.grant.viewerId,
        objectKey: key,
        servedAt: new Date(),
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
    }
    if (answer.kind === 'redirect') {
      return reply.header('cache-control', mediaCacheControl(answer.grant.remainingSeconds)).redirect(answer.location, 302);
    }
    return sendStoredMedia(request, reply, key, answer.object, answer.grant.remainingSeconds);
  });
}
