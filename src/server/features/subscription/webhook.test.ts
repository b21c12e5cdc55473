import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { signWebhookPayload } from '../../integrations/stripe-objects.js';
import { type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { createFeatureModules } from '../../app.js';
import type { FeatureModule } from '../../feature-module.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { countEvents } from './subscription.repo.js';
import { payForPro, simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { signInBasic, me } from '../../test-support/people.js';

const DAY = 86_400;

describe('payment webhooks', () => {
  let app: FastifyInstance;
  /** A probe feature that takes paid one-time checkouts of its own kind. */
  const seenOrders: string[] = [];
  const testOrders: FeatureModule = {
    name: 'test-orders',
    paymentHandlers: {
      test_order: async (_ctx, _tx, session) => {
        seenOrders.push(`${session.id}:${session.payment_status}:${session.metadata?.orderId}`);
      },
    },
  };
  let counter = 0;
  const member = () => `member${(counter += 1)}@example.com`;

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: SUBSCRIPTION_PATHS.webhook,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload: body,
    });
  const secret = () => app.ctx.payments.webhookSecret!;
  const sim = () => simulatorOf(app).simulator;
  const settle = () => simulatorOf(app).webhooks.settled();

  beforeAll(async () => {
    app = await createTestApp(testConfig(), undefined, [...createFeatureModules(), testOrders]);
  });
  afterAll(async () => app.close());

  /** A real event for a member who paid, taken from the simulator's log. */
  async function paidEvent(type: string): Promise<{ who: SignedIn; body: string; id: string }> {
    const who = await subscribedMember(app, member());
    const event = [...sim().events].reverse().find((candidate) => candidate.type === type)!;
    return { who, body: JSON.stringify(event), id: event.id };
  }

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const who = await signInBasic(app, member());
    simulatorOf(app).webhooks.hold();
    await payForPro(app, who);
    const held = [...simulatorOf(app).webhooks.heldEvents];
    expect(held.length).toBeGreaterThan(0);
    for (const event of held) {
      const body = JSON.stringify(event);
      const forged = signWebhookPayload(body, 'whsec_not_the_secret');
      const tampered = signWebhookPayload(`${body} `, secret()); // signed over other bytes
      for (const signature of [forged, tampered, 'garbage', undefined]) {
        const res = await post(body, signature);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('invalid_signature');
      }
      expect(await countEvents(app.ctx.database.db, event.id)).toBe(0);
    }
    expect(await me(app, who)).toMatchObject({ tier: 'basic', subscriptionStatus: null });
    await simulatorOf(app).webhooks.release();
    expect(await me(app, who)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
  });

  it('refuses a stale signature (older than 5 minutes) with 400', async () => {
    const who = await signInBasic(app, member());
    simulatorOf(app).webhooks.hold();
    await payForPro(app, who);
    const event = simulatorOf(app).webhooks.heldEvents.find((candidate) => candidate.type === 'checkout.session.completed')!;
    const body = JSON.stringify(event);
    const res = await post(body, signWebhookPayload(body, secret(), Math.floor(Date.now() / 1000) - 301));
    expect(res.statusCode).toBe(400);
    expect(await me(app, who)).toMatchObject({ tier: 'basic' });
    const fresh = await post(body, signWebhookPayload(body, secret()));
    expect(fresh.statusCode).toBe(200);
    expect(await me(app, who)).toMatchObject({ tier: 'pro' });
    await simulatorOf(app).webhooks.release();
  });

  it('does nothing for a duplicate delivery, however many times it comes', async () => {
    const { who, body, id } = await paidEvent('checkout.session.completed');
    const user = await me(app, who);
    // Drift the record by hand: a replayed event must not repair (or touch) it.
    await updateUserRecord(app.ctx, user.id, { role: 'user' });
    for (let i = 0; i < 3; i += 1) {
      const res = await post(body, signWebhookPayload(body, secret()));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await countEvents(app.ctx.database.db, id)).toBe(1);
    expect(await me(app, who)).toMatchObject({ role: 'user', tier: 'basic' });
    expect(await simulatorOf(app).webhooks.redeliver(sim().event(id), 3)).toEqual([200, 200, 200]);
    expect(await me(app, who)).toMatchObject({ role: 'user' });
  });

  const ORDERS = [
    ['customer.subscription.created', 'customer.subscription.updated', 'checkout.session.completed'],
    ['customer.subscription.created', 'checkout.session.completed', 'customer.subscription.updated'],
    ['customer.subscription.updated', 'customer.subscription.created', 'checkout.session.completed'],
    ['customer.subscription.updated', 'checkout.session.completed', 'customer.subscription.created'],
    ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated'],
    ['checkout.session.completed', 'customer.subscription.updated', 'customer.subscription.created'],
  ];

  it.each(ORDERS)('converges on the same record whatever the order: %s, %s, %s', async (...order) => {
    const who = await signInBasic(app, member());
    simulatorOf(app).webhooks.hold();
    await payForPro(app, who);
    const user = await me(app, who);
    const subscriptionId = subscriptionIdOf(app, user.id);
    // Cancel at period end at the provider, so an update event is in the batch.
    sim().updateSubscription(subscriptionId, { cancel_at_period_end: 'true' });
    await simulatorOf(app).webhooks.release(order);
    const periodEnd = sim().subscription(subscriptionId).items.data[0]!.current_period_end;
    expect(await me(app, who)).toMatchObject({
      role: 'pro_user',
      tier: 'pro',
      subscriptionStatus: 'pending_cancellation',
      subscriptionStartDate: sim().subscription(subscriptionId).start_date,
      subscriptionEndDate: periodEnd,
    });
  });

  it('keeps Pro until the end of the period after cancel at period end, then turns Basic', async () => {
    const who = await subscribedMember(app, member());
    const user = await me(app, who);
    const cancel = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: who.headers });
    expect(cancel.statusCode).toBe(200);
    const { endDate } = cancel.json();
    expect(endDate).toBe(sim().subscription(subscriptionIdOf(app, user.id)).items.data[0]!.current_period_end);
    await settle();
    expect(await me(app, who)).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation', subscriptionEndDate: endDate });

    sim().advanceClock(endDate - sim().now() + 60);
    await settle();
    expect(await me(app, who)).toMatchObject({ role: 'user', tier: 'basic', subscriptionStatus: 'canceled', subscriptionEndDate: endDate });
  });

  it('applies a deletion (subscription ended at once) by turning the member Basic', async () => {
    const who = await subscribedMember(app, member());
    const user = await me(app, who);
    sim().cancelNow(subscriptionIdOf(app, user.id));
    await settle();
    expect(await me(app, who)).toMatchObject({ role: 'user', tier: 'basic', subscriptionStatus: 'canceled' });
  });

  it('keeps Pro while a failed renewal is retried (past_due), and ends it when retries run out', async () => {
    const who = await subscribedMember(app, member());
    const user = await me(app, who);
    const subscriptionId = subscriptionIdOf(app, user.id);
    sim().failNextRenewal(subscriptionId);
    sim().advanceClock(32 * DAY);
    await settle();
    expect(sim().subscription(subscriptionId).status).toBe('past_due');
    expect(sim().events.some((event) => event.type === 'invoice.payment_failed')).toBe(true);
    expect(await me(app, who)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });

    sim().advanceClock(32 * DAY);
    await settle();
    expect(await me(app, who)).toMatchObject({ tier: 'basic', subscriptionStatus: 'canceled' });
  });

  it('renews a paid subscription and moves the end date a month on', async () => {
    const who = await subscribedMember(app, member());
    const before = await me(app, who);
    sim().advanceClock(before.subscriptionEndDate - sim().now() + 60);
    await settle();
    const after = await me(app, who);
    expect(after).toMatchObject({ tier: 'pro', subscriptionStatus: 'active', subscriptionStartDate: before.subscriptionStartDate });
    expect(after.subscriptionEndDate - before.subscriptionEndDate).toBeGreaterThanOrEqual(28 * DAY);
  });

  it('answers 200 to an event type it does not handle, and records it', async () => {
    const body = JSON.stringify({ id: 'evt_unknown_type_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } }, created: 1 });
    const res = await post(body, signWebhookPayload(body, secret()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await countEvents(app.ctx.database.db, 'evt_unknown_type_1')).toBe(1);
  });

  it('keeps an admin grant and the legacy isPro flag when no subscription says otherwise', async () => {
    const who = await signInBasic(app, member());
    const user = await me(app, who);
    await updateUserRecord(app.ctx, user.id, { isPro: true });
    expect(await me(app, who)).toMatchObject({ tier: 'pro', role: 'user', subscriptionStatus: null });
  });

  it('hands a paid one-time checkout to the handler a module declares for its kind, once', async () => {
    const who = await signInBasic(app, member());
    const user = await me(app, who);
    const session = await app.ctx.payments.createPaymentCheckout({
      userId: user.id,
      customerEmail: user.email,
      price: app.ctx.payments.priceCustom!,
      metadata: { kind: 'test_order', orderId: 'order-7' },
      successUrl: `${app.ctx.config.publicUrl}/custom-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${app.ctx.config.publicUrl}/custom-fail`,
      idempotencyKey: 'order-7',
    });
    expect(session).toMatchObject({ mode: 'payment', amount_total: 1000, payment_status: 'unpaid' });
    sim().completeCheckout(session.id);
    await settle();
    const completed = sim().events.find((event) => event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === session.id)!;
    await simulatorOf(app).webhooks.redeliver(completed, 2);
    expect(seenOrders).toEqual([`${session.id}:paid:order-7`]);
    expect(await me(app, who)).toMatchObject({ tier: 'basic' });
  });
});

describe('payment webhooks without a webhook secret', () => {
  it('refuses every delivery', async () => {
    const app = await createTestApp(testConfig({ STRIPE_SECRET_KEY: 'sk_test_not_used' }));
    try {
      const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });
      const res = await app.inject({
        method: 'POST',
        url: SUBSCRIPTION_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(body, 'whsec_any') },
        payload: body,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('webhook_not_configured');
      expect(await countEvents(app.ctx.database.db, 'evt_1')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
