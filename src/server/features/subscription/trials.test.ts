import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PATHS, type BillingState, type PlansResponse } from '../../../shared/features/subscription.schema.js';
import type { SimEvent } from '../../dev/payment-simulator-objects.js';
import { mailsTo } from '../../test-support/outbox.js';
import { me, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { findTrialRecord } from './trials.repo.js';

const DAY = 24 * 3600;
const TRIAL_DAYS = 7;
const form = { method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };

describe('free trials (ADR 0121)', () => {
  let app: FastifyInstance;
  let owner: Person;
  const sim = () => simulatorOf(app).simulator;
  const settled = () => simulatorOf(app).webhooks.settled();
  const plansFor = async (who?: Person) => (await app.inject({ url: SUBSCRIPTION_PATHS.plans, headers: who?.headers ?? {} })).json<PlansResponse>();
  const billingOf = async (who: Person) => (await app.inject({ url: SUBSCRIPTION_PATHS.billing, headers: who.headers })).json<BillingState>();
  const setTrialDays = async (trialDays: unknown) => {
    const content = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json<{ plans: object }>();
    return app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: owner.headers, payload: { ...content, plans: { ...content.plans, trialDays } } });
  };
  const newMember = async (email: string) => {
    const who = await signInBasic(app, email);
    expect((await acceptAgreement(app, who)).statusCode).toBe(201);
    return who;
  };
  const checkout = async (who: Person) => {
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId: randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sessionId: string }>().sessionId;
  };
  const subscribe = async (who: Person) => {
    const sessionId = await checkout(who);
    sim().completeCheckout(sessionId);
    await settled();
    return sessionId;
  };
  const chargedOf = (subscriptionId: string) => sim().listInvoices({ subscription: subscriptionId }).map((invoice) => invoice.amount_paid);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('is off by default, and refuses trial days outside 0 to 90 with the shared message', async () => {
    expect((await plansFor()).trialDays).toBe(0);
    for (const bad of [-1, 91, 2.5, 'seven']) {
      const res = await setTrialDays(bad);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('trial days between 0 (no trial) and 90');
    }
    expect((await setTrialDays(TRIAL_DAYS)).statusCode).toBe(200);
  });

  it('starts a trial at checkout, with the card collected, and the member is Pro with the trial end in the menu data', async () => {
    const ada = await newMember('ada-trial@example.com');
    expect((await plansFor(ada)).trialDays).toBe(TRIAL_DAYS);
    const sessionId = await subscribe(ada);
    expect(sim().session(sessionId)).toMatchObject({ amount_total: 0, payment_status: 'no_payment_required' });

    const user = await me(app, ada);
    const subscription = sim().subscription(subscriptionIdOf(app, user.id));
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end! - subscription.trial_start!).toBe(TRIAL_DAYS * DAY);
    expect(user).toMatchObject({ role: 'pro_user', tier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: subscription.trial_end });
    expect(await billingOf(ada)).toMatchObject({ trialEndsAt: subscription.trial_end });
    expect(chargedOf(subscription.id)).toEqual([0]);
    expect((await findTrialRecord(app.ctx.database.db, user.id))?.usedAt).toBeInstanceOf(Date);
    const welcome = await mailsTo(app, 'ada-trial@example.com', 'Welcome to Pro: your free trial has started');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toContain('Nothing was charged today');
    expect(welcome[0]).toContain('charged $20.00 a month');
  });

  it('gives no second trial: the plans say 0 and the next checkout charges at once', async () => {
    const bea = await newMember('bea-trial@example.com');
    await subscribe(bea);
    const user = await me(app, bea);
    // Ended at once by the owner; coming back, the member pays from day one.
    sim().cancelNow(subscriptionIdOf(app, user.id));
    await settled();
    expect(await me(app, bea)).toMatchObject({ tier: 'basic' });
    expect((await plansFor(bea)).trialDays).toBe(0);
    const again = await subscribe(bea);
    expect(sim().session(again).amount_total).toBe(2000);
    expect(sim().subscription(subscriptionIdOf(app, user.id))).toMatchObject({ status: 'active', trial_end: null });
  });

  it('reminds the member once, 3 days before the end, then charges the price when the clock reaches the end', async () => {
    const cy = await newMember('cy-trial@example.com');
    await subscribe(cy);
    const user = await me(app, cy);
    const subscriptionId = subscriptionIdOf(app, user.id);
    const trialEnd = sim().subscription(subscriptionId).trial_end!;

    sim().advanceClockFor(user.id, 3 * DAY);
    await settled();
    expect(await mailsTo(app, 'cy-trial@example.com', 'Your free trial ends soon')).toEqual([]);
    sim().advanceClockFor(user.id, 1 * DAY + 60);
    await settled();
    const reminder = sim().events.filter((e) => e.type === 'customer.subscription.trial_will_end' && sim().concernsUser(e, user.id));
    expect(reminder).toHaveLength(1);
    expect(await simulatorOf(app).webhooks.redeliver(reminder[0]!, 3)).toEqual([200, 200, 200]);
    // The provider may announce one trial's end again as a new event (say after the trial was moved): still one e-mail.
    expect(await simulatorOf(app).webhooks.redeliver({ ...reminder[0]!, id: `${reminder[0]!.id}_again` })).toEqual([200]);
    const mails = await mailsTo(app, 'cy-trial@example.com', 'Your free trial ends soon');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('charged $20.00 a month');
    expect(mails[0]).toContain('Manage Billing');
    const firstCharge = new Date((trialEnd - 4 * DAY - 60) * 1000).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
    expect(mails[0]).toContain(firstCharge);

    sim().advanceClockFor(user.id, 3 * DAY);
    await settled();
    expect(chargedOf(subscriptionId)).toEqual([2000, 0]);
    expect(sim().subscription(subscriptionId).status).toBe('active');
    expect(await me(app, cy)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
    expect((await billingOf(cy)).trialEndsAt).toBeNull();
    expect(await mailsTo(app, 'cy-trial@example.com', 'Your free trial ends soon')).toHaveLength(1);
  });

  it('cancelling in the billing portal during the trial keeps Pro to its end, then Basic with nothing charged and no reminder', async () => {
    const dee = await newMember('dee-trial@example.com');
    await subscribe(dee);
    const user = await me(app, dee);
    const subscriptionId = subscriptionIdOf(app, user.id);
    const trialEnd = sim().subscription(subscriptionId).trial_end!;
    const { url } = (await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.billingPortal, headers: dee.headers })).json<{ url: string }>();
    expect((await fetch(`${url}/cancel`, form)).status).toBe(303);
    await settled();
    expect(await me(app, dee)).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation', subscriptionEndDate: trialEnd });

    sim().advanceClockFor(user.id, TRIAL_DAYS * DAY + 60);
    await settled();
    expect(sim().subscription(subscriptionId).status).toBe('canceled');
    expect(chargedOf(subscriptionId)).toEqual([0]);
    expect(await me(app, dee)).toMatchObject({ role: 'user', tier: 'basic', subscriptionStatus: 'canceled' });
    expect(await mailsTo(app, 'dee-trial@example.com', 'Your free trial ends soon')).toEqual([]);
  });

  const ORDERS = [
    ['customer.subscription.trial_will_end', 'invoice.paid', 'customer.subscription.created', 'checkout.session.completed'],
    ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'customer.subscription.trial_will_end'],
    ['invoice.paid', 'customer.subscription.trial_will_end', 'checkout.session.completed', 'customer.subscription.created'],
  ];

  it.each(ORDERS.map((order, index) => [index, order] as const))('replayed three times in order %i, the trial events end in the same record and one reminder', async (index, order) => {
    const email = `replay-${index}@example.com`;
    const who = await newMember(email);
    const mine = (event: SimEvent) => sim().concernsUser(event, who.id);
    simulatorOf(app).webhooks.hold(mine);
    const sessionId = await checkout(who);
    sim().completeCheckout(sessionId);
    sim().advanceClockFor(who.id, (TRIAL_DAYS - 2) * DAY);
    const held = [...simulatorOf(app).webhooks.heldEvents].filter(mine);
    expect(held.map((e) => e.type)).toEqual(expect.arrayContaining(order));
    await simulatorOf(app).webhooks.release(order, mine);
    for (const type of [...order].reverse()) {
      for (const event of held.filter((e) => e.type === type)) await simulatorOf(app).webhooks.redeliver(event, 3);
    }
    const subscription = sim().subscription(subscriptionIdOf(app, who.id));
    expect(await me(app, who)).toMatchObject({ role: 'pro_user', tier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: subscription.trial_end });
    expect(await billingOf(who)).toMatchObject({ trialEndsAt: subscription.trial_end });
    expect((await findTrialRecord(app.ctx.database.db, who.id))?.remindedAt).toBeInstanceOf(Date);
    // Counted in the queue, where "once" is decided (the outbox is read in the reminder test above).
    const reminders = (await findNotifications(app.ctx.database.db, { userId: who.id })).filter((job) => job.type === 'trial_ending');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.recipient).toBe(email);
  });
});
