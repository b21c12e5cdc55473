import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { ANALYTICS_PATHS, REVENUE_TEXTS, type Revenue } from '../../../shared/features/analytics.schema.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { OFFERS_PATHS, type CreateDiscountCode } from '../../../shared/features/offers.schema.js';
import { RETENTION_PATHS, type RetentionSettings } from '../../../shared/features/retention.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';

const DAY = 24 * 3600;
const code = (text: string, off: Partial<CreateDiscountCode>): CreateDiscountCode => ({
  code: text,
  duration: 'repeating',
  durationInMonths: 3,
  appliesTo: 'both',
  newMembersOnly: false,
  ...off,
});

describe('the owner’s revenue figures', () => {
  let app: FastifyInstance;
  let owner: Person;
  const sim = () => simulatorOf(app).simulator;
  const settled = () => simulatorOf(app).webhooks.settled();
  const revenue = async (range?: string, who: Person = owner) =>
    app.inject({ url: `${ANALYTICS_PATHS.revenue}${range ? `?range=${range}` : ''}`, headers: who.headers });
  const figures = async (range: string) => {
    const res = await revenue(range);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Revenue>();
  };
  const owned = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: owner.headers, payload });
  const setTrialDays = async (trialDays: number) => {
    const content = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json<{ plans: object }>();
    expect((await owned('PUT', '/api/admin/site-content', { ...content, plans: { ...content.plans, trialDays } })).statusCode).toBe(200);
  };
  /** A new member through agreement, checkout (plan, code), Pay and the webhooks. */
  const subscriber = async (name: string, plan: 'monthly' | 'yearly' = 'monthly', promotionCode?: string) => {
    const who = await signInBasic(app, `${name}@example.com`);
    expect((await acceptAgreement(app, who)).statusCode).toBe(201);
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId: randomUUID(), plan, promotionCode } });
    expect(res.statusCode, res.body).toBe(200);
    sim().completeCheckout(res.json<{ sessionId: string }>().sessionId);
    await settled();
    return who;
  };
  const cancel = async (who: Person) => expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: who.headers })).statusCode).toBe(200);
  /** The member's subscription lived `seconds` longer than it did: what fell due runs, webhooks included. */
  const age = async (who: Person, seconds: number) => {
    sim().advanceClockFor(who.id, seconds);
    await settled();
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('is the owner’s: members get 403, and a range other than week, month or year is a 400', async () => {
    const basic = await signInBasic(app, 'basic@example.com');
    expect((await revenue('week', basic)).statusCode).toBe(403);
    expect((await revenue('decade')).statusCode).toBe(400);
  });

  it('shows zeros and no rates on a site with no subscriptions', async () => {
    expect(await figures('week')).toMatchObject({
      mrrCents: 0,
      arrCents: 0,
      activeTrials: 0,
      trials: { ended: 0, converted: 0, percent: null },
      churn: { voluntary: 0, involuntary: 0, payingAtStart: 0, voluntaryPercent: null, involuntaryPercent: null },
      redemptions: [],
    });
  });

  it('counts MRR after discounts, trials and their conversion, churn by reason and every offer taken', async () => {
    // Paying now: $20 monthly; $200 yearly (1666.67 a month).
    await subscriber('monthly');
    await subscriber('yearly', 'yearly');
    // Discounts: 50% for 3 months ($10), $5 off ($15), the retention offer's 50% ($10), the win-back code's 50% ($10).
    expect((await owned('POST', OFFERS_PATHS.codes, code('HALF', { percentOff: 50 }))).statusCode).toBe(201);
    expect((await owned('POST', OFFERS_PATHS.codes, code('FIVE-OFF', { amountOffCents: 500, duration: 'forever', durationInMonths: undefined }))).statusCode).toBe(201);
    // A discount on the first payment only takes nothing off what recurs ($20).
    expect((await owned('POST', OFFERS_PATHS.codes, code('FIRST-HALF', { percentOff: 50, duration: 'once', durationInMonths: undefined }))).statusCode).toBe(201);
    await subscriber('first', 'monthly', 'FIRST-HALF');
    await subscriber('half', 'monthly', 'HALF');
    await subscriber('five', 'monthly', 'FIVE-OFF');
    const saved = await owned('PUT', RETENTION_PATHS.settings, {
      offer: { percentOff: 50, durationInMonths: 3 },
      renewalReminderDays: 30,
      winBack: { enabled: true, daysAfterEnd: 30, offer: { percentOff: 50, durationInMonths: 3 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const winBackCode = saved.json<RetentionSettings>().winBack!.code;
    expect(winBackCode).toMatch(/^COMEBACK-/);
    const kept = await subscriber('kept');
    expect((await app.inject({ method: 'POST', url: RETENTION_PATHS.present, headers: kept.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: RETENTION_PATHS.accept, headers: kept.headers })).statusCode).toBe(200);
    await settled();
    await subscriber('returning', 'monthly', winBackCode);

    // Complimentary Pro pays nothing.
    const given = await signInBasic(app, 'given@example.com');
    expect((await owned('POST', apiPath(MEMBER_PATHS.complimentary, { userId: given.id }), { endsAt: null })).statusCode).toBe(200);

    // Trials: one still running, one charged at its end, one canceled during it (ends with no charge).
    await setTrialDays(7);
    await subscriber('trialing');
    const converted = await subscriber('converted');
    const quitter = await subscriber('quitter');
    await setTrialDays(0);
    await age(converted, 8 * DAY);
    await cancel(quitter);
    await age(quitter, 8 * DAY);

    // Churn: one canceled by the member, one ended after its renewal failed (both paying before the month began).
    const leaver = await subscriber('leaver');
    await cancel(leaver);
    await age(leaver, 32 * DAY);
    const declined = await subscriber('declined');
    sim().failNextRenewal(subscriptionIdOf(app, declined.id));
    await age(declined, 32 * DAY);
    await age(declined, 60);
    expect(sim().subscription(subscriptionIdOf(app, converted.id)).status).toBe('active');

    const month = await figures('month');
    // 2000 + 1666.67 + 2000 (first payment only) + 1000 + 1500 + 1000 + 1000 + 2000 (the converted trial).
    expect(month.mrrCents).toBe(12_167);
    expect(month.arrCents).toBe(146_000);
    expect(month.activeTrials).toBe(1);
    expect(month.trials).toEqual({ ended: 2, converted: 1, percent: 50 });
    expect(month.churn).toEqual({ voluntary: 1, involuntary: 1, payingAtStart: 2, voluntaryPercent: 50, involuntaryPercent: 50 });
    expect(month.redemptions).toEqual([
      { offer: REVENUE_TEXTS.trialOffer, kind: 'trial', redemptions: 3 },
      { offer: winBackCode, kind: 'win_back', redemptions: 1 },
      { offer: 'FIRST-HALF', kind: 'code', redemptions: 1 },
      { offer: 'FIVE-OFF', kind: 'code', redemptions: 1 },
      { offer: 'HALF', kind: 'code', redemptions: 1 },
      { offer: 'Retention offer', kind: 'retention', redemptions: 1 },
      { offer: REVENUE_TEXTS.yearlyPlanOffer, kind: 'yearly_plan', redemptions: 1 },
    ]);

    // The week began after the leavers' subscriptions started and the two older trials began.
    const week = await figures('week');
    expect(week).toMatchObject({ mrrCents: 12_167, activeTrials: 1, trials: { ended: 2, converted: 1, percent: 50 } });
    expect(week.churn).toMatchObject({ voluntary: 1, involuntary: 1 });
    expect(week.redemptions).toContainEqual({ offer: REVENUE_TEXTS.trialOffer, kind: 'trial', redemptions: 1 });
    expect(week.redemptions).toHaveLength(7);
  });
});
