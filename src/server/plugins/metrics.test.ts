import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_PATHS } from '../../shared/features/subscription.schema.js';
import { appVersion } from '../project-root.js';
import { enqueueNotification } from '../features/notifications/notifications.service.js';
import { signIn } from '../test-support/sign-in.js';
import { openSse } from '../test-support/sse.js';
import { subscribedMember } from '../test-support/subscription.js';
import { mailsSent } from '../test-support/outbox.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample line, e.g. `creator_site_members{tier="pro"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with METRICS_TOKEN set', () => {
  let app: FastifyInstance;
  const scrape = async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  beforeAll(async () => {
    app = await createTestApp(testConfig({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(async () => app.close());

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized' });
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('creator_site_http_request_duration_seconds');
  });

  it('reports request durations by route pattern, never by raw URL', async () => {
    await app.inject({ url: '/api/site' });
    await app.inject({ url: '/api/galleries/no-such-collection' });
    await app.inject({ url: '/api/no-such-thing/12345' });
    const text = await scrape();
    expect(sample(text, 'creator_site_http_request_duration_seconds_count{method="GET",route="/api/site",status_code="200"}')).toBe(1);
    expect(text).toMatch(/creator_site_http_request_duration_seconds_count\{method="GET",route="\/api\/galleries\/:collection",status_code="\d+"\} 1/);
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('no-such-collection');
    expect(text).not.toContain('12345');
  });

  it('reports the runtime: event-loop lag and heap, and which build runs on which Node', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, `creator_site_build_info{version="${appVersion()}",node_version="${process.versions.node}"}`)).toBe(1);
  });

  it('reports members by tier, webhook events by type and outcome, and open streams', async () => {
    await signIn(app, 'basic-metrics@example.com');
    const pro = await subscribedMember(app, 'pro-metrics@example.com');
    await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.webhook, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' }, payload: '{"type":"invoice.paid"}' });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openSse(`http://127.0.0.1:${port}/api/events`, { cookie: pro.cookie });
    try {
      // The stream counts once its session has been checked, a moment after its headers arrive.
      await vi.waitFor(async () => expect(sample(await scrape(), 'creator_site_live_event_streams_open')).toBe(1), { timeout: 10_000 });
      const text = await scrape();
      expect(sample(text, 'creator_site_members{tier="pro"}')).toBe(1);
      expect(sample(text, 'creator_site_members{tier="basic"}')).toBe(1);
      expect(sample(text, 'creator_site_members{tier="complimentary"}')).toBe(0);
      expect(sample(text, 'creator_site_payment_webhook_events_total{type="checkout.session.completed",outcome="applied"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'creator_site_payment_webhook_events_total{type="unverified",outcome="rejected"}')).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('reports the e-mail queue and, on PostgreSQL, the connection pool', async () => {
    // Every e-mail due now sent first, so the app's own worker changes nothing between the two scrapes.
    await mailsSent(app);
    const before = sample(await scrape(), 'creator_site_email_queue_jobs{state="pending"}') ?? -1;
    await app.ctx.database.db.transaction((tx) =>
      enqueueNotification(app.ctx, tx, { type: 'chat_message', userId: null, userName: 'Ada', userEmail: 'ada@example.com', messageText: 'hello' }),
    );
    const text = await scrape();
    expect(sample(text, 'creator_site_email_queue_jobs{state="pending"}')).toBe(before + 1);
    expect(sample(text, 'creator_site_email_queue_jobs{state="failing"}')).toBe(0);
    if (app.ctx.database.kind === 'postgres') expect(sample(text, 'creator_site_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('creator_site_db_pool_connections{');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist: the path is treated like any unknown page', async () => {
    const app = await createTestApp();
    try {
      const res = await app.inject({ url: '/metrics' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('nodejs_heap_size_used_bytes');
    } finally {
      await app.close();
    }
  });
});
