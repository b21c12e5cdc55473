import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import type { SignedIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { acceptAgreement, payForPro, simulatorOf, startCheckout } from '../../test-support/subscription.js';
import { me, signInBasic } from '../../test-support/people.js';

/** /success asks about its checkout: only a paid checkout of that very member may be confirmed. */
describe('the /success check of a checkout session', () => {
  let app: FastifyInstance;
  let ada: SignedIn;
  let adaId: string;

  const statusOf = async (who: SignedIn, userId: string, sessionId: string) => {
    const res = await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${userId}&sessionId=${encodeURIComponent(sessionId)}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { isPro: boolean; checkout?: string };
  };

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInBasic(app, 'ada-success@example.com');
    adaId = (await me(app, ada)).id;
  });
  afterAll(async () => app.close());

  it('says open before the payment and complete once the member paid and is Pro', async () => {
    expect((await acceptAgreement(app, ada)).statusCode).toBe(201);
    const { sessionId } = (await startCheckout(app, ada)).json() as { sessionId: string };
    expect(await statusOf(ada, adaId, sessionId)).toMatchObject({ isPro: false, checkout: 'open' });
    simulatorOf(app).simulator.completeCheckout(sessionId);
    await simulatorOf(app).webhooks.settled();
    expect(await statusOf(ada, adaId, sessionId)).toMatchObject({ isPro: true, checkout: 'complete' });
  });

  it('never confirms a made-up session id, even for a member who is already Pro', async () => {
    expect(await statusOf(ada, adaId, 'cs_made_up_123')).toMatchObject({ isPro: true, checkout: 'unknown' });
  });

  it("never confirms another member's paid checkout", async () => {
    const bob = await signInBasic(app, 'bob-success@example.com');
    const { sessionId } = await payForPro(app, bob);
    await simulatorOf(app).webhooks.settled();
    expect(await statusOf(ada, adaId, sessionId)).toMatchObject({ checkout: 'unknown' });
  });

  it('answers without a checkout field when no session id is asked about, and refuses an empty one', async () => {
    const plain = await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${adaId}`, headers: ada.headers });
    expect(plain.json()).not.toHaveProperty('checkout');
    const empty = await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${adaId}&sessionId=`, headers: ada.headers });
    expect(empty.statusCode).toBe(400);
  });
});
