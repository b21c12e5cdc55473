import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_EVENTS_PATH } from '../../shared/live-events.js';
import type { LiveHub } from './live-hub.js';
import { requireUser, signedInUser } from './session.js';

/** The id after which to resume: the browser's Last-Event-ID header, or a query fallback. */
function lastEventId(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['last-event-id'] ?? query?.lastEventId;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw !== undefined && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** GET /api/events: one Server-Sent Events stream per tab, for signed-in users only. */
export function registerLiveEvents(app: FastifyInstance, hub: LiveHub): void {
  app.get(LIVE_EVENTS_PATH, { preHandler: requireUser, config: { rateLimit: false } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    hub.attach(user, reply.raw, lastEventId(request));
  });
}
