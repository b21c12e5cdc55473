import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_MESSAGES, MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { signInBasic, signInOwner, type Person, me } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { simulatorOf, subscribedMember } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { invoicePaymentIntentId } from '../../integrations/stripe-objects.js';
import { findCustomerIdOfUser } from './subscription.repo.js';
import { paymentRefunds } from './subscription.table.js';

describe('the owner cancels and refunds a member', () => {
  let app: FastifyInstance;
  let owner: Person;
  let basic: Person;
  let member: Person;
  let other: Person;
  const cancel = (who: Person, userId: string, payload: unknown) =>
    app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.cancel, { userId }), headers: who.headers, payload: payload as object });
  const refund = (who: Person, userId: string, payload: unknown = {}) =>
    app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId }), headers: who.headers, payload: payload as object });
  const refundRows = async () => app.ctx.database.db.select().from(paymentRefunds);
  const refundMails = async () => (await findNotifications(app.ctx.database.db)).filter((job) => job.type === 'refund_issued');

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    member = await subscribedMember(app, 'member@example.com');
    other = await subscribedMember(app, 'other@example.com');
  }, 60_000);
  afterAll(async () => app.close());

  it('refuses visitors (401) and non-admins (403), changing nothing', async () => {
    expect((await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId: member.id }), headers: sameOriginHeaders(app), payload: {} })).statusCode).toBe(401);
    for (const who of [basic, member]) {
      expect((await cancel(who, other.id, { when: 'now' })).statusCode).toBe(403);
      expect((await refund(who, other.id)).statusCode).toBe(403);
    }
    expect(await me(app, other)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
    expect(await refundRows()).toEqual([]);
  });

  it('refuses bad bodies (400) and members with nothing to cancel or refund (409)', async () => {
    expect((await cancel(owner, member.id, { when: 'tomorrow' })).statusCode).toBe(400);
    expect((await refund(owner, member.id, { amountCents: -5 })).statusCode).toBe(400);
    expect((await refund(owner, member.id, { amountCents: 12.5 })).statusCode).toBe(400);
    const noSub = await cancel(owner, basic.id, { when: 'now' });
    expect(noSub.statusCode).toBe(409);
    expect(noSub.json()).toEqual({ code: 'no_active_subscription', message: MEMBER_MESSAGES.noSubscription });
    const noPayment = await refund(owner, basic.id);
    expect(noPayment.statusCode).toBe(409);
    expect(noPayment.json()).toEqual({ code: 'no_payment', message: MEMBER_MESSAGES.noPayment });
  });

  it('refunds part of the last payment, refuses more than is left, then refunds the rest, and refuses a third time', async () => {
    const part = await refund(owner, member.id, { amountCents: 500 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ amountCents: 500, paymentAmountCents: 2000, refundedCents: 500 });

    const tooMuch = await refund(owner, member.id, { amountCents: 1600 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ code: 'refund_too_large', message: MEMBER_MESSAGES.refundTooLarge(1500) });

    const rest = await refund(owner, member.id);
    expect(rest.json()).toMatchObject({ amountCents: 1500, refundedCents: 2000 });

    const twice = await refund(owner, member.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'already_refunded', message: MEMBER_MESSAGES.alreadyRefunded });
    const rows = await refundRows();
    expect(rows.map((row) => row.amountCents).sort()).toEqual([1500, 500]);
    // Recorded in the one ledger with what was refunded (the invoice), whose payment, by whom and why.
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'subscription', subjectId: expect.stringMatching(/^in_/), userId: member.id, refundedBy: owner.id, reason: 'requested_by_customer' });
    }

    // The provider has them too, and told us through charge.refunded.
    await simulatorOf(app).webhooks.settled();
    expect(simulatorOf(app).simulator.events.filter((e) => e.type === 'charge.refunded')).toHaveLength(2);
    const mails = await refundMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ recipient: 'member@example.com', messageText: 'Refund of $5.00 on your Pro membership payment of $20.00.' });
    const page = (await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId: member.id }), headers: owner.headers })).json();
    expect(page.lastPayment).toMatchObject({ amountCents: 2000, refundedCents: 2000 });
  });

  it('records a refund made in the provider’s dashboard from the webhook alone, and e-mails the member', async () => {
    const payer = await subscribedMember(app, 'dashboard-refund@example.com');
    const customerId = (await findCustomerIdOfUser(app.ctx.database.db, payer.id))!;
    const [invoice] = await app.ctx.payments.listRecentInvoices(customerId, 1);
    simulatorOf(app).simulator.createRefund({ payment_intent: invoicePaymentIntentId(invoice!)!, amount: '700' });
    await simulatorOf(app).webhooks.settled();
    const rows = (await refundRows()).filter((row) => row.userId === payer.id);
    expect(rows).toEqual([expect.objectContaining({ kind: 'subscription', amountCents: 700, refundedBy: null })]);
    const mails = (await refundMails()).filter((job) => job.recipient === 'dashboard-refund@example.com');
    expect(mails.map((job) => job.messageText)).toEqual(['Refund of $7.00 on your Pro membership payment of $20.00.']);
    const page = (await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId: payer.id }), headers: owner.headers })).json();
    expect(page.lastPayment).toMatchObject({ amountCents: 2000, refundedCents: 700 });
    expect((await refund(owner, payer.id, { amountCents: 1400 })).json()).toEqual({ code: 'refund_too_large', message: MEMBER_MESSAGES.refundTooLarge(1300) });
  });

  it('cancels at period end (still Pro, Sub Ends set), then now (Basic at once)', async () => {
    const atEnd = await cancel(owner, other.id, { when: 'period_end' });
    expect(atEnd.statusCode).toBe(200);
    expect(await me(app, other)).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation' });
    expect((await cancel(owner, other.id, { when: 'period_end' })).statusCode).toBe(409);

    const now = await cancel(owner, other.id, { when: 'now' });
    expect(now.statusCode).toBe(200);
    expect(await me(app, other)).toMatchObject({ tier: 'basic', subscriptionStatus: 'canceled', role: 'user' });
    expect((await cancel(owner, other.id, { when: 'now' })).statusCode).toBe(409);
  });
});
