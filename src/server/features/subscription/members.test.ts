import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_MESSAGES, MEMBER_PATHS, type MemberDetail, type MemberList } from '../../../shared/features/members.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { lapse, signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { grantComplimentary } from './complimentary.service.js';

const UNKNOWN_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

describe('the member manager: search, filters and a member’s page', () => {
  let app: FastifyInstance;
  let owner: Person;
  let basic: Person;
  let paying: Person;
  let canceling: Person;
  let pastDue: Person;
  let comp: Person;
  let lapsed: Person;
  let legacy: Person;

  const list = async (query: string, who: Person = owner) => {
    const res = await app.inject({ url: `${MEMBER_PATHS.list}${query}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as MemberList;
  };
  const emails = async (query: string) => (await list(query)).members.map((m) => m.email).sort();
  const detail = async (userId: string) => {
    const res = await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId }), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as MemberDetail;
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    paying = await subscribedMember(app, 'paying@example.com');
    canceling = await subscribedMember(app, 'canceling@example.com');
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: canceling.headers })).statusCode).toBe(200);
    pastDue = await subscribedMember(app, 'late@example.com');
    const { simulator, webhooks } = simulatorOf(app);
    simulator.failNextRenewal(subscriptionIdOf(app, pastDue.id));
    simulator.advanceClockFor(pastDue.id, 32 * 24 * 3600);
    await webhooks.settled();
    comp = await signInBasic(app, 'gift@example.com');
    await grantComplimentary(app.ctx, { userId: comp.id, grantedBy: owner.id, endsAt: null });
    lapsed = await signInPro(app, 'former@example.com');
    await updateUserRecord(app.ctx, lapsed.id, { subscriptionStatus: 'canceled' });
    await lapse(app, lapsed);
    legacy = await signInBasic(app, 'legacy@example.com');
    await updateUserRecord(app.ctx, legacy.id, { isPro: true, username: 'oldtimer' });
  }, 120_000);
  afterAll(async () => app.close());

  it('refuses visitors (401) and non-admins (403) on the list and a member’s page', async () => {
    const member = apiPath(MEMBER_PATHS.member, { userId: basic.id });
    expect((await app.inject({ url: MEMBER_PATHS.list, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
    expect((await app.inject({ url: member, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
    for (const who of [basic, paying]) {
      expect((await app.inject({ url: MEMBER_PATHS.list, headers: who.headers })).statusCode).toBe(403);
      expect((await app.inject({ url: member, headers: who.headers })).statusCode).toBe(403);
    }
  });

  it('refuses a bad filter, cursor or id (400) and an unknown member (404)', async () => {
    for (const query of ['?filter=rich', '?cursor=0', '?cursor=x%25', `?q=${'a'.repeat(201)}`]) {
      expect((await app.inject({ url: `${MEMBER_PATHS.list}${query}`, headers: owner.headers })).statusCode).toBe(400);
    }
    expect((await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId: 'nope' }), headers: owner.headers })).statusCode).toBe(400);
    expect((await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId: UNKNOWN_ID }), headers: owner.headers })).statusCode).toBe(404);
  });

  it('filters on the server: Pro, active, pending cancellation, past due, complimentary, lapsed, everyone', async () => {
    expect(await emails('')).toEqual(['canceling@example.com', 'gift@example.com', 'late@example.com', 'legacy@example.com', 'paying@example.com']);
    expect(await emails('?filter=active')).toEqual(['paying@example.com']);
    expect(await emails('?filter=pending_cancellation')).toEqual(['canceling@example.com']);
    expect(await emails('?filter=past_due')).toEqual(['late@example.com']);
    expect(await emails('?filter=complimentary')).toEqual(['gift@example.com']);
    expect(await emails('?filter=lapsed')).toEqual(['former@example.com']);
    expect((await list('?filter=all')).total).toBe(8);
    // Subscribers first (newest first), then members who never subscribed (newest accounts first).
    expect((await list('')).members.map((m) => m.email).slice(-2)).toEqual(['legacy@example.com', 'gift@example.com']);
  });

  it('searches e-mail and username, case-insensitively, with wildcards taken literally', async () => {
    expect(await emails('?filter=all&q=PAY')).toEqual(['paying@example.com']);
    expect(await emails('?filter=all&q=oldTIMER')).toEqual(['legacy@example.com']);
    expect(await emails('?filter=all&q=%25')).toEqual([]);
    expect(await list('?filter=all&q=pay')).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
  });

  it('shows each member’s status, badge tier and complimentary mark in the list', async () => {
    const members = (await list('?filter=all')).members;
    expect(members.find((m) => m.email === 'late@example.com')).toMatchObject({ pastDue: true, tier: 'pro', subscriptionStatus: 'active' });
    expect(members.find((m) => m.email === 'gift@example.com')).toMatchObject({ complimentaryPro: true, tier: 'pro', complimentaryEndsAt: null });
    expect(members.find((m) => m.email === 'former@example.com')).toMatchObject({ tier: 'basic', subscriptionStatus: 'canceled' });
    expect(members.find((m) => m.email === 'legacy@example.com')).toMatchObject({ isLegacyPro: true });
  });

  it('says why a member is Pro', async () => {
    expect((await detail(paying.id)).reasons).toEqual(['subscription']);
    expect((await detail(comp.id)).reasons).toEqual(['complimentary']);
    expect((await detail(legacy.id)).reasons).toEqual(['legacy']);
    expect((await detail(owner.id)).reasons).toEqual(['admin']);
    expect((await detail(basic.id)).reasons).toEqual([]);
  });

  it('puts the local and the provider’s state side by side, with the last payment events', async () => {
    const page = await detail(paying.id);
    expect(page.hasCustomer).toBe(true);
    expect(page.differences).toEqual([]);
    expect(page.provider).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, periodEnd: page.local.periodEnd });
    expect(page.local.events.map((e) => e.type)).toEqual(expect.arrayContaining(['checkout.session.completed', 'invoice.paid']));
    expect(page.provider!.events).toEqual([expect.objectContaining({ type: 'invoice.paid', amountCents: 2000 })]);
    expect(page.lastPayment).toMatchObject({ amountCents: 2000, refundedCents: 0 });
    expect(page.totalPaidCents).toBe(2000);
    const none = await detail(basic.id);
    expect(none).toMatchObject({ hasCustomer: false, provider: null, lastPayment: null, totalPaidCents: 0 });
  });

  it('highlights what differs after the provider changed without telling us, and Resync brings it in line', async () => {
    const { simulator } = simulatorOf(app);
    const subscriptionId = subscriptionIdOf(app, paying.id);
    // The webhook for this change is lost: the simulator changes, our mirror does not.
    simulator.attachWebhooks({ send: () => undefined } as never);
    simulator.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    simulator.attachWebhooks(simulatorOf(app).webhooks);
    const drifted = await detail(paying.id);
    expect(drifted.differences).toEqual(['cancelAtPeriodEnd']);
    expect(drifted.local.cancelAtPeriodEnd).toBe(false);
    expect(drifted.provider!.cancelAtPeriodEnd).toBe(true);

    const resync = await app.inject({ method: 'POST', url: apiPath(SUBSCRIPTION_PATHS.resync, { userId: paying.id }), headers: owner.headers });
    expect(resync.json().changed).toEqual(expect.arrayContaining(['subscriptionStatus']));
    expect((await detail(paying.id)).differences).toEqual([]);
  });

  // Last: the provider stays offline afterwards.
  it('still shows this site’s side when the provider cannot be reached, and says so', async () => {
    await simulatorOf(app).takeOffline();
    const page = await detail(paying.id);
    expect(page.providerError).toBe(MEMBER_MESSAGES.providerUnreachable);
    expect(page.provider).toBeNull();
    expect(page.local.status).toBe('active');
    const refund = await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId: paying.id }), headers: owner.headers, payload: {} });
    expect(refund.statusCode).toBe(502);
    expect(refund.json()).toEqual({ code: 'payment_provider_error', message: MEMBER_MESSAGES.providerUnreachable });
  }, 60_000);
});
