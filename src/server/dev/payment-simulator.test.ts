import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payments } from '../integrations/stripe.js';
import { acceptAgreement, startCheckout } from '../test-support/subscription.js';
import { type SignedIn, sameOriginHeaders } from '../test-support/sign-in.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import type { SimEvent } from './payment-simulator-objects.js';
import { startPaymentSimulator } from './payment-simulator-standin.js';
import { parseStripeForm } from './payment-simulator-server.js';
import { stripeSignature, WebhookSender } from './payment-simulator-webhooks.js';
import { signInBasic, signInOwner, me } from '../test-support/people.js';

const quietLog = Fastify({ logger: false }).log;
const event = (id: string): SimEvent => ({
  id,
  object: 'event',
  api_version: 'x',
  created: 1,
  type: 'invoice.paid',
  data: { object: {} },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

describe('payment simulator', () => {
  let app: FastifyInstance;
  let ada: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInBasic(app, 'ada@example.com');
    await acceptAgreement(app, ada);
  });
  afterAll(async () => app.close());

  it('refuses to run in production', async () => {
    const bare = Fastify();
    const config = { ...testConfig(), env: 'production' as const };
    await expect(startPaymentSimulator(bare, config, app.ctx.database, { webhookPath: '/x' })).rejects.toThrow(/never runs in production/);
    await bare.close();
  });

  it('signs webhooks exactly as Stripe does: the SDK accepts them, and refuses them under another secret', () => {
    const payments = new Payments({ secretKey: 'sk_test_x', webhookSecret: 'whsec_a', pricePro: undefined });
    const body = JSON.stringify(event('evt_sig'));
    expect(payments.verifyWebhook(body, stripeSignature(body, 'whsec_a'), 'whsec_a').id).toBe('evt_sig');
    expect(() => payments.verifyWebhook(body, stripeSignature(body, 'whsec_b'), 'whsec_a')).toThrow();
  });

  it('retries a delivery the endpoint failed, until it answers 2xx', async () => {
    const answers = [500, 0, 200];
    const sender = new WebhookSender('whsec_r', async () => {
      const status = answers.shift()!;
      if (status === 0) throw new Error('connection refused');
      return status;
    }, quietLog, [5, 5, 5]);
    sender.send(event('evt_retry'));
    await expect.poll(() => sender.deliveries.map((d) => d.status)).toEqual([500, 'error', 200]);
    expect(sender.deliveries.map((d) => d.attempt)).toEqual([1, 2, 3]);
    sender.close();
  });

  it("parses Stripe's form encoding, nested objects and arrays", () => {
    expect(parseStripeForm('mode=subscription&line_items[0][price]=p1&line_items[0][quantity]=1&metadata[userId]=u&subscription_data[metadata][k]=v')).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p1', quantity: '1' }],
      metadata: { userId: 'u' },
      subscription_data: { metadata: { k: 'v' } },
    });
  });

  it('answers like Stripe for a missing object', async () => {
    await expect(app.ctx.payments.listSubscriptions('cus_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing' });
  });

  it('serves the hosted checkout page: amount, Pay and Cancel, a declined card, and the redirects', async () => {
    const { url, sessionId } = (await startCheckout(app, ada)).json();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('$20.00');
    expect(html).toMatch(/<button class="pay" type="submit">Pay \$20\.00<\/button>/);
    expect(html).toMatch(/<button class="cancel" type="submit">Cancel<\/button>/);

    const form = (card: string) => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card=${card}` });
    const cancel = await fetch(`${url}/cancel`, form(''));
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${app.ctx.config.publicUrl}/canceled`);

    const declined = await fetch(`${url}/complete`, form('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await me(app, ada)).tier).toBe('basic');

    const paid = await fetch(`${url}/complete`, form('4242424242424242'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/success?session_id=${sessionId}&user_id=`);
    await app.paymentSimulator!.webhooks.settled();
    expect((await me(app, ada)).tier).toBe('pro');
  });

  it('keeps its test controls to signed-in users, and lets an admin move the clock', async () => {
    const headers = sameOriginHeaders(app);
    expect((await app.inject({ method: 'POST', url: '/api/dev/payment-simulator/clock', headers, payload: { seconds: 60 } })).statusCode).toBe(401);
    const owner = await signInOwner(app);
    const before = app.paymentSimulator!.simulator.now();
    const res = await app.inject({ method: 'POST', url: '/api/dev/payment-simulator/clock', headers: owner.headers, payload: { seconds: 3600 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().now).toBeGreaterThanOrEqual(before + 3600);
    expect((await app.inject({ method: 'POST', url: '/api/dev/payment-simulator/clock', headers: ada.headers, payload: { seconds: -5 } })).statusCode).toBe(400);
  });
});
