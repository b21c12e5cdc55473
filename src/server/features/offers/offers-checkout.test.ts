import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFERS_PATHS, type CreateDiscountCode, type DiscountCode } from '../../../shared/features/offers.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { me } from '../../test-support/people.js';

const DAY_SECONDS = 24 * 3600;

const halfOffFirstYear: CreateDiscountCode = {
  code: 'HALF-YEAR',
  percentOff: 50,
  duration: 'repeating',
  durationInMonths: 12,
  appliesTo: 'monthly',
  maxRedemptions: 1,
  newMembersOnly: true,
};

describe('a discount code at checkout', () => {
  let app: FastifyInstance;
  let owner: Person;

  const createCode = async (body: CreateDiscountCode) => {
    const res = await app.inject({ method: 'POST', url: OFFERS_PATHS.codes, headers: owner.headers, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json<DiscountCode>();
  };
  const checkout = (who: Person, promotionCode: string) =>
    app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId: randomUUID(), promotionCode } });
  const newMember = async (email: string) => {
    const who = await signInBasic(app, email);
    expect((await acceptAgreement(app, who)).statusCode).toBe(201);
    return who;
  };
  /** The member's invoice totals, oldest first. */
  const totalsOf = async (who: Person) => {
    const simulator = simulatorOf(app).simulator;
    const subscription = simulator.subscription(subscriptionIdOf(app, (await me(app, who)).id));
    return simulator.listInvoices({ subscription: subscription.id }).reverse().map((invoice) => invoice.total);
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('charges half for twelve months, then the full price, and counts the redemption', async () => {
    await createCode(halfOffFirstYear);
    const ada = await newMember('ada@example.com');
    const res = await checkout(ada, 'half-year');
    expect(res.statusCode).toBe(200);
    const simulator = simulatorOf(app).simulator;
    const { sessionId } = res.json<{ sessionId: string }>();
    expect(simulator.session(sessionId).amount_total).toBe(1000);
    simulator.completeCheckout(sessionId);
    await simulatorOf(app).webhooks.settled();
    // 31-day steps: twelve renewals in 372 days, the thirteenth month not yet reached.
    for (let month = 0; month < 12; month += 1) simulator.advanceClock(31 * DAY_SECONDS);
    expect(await totalsOf(ada)).toEqual([...Array<number>(12).fill(1000), 2000]);

    const listed = (await app.inject({ url: OFFERS_PATHS.codes, headers: owner.headers })).json<{ codes: DiscountCode[] }>().codes;
    expect(listed.find((code) => code.code === 'HALF-YEAR')).toMatchObject({ redemptions: 1, maxRedemptions: 1 });
  });

  it('takes a one-time amount off the first payment only', async () => {
    await createCode({ code: 'FIVE-OFF', amountOffCents: 500, duration: 'once', appliesTo: 'monthly', newMembersOnly: false });
    const bea = await newMember('bea@example.com');
    const res = await checkout(bea, 'FIVE-OFF');
    expect(res.statusCode).toBe(200);
    const simulator = simulatorOf(app).simulator;
    simulator.completeCheckout(res.json<{ sessionId: string }>().sessionId);
    await simulatorOf(app).webhooks.settled();
    simulator.advanceClock(31 * DAY_SECONDS);
    expect(await totalsOf(bea)).toEqual([1500, 2000]);
  });

  it('refuses a code that cannot be used with a message saying why, and opens no checkout', async () => {
    const simulator = simulatorOf(app).simulator;
    const stale = await createCode({ code: 'STALE', percentOff: 10, duration: 'once', appliesTo: 'monthly', newMembersOnly: false });
    const gone = await createCode({ code: 'GONE', percentOff: 10, duration: 'once', appliesTo: 'monthly', newMembersOnly: false });
    await app.inject({ method: 'POST', url: `/api/admin/offers/codes/${gone.id}/deactivate`, headers: owner.headers });
    simulator.coupons.promotionCode(stale.id).expires_at = Math.floor(Date.now() / 1000) - 60;
    // A code the provider holds for the annual plan (made there; the owner's form cannot make one yet).
    const annual = simulator.coupons.createCoupon({ percent_off: '20', duration: 'once', metadata: { plan: 'annual' } });
    simulator.coupons.createPromotionCode({ code: 'YEARLY', promotion: { type: 'coupon', coupon: annual.id } });

    const cyd = await newMember('cyd@example.com');
    const sessionsBefore = simulator.listCheckoutSessions({}).length;
    const cases: [string, string, string][] = [
      ['NOPE', 'unknown_code', OFFER_MESSAGES.unknownCode],
      ['GONE', 'code_deactivated', OFFER_MESSAGES.codeDeactivated],
      ['STALE', 'code_expired', OFFER_MESSAGES.codeExpired],
      ['HALF-YEAR', 'code_used_up', OFFER_MESSAGES.codeUsedUp],
      ['YEARLY', 'code_other_plan', OFFER_MESSAGES.codeOtherPlan],
    ];
    for (const [code, errorCode, message] of cases) {
      const res = await checkout(cyd, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ code: errorCode, message });
    }
    expect(simulator.listCheckoutSessions({})).toHaveLength(sessionsBefore);
  });

  it("passes on the provider's own refusal when the code changed there after the site's check", async () => {
    const simulator = simulatorOf(app).simulator;
    const late = await createCode({ code: 'LATE', percentOff: 10, duration: 'once', appliesTo: 'monthly', newMembersOnly: false });
    // Expired by the provider's clock (moved a year on above), not yet by the site's.
    simulator.coupons.promotionCode(late.id).expires_at = simulator.now() - 60;
    const dee = await newMember('dee@example.com');
    const res = await checkout(dee, 'LATE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_refused', message: 'This promotion code has expired.' });
  });

  it('keeps a new-members-only code from a member who has paid before', async () => {
    await createCode({ ...halfOffFirstYear, code: 'WELCOME', maxRedemptions: undefined });
    const bea = await signInBasic(app, 'bea@example.com');
    const simulator = simulatorOf(app).simulator;
    // Bea paid before; her subscription ends, and she comes back with a code for new members.
    simulator.cancelNow(subscriptionIdOf(app, (await me(app, bea)).id));
    await simulatorOf(app).webhooks.settled();
    const res = await checkout(bea, 'WELCOME');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_new_members_only', message: OFFER_MESSAGES.codeNewMembersOnly });
  });
});
