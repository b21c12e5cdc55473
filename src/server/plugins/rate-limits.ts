import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { RateLimitKind } from '../config-rate-limits.js';
import type { Database } from '../db/client.js';
import { tooManyRequests } from '../errors.js';
import { deleteEndedRateLimits } from './rate-limit.repo.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also count this route's requests per account (see `limitedRoute`). */
    accountRateLimit?: RateLimitKind;
  }
}

const WINDOW = '1 minute';
const KINDS: readonly RateLimitKind[] = ['auth', 'upload', 'chat', 'aiChat'];
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const SWEEP_LOCAL_EVERY_MS = 60 * 1000;

const limited = (ttlMs: number) => tooManyRequests(`Too many requests. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`);

/**
 * Where the counters live, so that limits hold across instances: Redis when
 * REDIS_URL is set, else PostgreSQL, written only when a client nears a limit
 * (ADR 0085); PGlite runs one instance, so memory will do.
 */
async function sharedStore(app: FastifyInstance, config: AppConfig, database: Database): Promise<Partial<RateLimitPluginOptions>> {
  if (config.redis) {
    // ioredis is loaded only when Redis is configured (it is a large module to load at every start).
    const { createRedisClient } = await import('../integrations/redis.js');
    const redis = createRedisClient(config.redis.url, app.log);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { redis, nameSpace: config.redis.keyPrefix };
  }
  if (database.kind !== 'postgres') return {};
  const { Store, sweep } = postgresRateLimitStore(database.db);
  const sweepLocal = setInterval(() => sweep(Date.now()), SWEEP_LOCAL_EVERY_MS);
  const prune = setInterval(() => {
    deleteEndedRateLimits(database.db, new Date()).catch((err: unknown) => app.log.warn({ err }, 'pruning rate-limit counters failed'));
  }, PRUNE_EVERY_MS);
  sweepLocal.unref();
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweepLocal);
    clearInterval(prune);
  });
  return { store: Store };
}

/**
 * Who a limited request counts against besides its address: the signed-in
 * account; for sign-in, the account asked for (the e-mail typed), so guessing
 * at one account from many addresses is limited too.
 */
function accountKey(kind: RateLimitKind, request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (kind === 'auth' && typeof email === 'string' && email.trim()) return `account:${kind}:${email.trim().toLowerCase()}`;
  return request.user ? `account:${kind}:${request.user.id}` : undefined;
}

/**
 * The global per-address limit on every route, and for the routes marked with
 * `limitedRoute`, a stricter per-address limit and a per-account one.
 * A store that cannot be reached lets requests through rather than failing them.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig, database: Database): Promise<void> {
  const limits = config.rateLimits;
  if (!limits) return;
  await app.register(rateLimit, {
    global: true,
    max: limits.global,
    timeWindow: WINDOW,
    skipOnError: true,
    // Built, hashed client files, and signed media URLs (a gallery page holds hundreds;
    // each is checked by its signature alone): no counter write per file. The local sign-in
    // provider's token endpoint is called by the site itself (Google's would not be counted by
    // us at all), so counting it put every sign-in of every visitor on one address.
    allowList: (request) => ['/assets/', '/api/media/', '/oidc/token'].some((prefix) => request.url.startsWith(prefix)),
    // The plugin throws what this returns, so the one error handler shapes it.
    errorResponseBuilder: (_request, context) => limited(context.ttl),
    ...(await sharedStore(app, config, database)),
  });
  const perAccount = new Map(
    KINDS.map((kind) => [
      kind,
      app.createRateLimit({ max: limits.perAccount[kind], timeWindow: WINDOW, keyGenerator: (request) => accountKey(kind, request) ?? '' }),
    ]),
  );
  // preHandler: after the session is resolved and the body parsed.
  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config.accountRateLimit;
    if (!kind || !accountKey(kind, request)) return;
    const result = await perAccount.get(kind)!(request);
    if (!result.isAllowed && result.isExceeded) throw limited(result.ttl);
  });
}

/** Route options for a limited action: counted per address and per account. */
export function limitedRoute(config: AppConfig, kind: RateLimitKind): FastifyContextConfig {
  if (!config.rateLimits) return {};
  return { rateLimit: { max: config.rateLimits.perAddress[kind], timeWindow: WINDOW }, accountRateLimit: kind };
}
