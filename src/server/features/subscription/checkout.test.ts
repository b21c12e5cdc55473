import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findLatestAgreement } from './subscription.repo.js';
import { acceptAgreement, payForPro, simulatorOf, startCheckout } from '../../test-support/subscription.js';
import { signInOwner, signInBasic, me } from '../../test-support/people.js';

describe('subscription checkout', () => {
  let app: FastifyInstance;
  let ada: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInBasic(app, 'ada@example.com');
  });
  afterAll(async () => app.close());

  it('refuses signed-out visitors with "Please log in first"', async () => {
    const headers = sameOriginHeaders(app);
    for (const url of [SUBSCRIPTION_PATHS.agreement, SUBSCRIPTION_PATHS.checkout]) {
      const res = await app.inject({ method: 'POST', url, headers, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Please log in first' });
    }
  });

  it('refuses a checkout before the agreement is accepted', async () => {
    const res = await startCheckout(app, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'agreement_required', message: SUBSCRIPTION_MESSAGES.agreementRequired });
  });

  it('refuses an agreement that was not ticked or is another version', async () => {
    for (const payload of [{ agreementVersion: '1.0', accepted: false }, { agreementVersion: '0.9', accepted: true }, {}]) {
      const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.agreement, headers: ada.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('stores the agreement record with the address and user agent the server sees', async () => {
    const res = await acceptAgreement(app, ada);
    expect(res.statusCode).toBe(201);
    expect(res.json().agreementVersion).toBe('1.0');
    const user = await me(app, ada);
    const record = await findLatestAgreement(app.ctx.database.db, user.id);
    expect(record).toMatchObject({ userId: user.id, email: 'ada@example.com', agreementVersion: '1.0', ipAddress: '127.0.0.1', userAgent: 'TestBrowser/1.0' });
  });

  it('opens a $20/month subscription checkout on the hosted page, with one customer per user', async () => {
    const attemptId = crypto.randomUUID();
    const first = await startCheckout(app, ada, attemptId);
    expect(first.statusCode).toBe(200);
    const { sessionId, url } = first.json();
    expect(url).toBe(`${simulatorOf(app).simulator.checkoutBaseUrl}/pay/${sessionId}`);
    const session = simulatorOf(app).simulator.session(sessionId);
    const user = await me(app, ada);
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 2000, client_reference_id: user.id, status: 'open' });
    expect(session.success_url).toBe(`${app.ctx.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}&user_id=${user.id}`);
    expect(session.cancel_url).toBe(`${app.ctx.config.publicUrl}/canceled`);
    expect(simulatorOf(app).simulator.customer(session.customer!).metadata).toEqual({ userId: user.id });

    // The same attempt (a retried request) gets the same session; a new attempt a new one, same customer.
    expect((await startCheckout(app, ada, attemptId)).json().sessionId).toBe(sessionId);
    const second = (await startCheckout(app, ada)).json();
    expect(second.sessionId).not.toBe(sessionId);
    expect(simulatorOf(app).simulator.session(second.sessionId).customer).toBe(session.customer);
  });

  it('makes the member Pro once the provider reports the payment, and refuses a second subscription', async () => {
    const bob = await signInBasic(app, 'bob@example.com');
    const { successUrl, sessionId } = await payForPro(app, bob);
    const user = await me(app, bob);
    expect(successUrl).toBe(`${app.ctx.config.publicUrl}/success?session_id=${sessionId}&user_id=${user.id}`);
    await simulatorOf(app).webhooks.settled();
    const after = await me(app, bob);
    expect(after).toMatchObject({ role: 'pro_user', tier: 'pro', subscriptionStatus: 'active' });
    expect(after.subscriptionEndDate - after.subscriptionStartDate).toBeGreaterThanOrEqual(28 * 86400);

    expect((await acceptAgreement(app, bob)).statusCode).toBe(201);
    const again = await startCheckout(app, bob);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_pro');
  });

});

describe('subscription checkout for an admin', () => {
  it('refuses a second subscription to an admin who already pays (the admin role shows no Pro tier)', async () => {
    const app = await createTestApp();
    try {
      const owner = await signInOwner(app);
      await payForPro(app, owner);
      await simulatorOf(app).webhooks.settled();
      expect(await me(app, owner)).toMatchObject({ isAdmin: true, subscriptionStatus: 'active' });
      await acceptAgreement(app, owner);
      const again = await startCheckout(app, owner);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('already_pro');
    } finally {
      await app.close();
    }
  });

  it('answers a provider outage with a message, for checkout and for cancel', async () => {
    const app = await createTestApp();
    try {
      const pro = await signInBasic(app, 'pro@example.com');
      await payForPro(app, pro);
      await simulatorOf(app).webhooks.settled();
      const carol = await signInBasic(app, 'carol@example.com');
      await acceptAgreement(app, carol);
      await simulatorOf(app).takeOffline();

      const checkout = await startCheckout(app, carol);
      expect(checkout.statusCode).toBe(502);
      expect(checkout.json()).toEqual({ code: 'payment_provider_error', message: SUBSCRIPTION_MESSAGES.checkoutFailed });

      const cancel = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: pro.headers });
      expect(cancel.statusCode).toBe(502);
      expect(cancel.json()).toEqual({ code: 'payment_provider_error', message: SUBSCRIPTION_MESSAGES.cancelFailed });
      expect(await me(app, pro)).toMatchObject({ subscriptionStatus: 'active' });
    } finally {
      await app.close();
    }
  });
});
