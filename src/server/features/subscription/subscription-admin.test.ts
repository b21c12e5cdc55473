import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { reconcileAll } from './subscription.sync.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { signInOwner, signInBasic, me } from '../../test-support/people.js';

const UNKNOWN_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

describe('cancel, status check, admin lists and resync', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let basic: SignedIn;
  let pro: SignedIn;
  const signedOut = () => (sameOriginHeaders(app));
  const resyncUrl = (userId: string) => apiPath(SUBSCRIPTION_PATHS.resync, { userId });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    pro = await subscribedMember(app, 'pro@example.com');
  });
  afterAll(async () => app.close());

  it('refuses signed-out visitors on every route (401)', async () => {
    const headers = signedOut();
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers })).statusCode).toBe(401);
    expect((await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${UNKNOWN_ID}` })).statusCode).toBe(401);
    expect((await app.inject({ url: SUBSCRIPTION_PATHS.proUsers })).statusCode).toBe(401);
    expect((await app.inject({ url: SUBSCRIPTION_PATHS.newProUsers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: resyncUrl(UNKNOWN_ID), headers })).statusCode).toBe(401);
  });

  it('keeps the admin routes to admins (403)', async () => {
    for (const who of [basic, pro]) {
      expect((await app.inject({ url: SUBSCRIPTION_PATHS.proUsers, headers: who.headers })).statusCode).toBe(403);
      expect((await app.inject({ url: SUBSCRIPTION_PATHS.newProUsers, headers: who.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: resyncUrl(UNKNOWN_ID), headers: who.headers })).statusCode).toBe(403);
    }
  });

  it('refuses to cancel when there is no active subscription (409)', async () => {
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: basic.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'no_active_subscription', message: SUBSCRIPTION_MESSAGES.noActiveSubscription });
  });

  it('answers the /success status check only for the user themself or an admin', async () => {
    const proUser = await me(app, pro);
    const own = await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${proUser.id}`, headers: pro.headers });
    expect(own.json()).toEqual({ userId: proUser.id, isPro: true, subscriptionStatus: 'active' });
    expect((await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${proUser.id}`, headers: basic.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=${UNKNOWN_ID}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `${SUBSCRIPTION_PATHS.status}?userId=not-a-uuid`, headers: pro.headers })).statusCode).toBe(400);
  });

  it('lists Pro users (subscribers and legacy isPro) and new Pro users for admins', async () => {
    const basicUser = await me(app, basic);
    const legacy = await signInBasic(app, 'legacy@example.com');
    const legacyUser = await me(app, legacy);
    await updateUserRecord(app.ctx, legacyUser.id, { isPro: true });

    const all = (await app.inject({ url: SUBSCRIPTION_PATHS.proUsers, headers: owner.headers })).json().users;
    const emails = all.map((user: { email: string }) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['pro@example.com', 'legacy@example.com']));
    expect(emails).not.toContain('basic@example.com');
    expect(all.find((user: { email: string }) => user.email === 'pro@example.com')).toMatchObject({ subscriptionStatus: 'active', isLegacyPro: false });
    expect(all.find((user: { email: string }) => user.email === 'legacy@example.com')).toMatchObject({ isLegacyPro: true, subscriptionStartDate: null });

    // A member who subscribed 40 days ago is Pro, but no longer new (the last 30 days).
    const veteran = await me(app, await signInBasic(app, 'veteran@example.com'));
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await updateUserRecord(app.ctx, veteran.id, { role: 'pro_user', subscriptionStatus: 'active', subscriptionStartDate: fortyDaysAgo });
    const allAfter = (await app.inject({ url: SUBSCRIPTION_PATHS.proUsers, headers: owner.headers })).json().users;
    expect(allAfter.map((user: { email: string }) => user.email)).toContain('veteran@example.com');

    const fresh = (await app.inject({ url: SUBSCRIPTION_PATHS.newProUsers, headers: owner.headers })).json().users;
    expect(fresh.map((user: { email: string }) => user.email)).toEqual(['pro@example.com']);
    expect(basicUser.tier).toBe('basic');
  });

  it('resyncs one user from the provider and reports the drift it fixed; 404 for an unknown user', async () => {
    const proUser = await me(app, pro);
    await updateUserRecord(app.ctx, proUser.id, { role: 'user', subscriptionStatus: 'canceled' });
    const res = await app.inject({ method: 'POST', url: resyncUrl(proUser.id), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.sort()).toEqual(['role', 'subscriptionStatus']);
    expect(res.json().user).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });
    expect((await app.inject({ method: 'POST', url: resyncUrl(UNKNOWN_ID), headers: owner.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: resyncUrl('nope'), headers: owner.headers })).statusCode).toBe(400);
  });

  it('the daily reconciliation fixes drift for every customer, including a missed deletion', async () => {
    const proUser = await me(app, pro);
    const other = await subscribedMember(app, 'other@example.com');
    const otherUser = await me(app, other);
    // A deletion whose webhooks never arrived, and a record changed by hand.
    simulatorOf(app).webhooks.hold();
    simulatorOf(app).simulator.cancelNow(subscriptionIdOf(app, otherUser.id));
    await updateUserRecord(app.ctx, proUser.id, { subscriptionEndDate: new Date(0) });
    const result = await reconcileAll(app.ctx, app.log);
    expect(result).toMatchObject({ fixed: 2, failed: 0 });
    expect(await me(app, other)).toMatchObject({ tier: 'basic', subscriptionStatus: 'canceled' });
    expect((await me(app, pro)).subscriptionEndDate).toBeGreaterThan(Date.now() / 1000);
    await simulatorOf(app).webhooks.release();
    expect((await reconcileAll(app.ctx, app.log)).fixed).toBe(0);
  });

  it('cancels at period end: Pro stays, the end date is answered, and a second cancel is refused', async () => {
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: pro.headers });
    expect(res.statusCode).toBe(200);
    const after = await me(app, pro);
    expect(after).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation', subscriptionEndDate: res.json().endDate });
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: pro.headers })).statusCode).toBe(409);
  });
});
