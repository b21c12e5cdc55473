import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PATHS } from '../../../shared/features/retention.schema.js';
import { SUBSCRIPTION_PATHS, type Plan } from '../../../shared/features/subscription.schema.js';
import { signWebhookPayload } from '../../integrations/stripe-objects.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { SIMULATOR_CONTROLS_PREFIX } from '../../dev/payment-simulator-standin.js';
import { acceptAgreement, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';

const DAY_SECONDS = 24 * 3600;

describe('the annual renewal reminder (invoice.upcoming)', () => {
  let app: FastifyInstance;
  let owner: Person;

  const sim = () => simulatorOf(app).simulator;
  const settle = () => simulatorOf(app).webhooks.settled();
  const remindersOf = async (who: Person) => (await findNotifications(app.ctx.database.db, { userId: who.id })).filter((job) => job.type === 'renewal_reminder');
  const subscribe = async (email: string, plan: Plan) => {
    const who = await signInBasic(app, email);
    expect((await acceptAgreement(app, who)).statusCode).toBe(201);
    const res = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId: randomUUID(), plan } });
    expect(res.statusCode).toBe(200);
    sim().completeCheckout(res.json<{ sessionId: string }>().sessionId);
    await settle();
    return who;
  };
  /** Delivers an event again as the provider would resend it: the same object under a new event id. */
  const deliverAgain = async (event: object) => {
    const body = JSON.stringify({ ...event, id: `evt_replay_${randomUUID().replaceAll('-', '')}` });
    const res = await app.inject({
      method: 'POST',
      url: SUBSCRIPTION_PATHS.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(body, app.ctx.payments.webhookSecret!) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  };
  const upcomingEvents = () => sim().events.filter((event) => event.type === 'invoice.upcoming');

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('e-mails an annual member the price, the date and Manage Billing 30 days before renewal, once, and a monthly member nothing', async () => {
    const ada = await subscribe('ada@example.com', 'yearly');
    const bea = await subscribe('bea@example.com', 'monthly');
    // Eleven months on: past renewal − 30 days for Ada's year; Bea renews monthly meanwhile.
    for (let month = 0; month < 11; month += 1) sim().advanceClock(31 * DAY_SECONDS);
    await settle();
    expect(upcomingEvents()).toHaveLength(1);
    const [reminder, ...more] = await remindersOf(ada);
    expect(more).toHaveLength(0);
    const renewsAt = (upcomingEvents()[0]!.data.object as { next_payment_attempt: number }).next_payment_attempt;
    expect(reminder?.data).toMatchObject({ amountCents: 20000, nextRenewal: renewsAt });
    expect(reminder!.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await remindersOf(bea)).toHaveLength(0);
  });

  it('stays one e-mail per renewal when the events come again three times, in several orders', async () => {
    const ada = await signInBasic(app, 'ada@example.com');
    const upcoming = upcomingEvents()[0]!;
    const subscriptionEvents = sim().events.filter((event) => event.type === 'customer.subscription.updated').slice(-2);
    const orders = [
      [upcoming, ...subscriptionEvents],
      [...subscriptionEvents, upcoming],
      [subscriptionEvents[0]!, upcoming, subscriptionEvents[1]!],
    ];
    expect(subscriptionEvents.length).toBeGreaterThan(0);
    for (let round = 0; round < 3; round += 1) {
      for (const order of orders) for (const event of order) await deliverAgain(event);
    }
    expect(await remindersOf(ada)).toHaveLength(1);
  });

  it('waits until renewal − the owner’s days when the provider tells earlier, and skips a member who canceled', async () => {
    expect((await app.inject({ method: 'PUT', url: RETENTION_PATHS.settings, headers: owner.headers, payload: { offer: null, renewalReminderDays: 20 } })).statusCode).toBe(200);
    const cyd = await subscribe('cyd@example.com', 'yearly');
    const dee = await subscribe('dee@example.com', 'yearly');
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: dee.headers })).statusCode).toBe(200);
    const before = Date.now();
    for (let month = 0; month < 11; month += 1) sim().advanceClock(31 * DAY_SECONDS);
    await settle();
    const [reminder] = await remindersOf(cyd);
    // The simulated account tells 30 days ahead; the owner asked for 20: ten days' wait (give or take the clock's steps).
    const waitDays = (reminder!.availableAt.getTime() - before) / 1000 / DAY_SECONDS;
    expect(waitDays).toBeGreaterThan(0);
    expect(waitDays).toBeLessThanOrEqual(10);
    expect(await remindersOf(dee)).toHaveLength(0);
  });

  // Two more years of the clock for every member of this suite: more time than the default on a busy machine.
  it('follows the payment account’s days before renewal: at 45 the reminder is due as the event comes, at 15 not before', async () => {
    const control = (payload: object, who: Person = owner) =>
      app.inject({ method: 'POST', url: `${SIMULATOR_CONTROLS_PREFIX}/upcoming-renewal-days`, headers: who.headers, payload });
    expect((await control({ days: 2 })).statusCode).toBe(400);
    expect((await control({ days: 45 }, await signInBasic(app, 'nosy@example.com'))).statusCode).toBe(403);
    for (const days of [45, 15]) {
      expect((await control({ days })).statusCode).toBe(200);
      expect((await app.inject({ method: 'PUT', url: RETENTION_PATHS.settings, headers: owner.headers, payload: { offer: null, renewalReminderDays: days } })).statusCode).toBe(200);
      const who = await subscribe(`year-${days}@example.com`, 'yearly');
      const renewsAt = sim().subscription(subscriptionIdOf(app, who.id)).items.data[0]!.current_period_end;
      sim().advanceClock(renewsAt - days * DAY_SECONDS - sim().now() - 2 * DAY_SECONDS);
      await settle();
      expect(await remindersOf(who)).toHaveLength(0);
      sim().advanceClock(3 * DAY_SECONDS);
      await settle();
      const [reminder] = await remindersOf(who);
      expect(reminder?.data).toMatchObject({ nextRenewal: renewsAt });
      // The account told exactly the owner's days ahead: nothing to wait for.
      expect(reminder!.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  }, 120_000);
});
