import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_MESSAGES, RETENTION_PATHS, type PresentedOffer, type RetentionSettings, type RetentionSettingsInput } from '../../../shared/features/retention.schema.js';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { me, signInOwner, type Person } from '../../test-support/people.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('the retention offer at Cancel Subscription', () => {
  let app: FastifyInstance;
  let owner: Person;

  const settings = () => app.inject({ url: RETENTION_PATHS.settings, headers: owner.headers });
  const save = (payload: RetentionSettingsInput | Record<string, unknown>) => app.inject({ method: 'PUT', url: RETENTION_PATHS.settings, headers: owner.headers, payload });
  const present = async (who: Person) => {
    const res = await app.inject({ method: 'POST', url: RETENTION_PATHS.present, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json<PresentedOffer>().offer;
  };
  const accept = (who: Person) => app.inject({ method: 'POST', url: RETENTION_PATHS.accept, headers: who.headers });
  /** The member's invoice totals, oldest first, after the clock runs past `renewals` period ends. */
  const totalsAfterRenewals = async (who: Person, renewals: number) => {
    const simulator = simulatorOf(app).simulator;
    const subscriptionId = subscriptionIdOf(app, (await me(app, who)).id);
    for (let i = 0; i < renewals; i += 1) {
      simulator.advanceClock(simulator.subscription(subscriptionId).items.data[0]!.current_period_end - simulator.now() + 60);
    }
    await simulatorOf(app).webhooks.settled();
    return simulator.listInvoices({ subscription: subscriptionId }).reverse().map((invoice) => invoice.total);
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('refuses a bad offer with the shared schema’s message, and shows members nothing while none is set', async () => {
    for (const bad of [
      { offer: { percentOff: 0, durationInMonths: 1 }, renewalReminderDays: 30 },
      { offer: { percentOff: 50, durationInMonths: 37 }, renewalReminderDays: 30 },
      { offer: null, renewalReminderDays: 14 },
      { offer: null, renewalReminderDays: 46 },
    ]) {
      const res = await save(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await save({ offer: null, renewalReminderDays: 14 })).body).toContain(RETENTION_MESSAGES.reminderRange);
    expect((await settings()).json<RetentionSettings>()).toEqual({ offer: null, renewalReminderDays: 30, offered: 0, accepted: 0, winBack: null });
    const ada = await subscribedMember(app, 'ada@example.com');
    expect(await present(ada)).toBeNull();
  });

  it('offers 50% for 3 months once; taking it keeps the subscription and the next three renewals cost half', async () => {
    const saved = await save({ offer: { percentOff: 50, durationInMonths: 3 }, renewalReminderDays: 30 });
    expect(saved.statusCode).toBe(200);
    const bea = await subscribedMember(app, 'bea@example.com');
    // She cancels some days into her month, as members do (three months from then cover three renewals).
    simulatorOf(app).simulator.advanceClock(5 * 24 * 3600);
    expect(await present(bea)).toEqual({ percentOff: 50, durationInMonths: 3, summary: '50% off for 3 months' });
    // Shown once: a second press of Cancel Subscription goes straight to the spec's confirmation.
    expect(await present(bea)).toBeNull();

    const res = await accept(bea);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RETENTION_MESSAGES.accepted });
    expect((await me(app, bea)).subscriptionStatus).toBe('active');
    // A retried accept applies nothing twice.
    expect((await accept(bea)).statusCode).toBe(409);
    expect(await totalsAfterRenewals(bea, 4)).toEqual([2000, 1000, 1000, 1000, 2000]);
    expect((await settings()).json<RetentionSettings>()).toMatchObject({ offered: 1, accepted: 1 });
  });

  it('declining cancels as the spec says, and the member is never offered it again', async () => {
    const cyd = await subscribedMember(app, 'cyd@example.com');
    expect(await present(cyd)).not.toBeNull();
    const cancel = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: cyd.headers });
    expect(cancel.statusCode).toBe(200);
    expect((await me(app, cyd)).subscriptionStatus).toBe('pending_cancellation');
    expect(SUBSCRIPTION_MESSAGES.cancelSucceeded('December 1, 2026')).toContain('Your subscription has been canceled.');
    expect(await present(cyd)).toBeNull();
    expect((await accept(cyd)).statusCode).toBe(409);
    expect((await settings()).json<RetentionSettings>()).toMatchObject({ offered: 2, accepted: 1 });
  });

  it('offers "one month free" as a new coupon, and keeps members out of the owner’s settings', async () => {
    const res = await save({ offer: { percentOff: 100, durationInMonths: 1 }, renewalReminderDays: 45 });
    expect(res.json<RetentionSettings>()).toMatchObject({ offer: { percentOff: 100, durationInMonths: 1 }, renewalReminderDays: 45 });
    const dee = await subscribedMember(app, 'dee@example.com');
    expect((await present(dee))?.summary).toBe('one month free');
    expect((await accept(dee)).statusCode).toBe(200);
    expect(await totalsAfterRenewals(dee, 2)).toEqual([2000, 0, 2000]);
    expect((await app.inject({ url: RETENTION_PATHS.settings, headers: dee.headers })).statusCode).toBe(403);
  });
});
