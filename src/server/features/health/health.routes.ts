import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

const READY_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

/** Liveness (the process answers) and readiness (the database answers within 500 ms). */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const noLimit = { config: { rateLimit: false } } as const;
  app.get('/healthz', noLimit, async () => ({ status: 'ok' }));
  app.get('/readyz', noLimit, async (request, reply) => {
    try {
      await withTimeout(ctx.database.ping(), READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ code: 'not_ready', message: 'The database did not answer in time.' });
    }
  });
}
