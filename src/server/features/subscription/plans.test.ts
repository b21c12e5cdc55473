import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFERS_PATHS, type CreateDiscountCode } from '../../../shared/features/offers.schema.js';
import { PLAN_MESSAGES, SUBSCRIPTION_PATHS, type Plan } from '../../../shared/features/subscription.schema.js';
import { me, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { listSubscriptionsOfUser } from './subscription.repo.js';

const DAY_SECONDS = 24 * 3600;

describe('the monthly and yearly plans', () => {
  let app: FastifyInstance;
  let owner: Person;

  const checkout = (who: Person, plan: Plan | 'weekly', promotionCode?: string) =>
    app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId: randomUUID(), plan, promotionCode } });
  const newMember = async (email: string) => {
    const who = await signInBasic(app, email);
    expect((await acceptAgreement(app, who)).statusCode).toBe(201);
    return who;
  };
  const createCode = async (body: CreateDiscountCode) => {
    const res = await app.inject({ method: 'POST', url: OFFERS_PATHS.codes, headers: owner.headers, payload: body });
    expect(res.statusCode).toBe(201);
  };
  /** Checkout, Pay on the hosted page and the webhooks: the member as the site then sees them. */
  const subscribe = async (who: Person, plan: Plan, promotionCode?: string) => {
    const res = await checkout(who, plan, promotionCode);
    expect(res.statusCode).toBe(200);
    const { sessionId } = res.json<{ sessionId: string }>();
    simulatorOf(app).simulator.completeCheckout(sessionId);
    await simulatorOf(app).webhooks.settled();
    return sessionId;
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('offers both plans to anyone, the yearly one with its saving against twelve months', async () => {
    const res = await app.inject({ url: SUBSCRIPTION_PATHS.plans });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000, trialDays: 0 });
  });

  it('bills the yearly plan at the yearly price once a year, and keeps the plan on the subscription', async () => {
    const ada = await newMember('ada@example.com');
    const sessionId = await subscribe(ada, 'yearly');
    const simulator = simulatorOf(app).simulator;
    expect(simulator.session(sessionId).amount_total).toBe(20000);

    const user = await me(app, ada);
    expect(user).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });
    expect(user.subscriptionEndDate - user.subscriptionStartDate).toBeGreaterThanOrEqual(365 * DAY_SECONDS);
    const [mirrored] = await listSubscriptionsOfUser(app.ctx.database.db, user.id);
    expect(mirrored?.planInterval).toBe('year');

    // Eleven months on, nothing more is charged; past the year, the second yearly payment.
    const subscriptionId = subscriptionIdOf(app, user.id);
    const totals = () => simulator.listInvoices({ subscription: subscriptionId }).map((invoice) => invoice.total);
    simulator.advanceClockFor(user.id, 334 * DAY_SECONDS);
    expect(totals()).toEqual([20000]);
    simulator.advanceClockFor(user.id, 32 * DAY_SECONDS);
    expect(totals()).toEqual([20000, 20000]);
  });

  it('keeps the monthly plan at $20 a month, the plan when none is named', async () => {
    const bea = await newMember('bea@example.com');
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: bea.headers, payload: { attemptId: randomUUID() } });
    expect(res.statusCode).toBe(200);
    expect(simulatorOf(app).simulator.session(res.json<{ sessionId: string }>().sessionId).amount_total).toBe(2000);
    const cy = await newMember('cy@example.com');
    await subscribe(cy, 'monthly');
    const [mirrored] = await listSubscriptionsOfUser(app.ctx.database.db, (await me(app, cy)).id);
    expect(mirrored?.planInterval).toBe('month');
  });

  it('refuses a plan that does not exist', async () => {
    const dee = await newMember('dee@example.com');
    const res = await checkout(dee, 'weekly');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('checks a discount code against the plan: an annual code takes its share off the yearly price only', async () => {
    await createCode({ code: 'YEAR-HALF', percentOff: 50, duration: 'once', appliesTo: 'annual', newMembersOnly: false });
    const eve = await newMember('eve@example.com');
    const onMonthly = await checkout(eve, 'monthly', 'YEAR-HALF');
    expect(onMonthly.statusCode).toBe(400);
    expect(onMonthly.json()).toMatchObject({ code: 'code_other_plan', message: OFFER_MESSAGES.codeOtherPlan });
    const sessionId = await subscribe(eve, 'yearly', 'YEAR-HALF');
    expect(simulatorOf(app).simulator.session(sessionId).amount_total).toBe(10000);
  });

  it('charges the yearly price the owner set', async () => {
    const content = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json<Record<string, unknown>>();
    const saved = await app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: owner.headers, payload: { ...content, plans: { annualPriceCents: 15000 } } });
    expect(saved.statusCode).toBe(200);
    const fay = await newMember('fay@example.com');
    const res = await checkout(fay, 'yearly');
    expect(simulatorOf(app).simulator.session(res.json<{ sessionId: string }>().sessionId).amount_total).toBe(15000);
  });

  describe('switching plans in Manage Billing', () => {
    const switchTo = (who: Person, plan: Plan) => app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.plan, headers: who.headers, payload: { plan } });
    const billing = async (who: Person) => (await app.inject({ url: SUBSCRIPTION_PATHS.billing, headers: who.headers })).json<{ plan: Plan | null }>();
    const totalsOf = async (who: Person) =>
      simulatorOf(app).simulator.listInvoices({ subscription: subscriptionIdOf(app, (await me(app, who)).id) }).map((invoice) => invoice.total).reverse();

    it('moves a monthly member to yearly mid-month, charging the yearly price less the unused part of the month', async () => {
      const gus = await newMember('gus@example.com');
      await subscribe(gus, 'monthly');
      expect(await billing(gus)).toMatchObject({ plan: 'monthly' });
      const simulator = simulatorOf(app).simulator;
      const user = await me(app, gus);
      simulator.advanceClockFor(user.id, 10 * DAY_SECONDS);
      const item = simulator.subscription(subscriptionIdOf(app, user.id)).items.data[0]!;
      const unused = (item.current_period_end - simulator.now()) / (item.current_period_end - item.current_period_start);

      const { yearlyCents } = (await app.inject({ url: SUBSCRIPTION_PATHS.plans })).json<{ yearlyCents: number }>();
      const res = await switchTo(gus, 'yearly');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ plan: 'yearly', pastDue: false });
      expect(await totalsOf(gus)).toEqual([2000, yearlyCents - Math.round(2000 * unused)]);
      await simulatorOf(app).webhooks.settled();
      const after = await me(app, gus);
      expect(after).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });
      expect(after.subscriptionEndDate - simulator.now()).toBeGreaterThanOrEqual(365 * DAY_SECONDS - 60);
      expect(await billing(gus)).toMatchObject({ plan: 'yearly' });

      // Back to monthly at once: the unused year is a credit that pays the next months.
      expect((await switchTo(gus, 'monthly')).statusCode).toBe(200);
      simulator.advanceClockFor(after.id, 32 * DAY_SECONDS);
      const totals = await totalsOf(gus);
      expect(totals.slice(2)).toEqual([0, 0]);
      expect(await billing(gus)).toMatchObject({ plan: 'monthly' });
    });

    it('refuses the plan the member is on, and a switch while a payment is failing, charging nothing', async () => {
      const hal = await newMember('hal@example.com');
      await subscribe(hal, 'monthly');
      const same = await switchTo(hal, 'monthly');
      expect(same.statusCode).toBe(409);
      expect(same.json()).toMatchObject({ code: 'same_plan', message: PLAN_MESSAGES.samePlan });

      const simulator = simulatorOf(app).simulator;
      const user = await me(app, hal);
      simulator.failNextRenewal(subscriptionIdOf(app, user.id));
      simulator.advanceClockFor(user.id, 32 * DAY_SECONDS);
      await simulatorOf(app).webhooks.settled();
      const before = await totalsOf(hal);
      const failing = await switchTo(hal, 'yearly');
      expect(failing.statusCode).toBe(409);
      expect(failing.json()).toEqual({ code: 'payment_failing', message: PLAN_MESSAGES.paymentFailing });
      expect(await totalsOf(hal)).toEqual(before);
      expect(await billing(hal)).toMatchObject({ plan: 'monthly' });
    });

    it('refuses a member without a subscription', async () => {
      const ivy = await newMember('ivy@example.com');
      const res = await switchTo(ivy, 'yearly');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('no_active_subscription');
    });
  });

  it.each(['as_created', 'reverse'] as const)('applies a switch made at the provider from its webhooks delivered %s, each three times', async (order) => {
    const who = await newMember(`switch-${order}@example.com`);
    await subscribe(who, 'monthly');
    const user = await me(app, who);
    const { simulator, webhooks } = simulatorOf(app);
    const subscription = simulator.subscription(subscriptionIdOf(app, user.id));
    const item = subscription.items.data[0]!;
    webhooks.hold((event) => JSON.stringify(event.data.object).includes(subscription.customer));
    simulator.updateSubscription(subscription.id, {
      items: [{ id: item.id, price_data: { currency: 'usd', unit_amount: '20000', recurring: { interval: 'year' }, product: item.price.product } }],
      proration_behavior: 'always_invoice',
    });
    const held = [...webhooks.heldEvents];
    expect(held.map((event) => event.type)).toContain('customer.subscription.updated');
    await webhooks.release(order === 'reverse' ? 'reverse' : 'as_created');
    for (const event of order === 'reverse' ? [...held].reverse() : held) await webhooks.redeliver(event, 2);

    const [mirrored] = await listSubscriptionsOfUser(app.ctx.database.db, user.id);
    expect(mirrored).toMatchObject({ planInterval: 'year', status: 'active' });
    const after = await me(app, who);
    expect(after).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });
    expect(after.subscriptionEndDate - simulator.now()).toBeGreaterThanOrEqual(365 * DAY_SECONDS - 60);
  });
});
