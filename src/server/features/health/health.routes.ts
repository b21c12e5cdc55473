import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { databaseUnavailable } from '../../errors.js';

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

/**
 * Liveness (the process answers, whatever the database does: a load balancer restarting it would not
 * bring the database back) and readiness (the database answers within 500 ms).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const noLimit = { config: { rateLimit: false } } as const;
  app.get('/healthz', noLimit, async () => ({ status: 'ok' }));
  app.get('/readyz', noLimit, async (request) => {
    try {
      // Known to be away: no wait for a ping that would fail.
      if (!ctx.database.availability.available) throw databaseUnavailable();
      await withTimeout(ctx.database.ping(), READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.debug({ err: error }, 'readiness check failed');
      throw databaseUnavailable();
    }
  });
}
