import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_PATHS } from '../../shared/live-events.js';
import type { LiveHub } from './live-hub.js';
import { requireUser, signedInUser } from '../plugins/guards.js';

/** Which session a request belongs to (the auth feature knows its cookie); the stream is tied to it. */
export type SessionHashOf = (request: FastifyRequest) => string;

/** The id after which to resume: the browser's Last-Event-ID header, or a query fallback. */
function lastEventId(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['last-event-id'] ?? query?.lastEventId;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw !== undefined && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** GET /api/events: one Server-Sent Events stream per tab, for signed-in users only. */
export function registerLiveEvents(app: FastifyInstance, hub: LiveHub, sessionHashOf: SessionHashOf): void {
  app.get(LIVE_PATHS.events, { preHandler: requireUser, config: { rateLimit: false } }, async (request, reply) => {
    const user = signedInUser(request);
    const sessionHash = sessionHashOf(request);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    hub.attach(user, sessionHash, reply.raw, lastEventId(request));
  });
}
