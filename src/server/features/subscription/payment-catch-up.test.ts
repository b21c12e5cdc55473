import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toEpochSeconds } from '../../../shared/time.js';
import { startRequest, track } from '../../test-support/custom-orders.js';
import { me, signInBasic, signInPro } from '../../test-support/people.js';
import { payForPro, simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findCatchUp } from './payment-catch-up.repo.js';
import { catchUpWithProvider } from './payment-catch-up.service.js';

describe('catching up with the payment provider', () => {
  let app: FastifyInstance;
  const webhooks = () => simulatorOf(app).webhooks;
  /** A pass of the job, as its timer runs it. */
  const pass = () => catchUpWithProvider(app.ctx, app.log);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await webhooks().release();
    await webhooks().settled();
  });
  afterAll(async () => app.close());

  it('makes a payer whose webhooks were lost Pro within one pass, and the late webhooks change nothing more', async () => {
    const who = await signInBasic(app, 'lost-webhook@example.com');
    webhooks().hold();
    await payForPro(app, who);
    expect(webhooks().heldEvents.map((e) => e.type)).toContain('checkout.session.completed');
    expect(await me(app, who)).toMatchObject({ role: 'user', subscriptionStatus: null });

    const result = await pass();
    expect(result).toMatchObject({ ran: true, failed: 0 });
    expect(result.applied).toBeGreaterThan(0);
    const pro = await me(app, who);
    expect(pro).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });

    // The deliveries turn up after all: the same handler finds nothing left to do.
    await webhooks().release();
    await webhooks().settled();
    expect(await me(app, who)).toEqual(pro);
  });

  it('marks a custom order paid when its webhook was lost', async () => {
    const buyer = await signInPro(app, 'lost-order@example.com');
    const started = await startRequest(app, buyer);
    webhooks().hold();
    simulatorOf(app).simulator.completeCheckout(started.sessionId);
    expect((await track(app, buyer)).json().requests).toEqual([]);

    expect(await pass()).toMatchObject({ ran: true, failed: 0 });
    const [request] = (await track(app, buyer)).json().requests;
    expect(request).toMatchObject({ id: started.requestId, status: 'paid' });
  });

  it('applies a lost cancellation of a subscription created long before the pass, from the provider’s events', async () => {
    const member = await subscribedMember(app, 'old-subscription@example.com');
    expect(await me(app, member)).toMatchObject({ role: 'pro_user' });
    // The subscription is two days old: the pass's window (its cursor less a day) no longer holds its creation.
    simulatorOf(app).simulator.advanceClockFor(member.id, 2 * 24 * 60 * 60);
    expect(await pass()).toMatchObject({ ran: true, failed: 0 });
    webhooks().hold();
    simulatorOf(app).simulator.cancelNow(subscriptionIdOf(app, member.id));
    expect(webhooks().heldEvents.map((e) => e.type)).toContain('customer.subscription.deleted');
    expect(await me(app, member)).toMatchObject({ role: 'pro_user' });

    const result = await pass();
    expect(result).toMatchObject({ ran: true, failed: 0 });
    expect(result.applied).toBeGreaterThan(0);
    expect(await me(app, member)).toMatchObject({ role: 'user', subscriptionStatus: 'canceled' });
  });

  it('runs one pass at a time across instances, and keeps its cursor in the database', async () => {
    const before = new Date();
    const [first, second] = await Promise.all([pass(), pass()]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    const row = await findCatchUp(app.ctx.database.db, 'payment-provider');
    expect(row?.leaseUntil).toBeNull();
    expect(toEpochSeconds(row!.cursor)).toBeGreaterThanOrEqual(toEpochSeconds(before));
    // The lease is free again: the next pass runs, and finds everything applied.
    expect(await pass()).toMatchObject({ ran: true, failed: 0 });
  });

  it('is served the list calls by the simulator as the provider pages them', async () => {
    for (const email of ['page-a@example.com', 'page-b@example.com']) await payForPro(app, await signInBasic(app, email));
    await webhooks().settled();
    const { secretKey, endpoint } = simulatorOf(app);
    const list = async (query: string) => {
      const res = await fetch(`http://${endpoint.host}:${endpoint.port}/v1/subscriptions?status=all&${query}`, { headers: { authorization: `Bearer ${secretKey}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { data: { id: string; created: number }[]; has_more: boolean };
    };
    const all = await list('limit=100');
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const first = await list('limit=1');
    expect(first).toMatchObject({ has_more: true, data: [{ id: all.data[0]!.id }] });
    const next = await list(`limit=1&starting_after=${first.data[0]!.id}`);
    expect(next.data[0]!.id).toBe(all.data[1]!.id);
    const future = await list(`created%5Bgte%5D=${all.data[0]!.created + 1}`);
    expect(future).toEqual(expect.objectContaining({ data: [], has_more: false }));
    const events = await fetch(`http://${endpoint.host}:${endpoint.port}/v1/events?types%5B0%5D=customer.subscription.created&limit=100`, { headers: { authorization: `Bearer ${secretKey}` } });
    const created = ((await events.json()) as { data: { type: string; data: { object: { id: string } } }[] }).data;
    expect(created.length).toBeGreaterThanOrEqual(3);
    expect(new Set(created.map((e) => e.type))).toEqual(new Set(['customer.subscription.created']));
    expect(created.map((e) => e.data.object.id)).toEqual(expect.arrayContaining(all.data.map((s) => s.id)));
    const sessions = await fetch(`http://${endpoint.host}:${endpoint.port}/v1/checkout/sessions?status=complete&limit=2`, { headers: { authorization: `Bearer ${secretKey}` } });
    expect(((await sessions.json()) as { data: { status: string }[] }).data.map((s) => s.status)).toEqual(['complete', 'complete']);
  });
});
