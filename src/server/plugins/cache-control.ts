import type { FastifyInstance } from 'fastify';

/**
 * What a shared cache (a CDN, a proxy) and the browser may keep of an API answer
 * when the route says nothing: nothing at all. Most API answers carry someone's
 * own data (a member's purchases with signed URLs, the Pro poem, the owner's
 * member list), and one forgotten header on a new route must not let a
 * cache-everything CDN hand them to the next visitor (ADR 0081).
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Sets `Cache-Control: private, no-store` on every /api answer whose route did
 * not set its own, errors included. Public answers (site settings, the API
 * description, media with its signed lifetime) and the lists revalidated by
 * ETag set theirs where they are sent.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
}
