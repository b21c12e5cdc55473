import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFERS_PATHS, type CreateDiscountCode, type DiscountCheck } from '../../../shared/features/offers.schema.js';
import { me, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, startCheckout, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';

const halfForThreeMonths: CreateDiscountCode = {
  code: 'HALF-3',
  percentOff: 50,
  duration: 'repeating',
  durationInMonths: 3,
  appliesTo: 'monthly',
  newMembersOnly: false,
};

describe('a share link code in the Subscribe view, and the code box on the hosted checkout page', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;

  const checkCode = (who: Person | null, code: string, plan: 'monthly' | 'yearly' = 'monthly') =>
    app.inject({ url: `${OFFERS_PATHS.check}?${new URLSearchParams({ code, plan }).toString()}`, headers: who?.headers ?? {} });
  const postForm = (url: string, body: string) =>
    fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInBasic(app, 'ada@example.com');
    for (const code of [halfForThreeMonths, { code: 'FIRST-FREE', percentOff: 100, duration: 'once', appliesTo: 'monthly', newMembersOnly: false } as const]) {
      expect((await app.inject({ method: 'POST', url: OFFERS_PATHS.codes, headers: owner.headers, payload: code })).statusCode).toBe(201);
    }
  });
  afterAll(async () => app.close());

  it('states the price during the offer and after it, opening no checkout', async () => {
    const sessionsBefore = simulatorOf(app).simulator.listCheckoutSessions({}).length;
    const res = await checkCode(ada, 'half-3');
    expect(res.statusCode).toBe(200);
    expect(res.json<DiscountCheck>()).toEqual({
      code: 'HALF-3',
      offerCents: 1000,
      fullCents: 2000,
      duration: 'repeating',
      durationInMonths: 3,
      summary: '$10/month for 3 months, then $20/month',
    });
    expect((await checkCode(ada, 'FIRST-FREE')).json<DiscountCheck>().summary).toBe('$0 for the first month, then $20/month');
    expect(simulatorOf(app).simulator.listCheckoutSessions({})).toHaveLength(sessionsBefore);
  });

  it('states a code on the yearly plan in its price and period', async () => {
    for (const code of [
      { code: 'YEAR-HALF', percentOff: 50, duration: 'once', appliesTo: 'both', newMembersOnly: false },
      { code: 'TWO-YEARS', amountOffCents: 5000, duration: 'repeating', durationInMonths: 13, appliesTo: 'annual', newMembersOnly: false },
      { code: 'ALWAYS-10', percentOff: 10, duration: 'forever', appliesTo: 'both', newMembersOnly: false },
    ] as const) {
      expect((await app.inject({ method: 'POST', url: OFFERS_PATHS.codes, headers: owner.headers, payload: code })).statusCode).toBe(201);
    }
    const yearly = async (code: string) => (await checkCode(ada, code, 'yearly')).json<DiscountCheck>();
    expect(await yearly('YEAR-HALF')).toMatchObject({ offerCents: 10000, fullCents: 20000, summary: '$100 for the first year, then $200/year' });
    expect((await yearly('TWO-YEARS')).summary).toBe('$150/year for the first 2 years, then $200/year');
    expect((await yearly('ALWAYS-10')).summary).toBe('$180/year for as long as you stay, instead of $200/year');
    expect((await checkCode(ada, 'ALWAYS-10')).json<DiscountCheck>().summary).toBe('$18/month for as long as you stay, instead of $20/month');
    const otherPlan = await checkCode(ada, 'HALF-3', 'yearly');
    expect(otherPlan.statusCode).toBe(400);
    expect(otherPlan.json()).toEqual({ code: 'code_other_plan', message: OFFER_MESSAGES.codeOtherPlan });
  });

  it('says why a code cannot be used, and asks a visitor to sign in first', async () => {
    expect((await checkCode(ada, 'NOPE')).json()).toEqual({ code: 'unknown_code', message: OFFER_MESSAGES.unknownCode });
    const malformed = await checkCode(ada, 'two words');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(OFFER_MESSAGES.unknownCode);
    expect((await checkCode(null, 'HALF-3')).statusCode).toBe(401);
  });

  it('applies a code typed into the hosted page, which the subscription then charges', async () => {
    expect((await acceptAgreement(app, ada)).statusCode).toBe(201);
    const { url, sessionId } = (await startCheckout(app, ada)).json<{ url: string; sessionId: string }>();
    const page = await (await fetch(url)).text();
    expect(page).toContain('<label for="promotion-code">Promotion code</label>');

    const unknown = await postForm(`${url}/code`, 'code=NOPE');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('This code is invalid.');

    const applied = await postForm(`${url}/code`, 'code=half-3');
    expect(applied.status).toBe(200);
    const html = await applied.text();
    expect(html).toMatch(/<button class="pay" type="submit">Pay \$10\.00<\/button>/);
    expect(html).toContain('Discount applied: was $20.00');

    expect((await postForm(`${url}/complete`, 'card=4242424242424242')).status).toBe(303);
    const { simulator, webhooks } = simulatorOf(app);
    await webhooks.settled();
    expect((await me(app, ada)).tier).toBe('pro');
    const subscription = simulator.subscription(subscriptionIdOf(app, (await me(app, ada)).id));
    expect(simulator.listInvoices({ subscription: subscription.id }).map((invoice) => invoice.total)).toEqual([1000]);
    expect(simulator.session(sessionId).discounts).toHaveLength(1);
    const listed = (await app.inject({ url: OFFERS_PATHS.codes, headers: owner.headers })).json<{ codes: { code: string; redemptions: number }[] }>().codes;
    expect(listed.find((code) => code.code === 'HALF-3')?.redemptions).toBe(1);
  });
});
