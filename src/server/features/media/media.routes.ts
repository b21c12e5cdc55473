import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { MEDIA_SECURITY_HEADERS, mediaCacheControl, sendStoredMedia } from '../../plugins/media-response.js';
import { MEDIA_URL_ROOT, type MediaUrlQuery } from '../../media/signed-media-urls.js';
import type { ServeLogBuffer } from './media-serve-log.service.js';
import { isLoggedFetch, openSignedMedia } from './media.service.js';

/**
 * The one media route: every stored image (galleries, profile pictures,
 * affiliate images, custom-order deliveries) is fetched through a signed URL
 * that a feature handed out after checking access. No session, no database.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext, serveLog: ServeLogBuffer): Promise<void> {

  // Images are sent as stored (compression would not shrink them) with the few security
  // headers that matter for an image, set by sendStoredMedia; the page headers of helmet
  // (CSP for documents, computed per request) would cost more than the file itself.
  app.get(`${MEDIA_URL_ROOT}*`, { helmet: false, compress: false, decompress: false }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const answer = await openSignedMedia(ctx, key, request.query as MediaUrlQuery);
    // A HEAD request (Fastify answers it from this route) fetches no image: not logged.
    if (request.method === 'GET' && isLoggedFetch(key)) {
      serveLog.record({
        viewerId: answer.grant.viewerId,
        objectKey: key,
        servedAt: new Date(),
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
    }
    if (answer.kind === 'redirect') {
      return reply.headers(MEDIA_SECURITY_HEADERS).header('cache-control', mediaCacheControl(answer.grant.remainingSeconds)).redirect(answer.location, 302);
    }
    return sendStoredMedia(request, reply, key, answer.object, answer.grant.remainingSeconds);
  });
}
