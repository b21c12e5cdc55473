import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../integrations/stripe.js';
import { signWebhookPayload } from '../../integrations/stripe-objects.js';
import { signInBasic, me } from '../../test-support/people.js';
import { payForPro, simulatorOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { countEvents, findCustomerIdOfUser } from './subscription.repo.js';
import { FIRST_RUN_MS } from './subscription-reconciliation.job.js';

describe('what a payment webhook is trusted with', () => {
  let app: FastifyInstance;
  let counter = 0;
  const email = () => `trust${(counter += 1)}@example.com`;
  const post = (body: string, signature: string) =>
    app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.webhook, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });
  const sign = (body: string, offsetSeconds = 0) => signWebhookPayload(body, app.ctx.payments.webhookSecret!, Math.floor(Date.now() / 1000) + offsetSeconds);
  const sim = () => simulatorOf(app).simulator;
  const webhooks = () => simulatorOf(app).webhooks;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('adopts a customer whose link was lost, once the provider confirms our checkout linked them', async () => {
    const who = await signInBasic(app, email());
    const userId = who.id;
    webhooks().hold();
    await payForPro(app, who);
    const customerId = await findCustomerIdOfUser(app.ctx.database.db, userId);
    expect(customerId).toBeDefined();
    await app.ctx.database.db.execute(sql`delete from payment_customers where user_id = ${userId}`);
    await webhooks().release();
    expect(await me(app, who)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
    expect(await findCustomerIdOfUser(app.ctx.database.db, userId)).toBe(customerId);
  });

  it('never adopts a customer on what the event or a checkout it did not create says', async () => {
    const victim = await signInBasic(app, email());
    const victimId = victim.id;
    // Someone with access to the provider account makes a customer and a checkout naming our user.
    const customer = sim().createCustomer({ email: 'stranger@example.com', metadata: { userId: victimId } });
    const session = sim().createCheckoutSession({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: victimId,
      metadata: { userId: victimId, kind: 'pro_subscription', linkProof: 'forged' },
      subscription_data: { metadata: { userId: victimId } },
      line_items: [{ price: simulatorOf(app).pricePro, quantity: '1' }],
      success_url: `${app.ctx.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}&user_id=${victimId}`,
    }) as { id: string };
    sim().completeCheckout(session.id);
    await webhooks().settled();
    expect(await me(app, victim)).toMatchObject({ tier: 'basic', subscriptionStatus: null });
    expect(await findCustomerIdOfUser(app.ctx.database.db, victimId)).toBeUndefined();
  });

  it(`refuses a signature dated more than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes in the future`, async () => {
    const who = await signInBasic(app, email());
    webhooks().hold();
    await payForPro(app, who);
    const event = webhooks().heldEvents.find((candidate) => candidate.type === 'checkout.session.completed')!;
    const body = JSON.stringify(event);
    const future = await post(body, sign(body, WEBHOOK_TOLERANCE_SECONDS + 60));
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('invalid_signature');
    expect(await countEvents(app.ctx.database.db, event.id)).toBe(0);
    // A clock a little ahead is within the tolerance.
    expect((await post(body, sign(body, 30))).statusCode).toBe(200);
    expect(await me(app, who)).toMatchObject({ tier: 'pro' });
    await webhooks().release();
  });

  it('records and acknowledges (200) an event naming something the provider does not have', async () => {
    const event = {
      id: 'evt_missing_session',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_test_never_made', object: 'checkout.session', mode: 'subscription', customer: 'cus_never_linked', metadata: {} } },
    };
    const body = JSON.stringify(event);
    const res = await post(body, sign(body));
    expect(res.statusCode).toBe(200);
    expect(await countEvents(app.ctx.database.db, event.id)).toBe(1);
    const again = await post(body, sign(body));
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it('reconciles within a minute of start, so a payment whose webhook was lost is applied soon', () => {
    expect(FIRST_RUN_MS).toBeLessThanOrEqual(60_000);
  });
});
