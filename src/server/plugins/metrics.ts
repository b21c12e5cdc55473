import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { SUBSCRIPTION_PATHS } from '../../shared/features/subscription.schema.js';
import type { AppConfig } from '../config.js';
import { emailQueueState, membersByTier } from '../ops/metrics.service.js';
import { LiveHub } from '../live/live-hub.js';
import { appVersion } from '../project-root.js';

const METRICS_PATH = '/metrics';
/**
 * Our own metrics carry the site's name, so they stand apart from other programs' on a shared
 * Prometheus; the runtime's standard ones (`nodejs_*`, `process_*`) keep their usual names.
 */
const PREFIX = 'creator_site_';

/** Equal-length digests, so the comparison takes the same time whatever the token's length or content. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type WebhookOutcome = 'applied' | 'duplicate' | 'rejected' | 'failed';

/** The event type is trusted only once the signature checked out (status 200); anything else is "unverified". */
function webhookLabels(request: FastifyRequest, reply: FastifyReply, payload: unknown): { type: string; outcome: WebhookOutcome } {
  if (reply.statusCode >= 500) return { type: 'unverified', outcome: 'failed' };
  if (reply.statusCode >= 400) return { type: 'unverified', outcome: 'rejected' };
  let type = 'unknown';
  let duplicate = false;
  try {
    const body = Buffer.isBuffer(request.body) ? (JSON.parse(request.body.toString('utf8')) as { type?: unknown }) : {};
    if (typeof body.type === 'string') type = body.type;
    duplicate = typeof payload === 'string' && (JSON.parse(payload) as { duplicate?: unknown }).duplicate === true;
  } catch {
    // A verified body is JSON; if not, the labels above stay.
  }
  return { type, outcome: duplicate ? 'duplicate' : 'applied' };
}

/**
 * Prometheus metrics at /metrics, only when METRICS_TOKEN is set, and then
 * only with `Authorization: Bearer <token>`. Call early in buildApp: the
 * request hooks must be in place before any route is added. Figures that
 * need the app's context (database, live hub) are read at scrape time.
 */
export function registerMetrics(app: FastifyInstance, config: AppConfig): void {
  const token = config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Which build every instance runs: a fleet mid-upgrade shows two versions.
  new Gauge({
    name: `${PREFIX}build_info`,
    help: 'Always 1; the labels say which version runs on which Node',
    labelNames: ['version', 'node_version'] as const,
    registers: [registry],
  }).set({ version: appVersion(), node_version: process.versions.node }, 1);

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhookEvents = new Counter({
    name: `${PREFIX}payment_webhook_events_total`,
    help: 'Payment webhook deliveries received by this instance, by event type and outcome',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}live_event_streams_open`,
    help: 'Live event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(app.ctx.live instanceof LiveHub ? app.ctx.live.size : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = app.ctx.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: `${PREFIX}email_queue_jobs`,
    help: 'Undelivered notification e-mail jobs: all pending, and those whose last attempt failed',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const queue = await emailQueueState(app.ctx.database.db);
      this.set({ state: 'pending' }, queue.pending);
      this.set({ state: 'failing' }, queue.failing);
    },
  });
  new Gauge({
    name: `${PREFIX}members`,
    help: 'Member accounts by tier',
    labelNames: ['tier'] as const,
    registers: [registry],
    async collect() {
      const tiers = await membersByTier(app.ctx.database.db);
      for (const [tier, count] of Object.entries(tiers)) this.set({ tier }, count);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === SUBSCRIPTION_PATHS.webhook) webhookEvents.inc(webhookLabels(request, reply, payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const given = bearerToken(request);
    if (!given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'unauthorized', message: 'Metrics need the bearer token set in METRICS_TOKEN.' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
