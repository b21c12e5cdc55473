import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { UPDATES_PATHS } from '../../../shared/features/updates.schema.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PATHS,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEventType,
} from '../../../shared/features/webhooks.schema.js';
import { postWebhook } from '../../integrations/webhook-http.js';
import { fulfil, paidRequest } from '../../test-support/custom-orders.js';
import { photo } from '../../test-support/gallery.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { payForPro, simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { pruneDeliveryLog, WebhookSender } from './webhook-sender.job.js';

interface Received {
  type: WebhookEventType;
  id: string;
  data: { member?: { id: string; email: string } };
  /** Whether the Site-Signature header verified with the endpoint's secret. */
  verified: boolean;
}

/** A receiver on 127.0.0.1 that checks signatures as the README tells receivers to. */
class Receiver {
  readonly events: Received[] = [];
  secret = '';
  /** What it answers next (a status), taken in order; then 200. */
  answers: number[] = [];
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = this.answers.shift() ?? 200;
      if (status === 200) this.events.push({ ...(JSON.parse(body) as Omit<Received, 'verified'>), verified: this.verify(String(request.headers['site-signature']), body) });
      response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/' } : {}).end();
    });
  });

  verify(header: string, body: string): boolean {
    const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
    const expected = createHmac('sha256', this.secret).update(`${parts.t}.${body}`).digest('hex');
    const given = Buffer.from(parts.v1 ?? '', 'hex');
    const recent = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
    return recent && given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  typesFor(userId: string): WebhookEventType[] {
    return this.events.filter((event) => event.data.member?.id === userId).map((event) => event.type);
  }

  close = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
}

/** A member's own events, but not refunds (no refund happens here). */
const MEMBERSHIP_EVENTS: WebhookEventType[] = WEBHOOK_EVENTS.filter((type) => type === 'member.created' || (type.startsWith('membership.') && type !== 'membership.refunded'));

describe('outgoing webhooks', () => {
  let app: FastifyInstance;
  let owner: Person;
  const receiver = new Receiver();
  let url = '';

  const register = (who: Person, body: object) => app.inject({ method: 'POST', url: WEBHOOKS_PATHS.endpoints, headers: who.headers, payload: body });
  const deliveries = async () => (await app.inject({ url: WEBHOOKS_PATHS.deliveries, headers: owner.headers })).json<{ deliveries: WebhookDelivery[] }>().deliveries;
  /** The sender's pass at a later moment (a retry's time), as its timer would run it. */
  const sendAt = (later: Date) => new WebhookSender(app.ctx.database, true, app.log).drain(later);
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    app = await createTestApp(testConfig({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }));
    owner = await signInOwner(app);
    url = await receiver.listen();
    const res = await register(owner, { url, description: 'CRM', events: MEMBERSHIP_EVENTS });
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedWebhookEndpoint>();
    expect(created.secret).toMatch(/^whsec_/);
    receiver.secret = created.secret;
  });
  afterEach(() => {
    receiver.answers = [];
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('shows the secret only when the endpoint is registered', async () => {
    const list = await app.inject({ url: WEBHOOKS_PATHS.endpoints, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const [endpoint] = list.json<{ endpoints: object[] }>().endpoints;
    expect(endpoint).toMatchObject({ url, description: 'CRM', enabled: true, events: MEMBERSHIP_EVENTS });
    expect(endpoint).not.toHaveProperty('secret');
  });

  it('sends a member subscribing, cancelling, resuming and lapsing to the receiver, each signed', async () => {
    const member = await subscribedMember(app, 'hooked@example.com');
    await expect.poll(() => receiver.typesFor(member.id)).toEqual(['member.created', 'membership.pro_started']);

    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: member.headers })).statusCode).toBe(200);
    await expect.poll(() => receiver.typesFor(member.id)).toEqual(['member.created', 'membership.pro_started', 'membership.cancel_scheduled']);

    const simulator = simulatorOf(app);
    simulator.simulator.updateSubscription(subscriptionIdOf(app, member.id), { cancel_at_period_end: false });
    await simulator.webhooks.settled();
    await expect.poll(() => receiver.typesFor(member.id)).toContain('membership.resumed');

    simulator.simulator.cancelNow(subscriptionIdOf(app, member.id));
    await simulator.webhooks.settled();
    await expect.poll(() => receiver.typesFor(member.id)).toContain('membership.lapsed');

    const received = receiver.events.filter((event) => event.data.member?.id === member.id);
    expect(received.map((event) => event.type)).toEqual(['member.created', 'membership.pro_started', 'membership.cancel_scheduled', 'membership.resumed', 'membership.lapsed']);
    expect(received.every((event) => event.verified)).toBe(true);
    expect(received[0]!.data.member?.email).toBe('hooked@example.com');
    // A signature made with another secret does not verify.
    expect(receiver.verify(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, '{}')).toBe(false);
  });

  it('sends Custom Build orders paid and fulfilled, and membership refunds, to an endpoint that asked for them', async () => {
    const orders = new Receiver();
    const res = await register(owner, { url: await orders.listen(), events: ['order.paid', 'order.fulfilled', 'membership.refunded'] });
    orders.secret = res.json<CreatedWebhookEndpoint>().secret;
    try {
      const buyer = await subscribedMember(app, 'buyer@example.com');
      const order = await paidRequest(app, buyer);
      expect((await fulfil(app, owner, order.requestId, await photo(40, 30))).statusCode).toBe(200);
      const refund = await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId: buyer.id }), headers: owner.headers, payload: {} });
      expect(refund.statusCode, refund.body).toBe(200);
      await simulatorOf(app).webhooks.settled();
      await expect.poll(() => orders.events.map((event) => event.type)).toEqual(['order.paid', 'order.fulfilled', 'membership.refunded']);
      expect(orders.events.every((event) => event.verified)).toBe(true);
      expect(orders.events[0]!.data).toMatchObject({ order: { id: order.requestId, email: 'buyer@example.com', amountCents: expect.any(Number) } });
      expect(orders.events[2]!.data).toMatchObject({ member: { id: buyer.id }, amountCents: expect.any(Number) });
    } finally {
      await orders.close();
    }
  });

  it('tells an endpoint that asked for it when content is published', async () => {
    const published = new Receiver();
    const res = await register(owner, { url: await published.listen(), events: ['content.published'] });
    published.secret = res.json<CreatedWebhookEndpoint>().secret;
    try {
      const added = await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'Hooked', update: 'Fresh news.' } });
      expect(added.statusCode, added.body).toBe(201);
      await expect.poll(() => published.events.map((event) => event.type)).toEqual(['content.published']);
      expect(published.events[0]!.verified).toBe(true);
      expect(published.events[0]!.data).toMatchObject({ content: { kind: 'update', id: added.json<{ id: string }>().id, title: 'Fresh news.', audience: 'signed_in' } });
    } finally {
      await published.close();
    }
  });

  it('retries a failing receiver with backoff, gives up after a day, and redelivers on request', async () => {
    const member = await signInBasic(app, 'flaky@example.com');
    await expect.poll(() => receiver.typesFor(member.id)).toEqual(['member.created']);
    receiver.answers = [500, 500, 302];
    const before = receiver.events.length;
    await payForPro(app, member);
    await simulatorOf(app).webhooks.settled();
    // Every earlier delivery succeeded; this member's welcome is the one left pending.
    const ownDelivery = async () => (await deliveries()).find((d) => d.status === 'pending' && d.attempts > 0);
    await expect.poll(async () => (await ownDelivery())?.responseCode).toBe(500);
    const first = (await ownDelivery())!;
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'answered 500' });
    // Not due again yet: a pass now sends nothing.
    expect(await sendAt(new Date())).toBe(0);
    expect(await sendAt(minutesFromNow(2))).toBe(0);
    expect(await sendAt(minutesFromNow(6))).toBe(0);
    let log = (await deliveries()).find((d) => d.id === first.id)!;
    expect(log).toMatchObject({ status: 'pending', attempts: 3, responseCode: 302, lastError: 'redirect not followed' });
    expect(receiver.events.length).toBe(before);

    // Still failing a day later: given up, kept in the log.
    receiver.answers = [503, 503, 503, 503, 503, 503, 503, 503, 503, 503, 503, 503, 503, 503];
    expect(await sendAt(minutesFromNow(25 * 60))).toBe(0);
    log = (await deliveries()).find((d) => d.id === first.id)!;
    expect(log).toMatchObject({ status: 'failed', attempts: 4, responseCode: 503, nextAttemptAt: null });
    receiver.answers = [];

    const redeliver = await app.inject({ method: 'POST', url: apiPath(WEBHOOKS_PATHS.redeliver, { id: first.id }), headers: owner.headers });
    expect(redeliver.statusCode).toBe(202);
    await expect.poll(() => receiver.typesFor(member.id)).toEqual(['member.created', 'membership.pro_started']);
    const again = receiver.events.find((event) => event.data.member?.id === member.id && event.type === 'membership.pro_started')!;
    expect(again).toMatchObject({ id: first.eventId, verified: true });
    const succeeded = (await deliveries()).find((d) => d.eventId === first.eventId && d.id !== first.id);
    expect(succeeded).toMatchObject({ status: 'succeeded', responseCode: 200, attempts: 1 });
  });

  it('keeps finished deliveries in the log for 30 days, and pending ones until they finish', async () => {
    const logged = await deliveries();
    const finished = logged.filter((delivery) => delivery.status !== 'pending');
    expect(finished.length).toBeGreaterThan(0);
    const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);
    expect(await pruneDeliveryLog(app.ctx.database, daysFromNow(29))).toBe(0);
    expect(await pruneDeliveryLog(app.ctx.database, daysFromNow(31))).toBe(finished.length);
    expect((await deliveries()).map((delivery) => delivery.id).sort()).toEqual(
      logged.filter((delivery) => delivery.status === 'pending').map((delivery) => delivery.id).sort(),
    );
  });

  it('sends nothing to a disabled endpoint and forgets a deleted one', async () => {
    const { endpoints } = (await app.inject({ url: WEBHOOKS_PATHS.endpoints, headers: owner.headers })).json<{ endpoints: { id: string; url: string }[] }>();
    const endpoint = endpoints.find((registered) => registered.url === url)!;
    const path = apiPath(WEBHOOKS_PATHS.endpoint, { id: endpoint.id });
    const off = await app.inject({ method: 'PATCH', url: path, headers: owner.headers, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false });
    const logged = (await deliveries()).length;
    const member = await subscribedMember(app, 'unheard@example.com');
    expect(await deliveries()).toHaveLength(logged);
    expect(receiver.typesFor(member.id)).toEqual([]);

    expect((await app.inject({ method: 'DELETE', url: path, headers: owner.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: path, headers: owner.headers })).statusCode).toBe(404);
    expect((await deliveries()).filter((delivery) => delivery.endpointId === endpoint.id)).toEqual([]);
  });

  it('refuses bad endpoints with a clear 400, and non-owners with 403', async () => {
    const bad = await register(owner, { url: 'ftp://example.com/x', events: ['order.paid'] });
    expect(bad.statusCode).toBe(400);
    const noEvents = await register(owner, { url, events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json()).toMatchObject({ code: 'validation_failed' });
    expect(JSON.stringify(noEvents.json())).toContain(WEBHOOK_MESSAGES.noEvents);
    expect((await register(owner, { url, events: ['member.deleted'] })).statusCode).toBe(400);
    const member = await signInBasic(app, 'nosy@example.com');
    expect((await register(member, { url, events: ['order.paid'] })).statusCode).toBe(403);
    expect((await app.inject({ url: WEBHOOKS_PATHS.deliveries, headers: member.headers })).statusCode).toBe(403);
  });
});

describe('outgoing webhooks on a site that keeps them off private networks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('refuses loopback, private and link-local endpoints', async () => {
    const owner = await signInOwner(app);
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://192.168.1.5/x']) {
      const res = await app.inject({ method: 'POST', url: WEBHOOKS_PATHS.endpoints, headers: owner.headers, payload: { url, events: ['order.paid'] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'webhook_private_address', message: WEBHOOK_MESSAGES.privateAddress });
    }
  });

  it('refuses a private address at send time too, and cuts off an endpoint that does not answer', async () => {
    const refused = await postWebhook('http://127.0.0.1:9/x', '{}', {}, false);
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toContain('private address');

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const result = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, true, 200);
    silent.closeAllConnections();
    silent.close();
    expect(result).toEqual({ ok: false, status: null, error: 'no answer within 0.2 s' });
  });
});
