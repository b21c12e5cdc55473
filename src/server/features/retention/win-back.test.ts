import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { OFFERS_PATHS, type DiscountCheck } from '../../../shared/features/offers.schema.js';
import { RETENTION_MESSAGES, RETENTION_PATHS, type RetentionSettings, type WinBackInput } from '../../../shared/features/retention.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { me, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { acceptAgreement, simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { renderNotificationEmail } from '../notifications/notification.emails.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { expireDueGrants } from '../subscription/complimentary.service.js';
import { sendDueWinBacks, winBackOptOutPath } from './win-back.service.js';

const quietLog = Fastify({ logger: false }).log;
const DAY_MS = 24 * 3600 * 1000;
const winBack: WinBackInput = { enabled: true, daysAfterEnd: 30, offer: { percentOff: 50, durationInMonths: 3 } };

describe('the win-back e-mail, N days after a member’s Pro ends', () => {
  let app: FastifyInstance;
  let owner: Person;
  const sim = () => simulatorOf(app).simulator;
  const settle = () => simulatorOf(app).webhooks.settled();
  const save = (payload: unknown) =>
    app.inject({ method: 'PUT', url: RETENTION_PATHS.settings, headers: owner.headers, payload: { offer: null, renewalReminderDays: 30, ...(payload as object) } });
  const settings = async () => (await app.inject({ url: RETENTION_PATHS.settings, headers: owner.headers })).json<RetentionSettings>();
  const winBacksOf = async (who: Person) => (await findNotifications(app.ctx.database.db, { userId: who.id })).filter((job) => job.type === 'win_back');
  const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
  const runOutPeriod = (who: Person) => async () => {
    const subscription = sim().subscription(subscriptionIdOf(app, (await me(app, who)).id));
    sim().advanceClock(subscription.items.data[0]!.current_period_end - sim().now() + 60);
    await settle();
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('refuses days and offers out of bounds with the shared schema’s message', async () => {
    for (const bad of [
      { ...winBack, daysAfterEnd: 0 },
      { ...winBack, daysAfterEnd: 366 },
      { ...winBack, daysAfterEnd: 2.5 },
      { ...winBack, offer: { percentOff: 0, durationInMonths: 3 } },
      { ...winBack, offer: { percentOff: 101, durationInMonths: 3 } },
      { ...winBack, offer: { percentOff: 50, durationInMonths: 0 } },
    ]) {
      const res = await save({ winBack: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await save({ winBack: { ...winBack, daysAfterEnd: 0 } })).body).toContain(RETENTION_MESSAGES.winBackDaysRange);
    expect((await settings()).winBack).toBeNull();
  });

  it('saves the offer as a discount code at the provider, for either plan and anyone', async () => {
    const res = await save({ winBack });
    expect(res.statusCode).toBe(200);
    const saved = res.json<RetentionSettings>().winBack!;
    expect(saved).toMatchObject({ ...winBack, sent: 0, redeemed: 0, optedOut: 0 });
    expect(saved.code).toMatch(/^COMEBACK-[0-9A-F]{8}$/);
    const codes = (await app.inject({ url: OFFERS_PATHS.codes, headers: owner.headers })).json<{ codes: { code: string; appliesTo: string; newMembersOnly: boolean }[] }>().codes;
    expect(codes.find((code) => code.code === saved.code)).toMatchObject({ appliesTo: 'both', newMembersOnly: false });
    // Saving the same offer again keeps its code (e-mails sent carry it).
    expect((await save({ winBack: { ...winBack, daysAfterEnd: 30 } })).json<RetentionSettings>().winBack?.code).toBe(saved.code);
  });

  it('e-mails once every member whose Pro ended N days ago, by cancel, failed payment or complimentary expiry, and no one else', async () => {
    const canceled = await subscribedMember(app, 'ada@example.com');
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: canceled.headers })).statusCode).toBe(200);
    await runOutPeriod(canceled)();
    const failing = await subscribedMember(app, 'bea@example.com');
    sim().failNextRenewal(subscriptionIdOf(app, failing.id));
    await runOutPeriod(failing)();
    // Past due keeps Pro while the provider retries; at the next period end it gives up and Pro ends.
    sim().advanceClock(31 * 24 * 3600);
    await settle();
    const complimentary = await signInBasic(app, 'cyd@example.com');
    const grant = await app.inject({
      method: 'POST',
      url: apiPath(MEMBER_PATHS.complimentary, { userId: complimentary.id }),
      headers: owner.headers,
      payload: { endsAt: daysFromNow(1).toISOString() },
    });
    expect(grant.statusCode).toBe(200);
    expect(await expireDueGrants(app.ctx, quietLog, daysFromNow(1.1))).toBe(1);
    const stillPro = await subscribedMember(app, 'dee@example.com');
    const neverPro = await signInBasic(app, 'eve@example.com');
    const optedOut = await subscribedMember(app, 'fay@example.com');
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: optedOut.headers })).statusCode).toBe(200);
    await runOutPeriod(optedOut)();
    expect((await app.inject({ url: winBackOptOutPath(app.ctx.sessionSecret, optedOut.id) })).statusCode).toBe(200);
    for (const lapsed of [canceled, failing, complimentary, optedOut]) expect((await me(app, lapsed)).tier).toBe('basic');

    // Not yet: 29 days after.
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(29))).toBe(0);
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(30.1))).toBe(3);
    // Another run, or another instance: nothing more.
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(30.2))).toBe(0);
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(33))).toBe(0);
    for (const lapsed of [canceled, failing, complimentary]) expect(await winBacksOf(lapsed)).toHaveLength(1);
    for (const other of [stillPro, neverPro, optedOut, owner]) expect(await winBacksOf(other)).toHaveLength(0);
    expect((await settings()).winBack).toMatchObject({ sent: 3, optedOut: 1 });
  });

  it('writes the offer, the link that applies it, and a one-click opt-out (also as List-Unsubscribe)', async () => {
    const ada = await signInBasic(app, 'ada@example.com');
    const [job] = await winBacksOf(ada);
    const { code } = (await settings()).winBack!;
    const mail = renderNotificationEmail([job!], { url: 'https://site.example', title: 'Studio' });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Come back to Pro: 50% off for 3 months');
    expect(mail.text).toContain('$10/month for 3 months, then $20/month');
    expect(mail.text).toContain(`https://site.example/google-signup?code=${code}`);
    const optOut = `https://site.example${winBackOptOutPath(app.ctx.sessionSecret, ada.id)}`;
    expect(mail.text).toContain(optOut);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${optOut}>` });
  });

  it('takes a member back through the link: the code checks and the first payments are half', async () => {
    const ada = await signInBasic(app, 'ada@example.com');
    const { code } = (await settings()).winBack!;
    const check = await app.inject({ url: `${OFFERS_PATHS.check}?code=${code}`, headers: ada.headers });
    expect(check.json<DiscountCheck>().summary).toBe('$10/month for 3 months, then $20/month');
    expect((await acceptAgreement(app, ada)).statusCode).toBe(201);
    const checkout = await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: ada.headers, payload: { attemptId: randomUUID(), promotionCode: code } });
    expect(checkout.statusCode).toBe(200);
    sim().completeCheckout(checkout.json<{ sessionId: string }>().sessionId);
    await settle();
    expect((await me(app, ada)).tier).toBe('pro');
    expect(sim().listInvoices({ subscription: subscriptionIdOf(app, ada.id) }).map((invoice) => invoice.total)).toEqual([1000]);
    expect((await settings()).winBack).toMatchObject({ redeemed: 1 });
  });

  it('opts out with the signed link: again is harmless, a forged or missing token is a clear 400', async () => {
    const bea = await signInBasic(app, 'bea@example.com');
    const path = winBackOptOutPath(app.ctx.sessionSecret, bea.id);
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(RETENTION_MESSAGES.optedOut);
    }
    expect((await settings()).winBack).toMatchObject({ optedOut: 2 });
    const forged = await app.inject({ url: `${RETENTION_PATHS.winBackOptOut}?token=${bea.id}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: 'opt_out_invalid', message: RETENTION_MESSAGES.optOutInvalid });
    expect((await app.inject({ url: `${RETENTION_PATHS.winBackOptOut}?token=nonsense` })).statusCode).toBe(400);
    expect((await app.inject({ url: RETENTION_PATHS.winBackOptOut })).statusCode).toBe(400);
  });

  it('sends nothing while turned off, and nothing for a lapse older than the catch-up days', async () => {
    expect((await save({ winBack: { ...winBack, enabled: false } })).statusCode).toBe(200);
    const gus = await subscribedMember(app, 'gus@example.com');
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.cancel, headers: gus.headers })).statusCode).toBe(200);
    await runOutPeriod(gus)();
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(30.1))).toBe(0);
    expect((await save({ winBack })).statusCode).toBe(200);
    expect(await sendDueWinBacks(app.ctx, quietLog, daysFromNow(38))).toBe(0);
    expect(await winBacksOf(gus)).toHaveLength(0);
  });
});
