import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { CUSTOM_ORDER_PATHS, type CustomRequest } from '../../../shared/features/custom-orders.schema.js';
import { SIMULATOR_CONTROLS_PREFIX } from '../../dev/payment-simulator-standin.js';
import { fulfil, paidRequest, pending, track } from '../../test-support/custom-orders.js';
import { photo } from '../../test-support/gallery.js';
import { signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { simulatorOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { issueRefund } from '../subscription/refunds.service.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { dayOf } from '../analytics/analytics-days.service.js';
import { computeDay } from '../analytics/analytics.service.js';

describe('refunding a custom order from Vendor Builds', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  const refund = (who: Person, requestId: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: apiPath(CUSTOM_ORDER_PATHS.refund, { requestId }), headers: who.headers, payload });
  const trackedOf = async (requestId: string) => ((await track(app, ada)).json().requests as CustomRequest[]).find((r) => r.id === requestId)!;
  const refundMails = async (requestNumber: string) =>
    (await findNotifications(app.ctx.database.db, { userId: ada.id })).filter((job) => job.type === 'refund_issued' && job.messageText.includes(`#${requestNumber}`));
  const simulatorRefunds = () => simulatorOf(app).simulator.listRefunds({});

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada-refund@example.com');
  });
  afterAll(async () => app.close());

  it('records what was paid, and e-mails the buyer a receipt with the amount', async () => {
    const order = await paidRequest(app, ada);
    expect(await trackedOf(order.requestId)).toMatchObject({ amountPaidCents: 1000, refundedCents: 0, refundedAt: null });
    const receipts = (await findNotifications(app.ctx.database.db, { userId: ada.id })).filter((job) => job.type === 'custom_order_receipt');
    expect(receipts.at(-1)).toMatchObject({ recipient: 'ada-refund@example.com', data: { amountCents: 1000 } });
  });

  it('refuses more than was paid, a non-admin, and an unknown order, changing nothing', async () => {
    const order = await paidRequest(app, ada);
    const before = simulatorRefunds().length;
    const tooMuch = await refund(owner, order.requestId, { amountCents: 1001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_too_large', message: 'You can refund at most $10.00.' });
    expect((await refund(owner, order.requestId, { amountCents: 0 })).statusCode).toBe(400);
    expect((await refund(ada, order.requestId)).statusCode).toBe(403);
    expect((await refund(owner, '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c')).statusCode).toBe(404);
    expect(simulatorRefunds()).toHaveLength(before);
    expect(await trackedOf(order.requestId)).toMatchObject({ refundedCents: 0, refundedAt: null });
  });

  it('refunds before delivery: shown refunded in Track Orders, gone from the pending list, the buyer e-mailed once; a second refund is a 409', async () => {
    const order = await paidRequest(app, ada);
    const res = await refund(owner, order.requestId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundedCents: 1000, refundedAt: expect.any(String) });
    await simulatorOf(app).webhooks.settled();
    expect(await trackedOf(order.requestId)).toMatchObject({ refundedCents: 1000, refundedAt: expect.any(String) });
    expect(((await pending(app, owner)).json().requests as CustomRequest[]).map((r) => r.id)).not.toContain(order.requestId);
    const mails = await refundMails(order.requestNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toEqual({ amountCents: 1000, description: `custom order #${order.requestNumber}` });

    const again = await refund(owner, order.requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_refunded');
    // Nothing is left to deliver either.
    expect((await fulfil(app, owner, order.requestId, await photo(40, 30))).statusCode).toBe(409);
  });

  it('handles charge.refunded once, however often it is delivered', async () => {
    const order = await paidRequest(app, ada);
    expect((await refund(owner, order.requestId, { amountCents: 400 })).statusCode).toBe(200);
    await simulatorOf(app).webhooks.settled();
    const event = simulatorOf(app).simulator.events.findLast((e) => e.type === 'charge.refunded')!;
    const redelivered = await app.inject({
      method: 'POST',
      url: `${SIMULATOR_CONTROLS_PREFIX}/events/${event.id}/redeliver`,
      headers: owner.headers,
      payload: { times: 2 },
    });
    expect(redelivered.json().statuses).toEqual([200, 200]);
    expect(await trackedOf(order.requestId)).toMatchObject({ refundedCents: 400 });
    expect(await refundMails(order.requestNumber)).toHaveLength(1);
    // The rest can still be refunded, and no more.
    expect((await refund(owner, order.requestId, { amountCents: 700 })).statusCode).toBe(400);
    expect((await refund(owner, order.requestId)).json()).toMatchObject({ refundedCents: 1000 });
  });

  it('records the refund in the one ledger with who refunded, and counts it among the refunds of the day in analytics', async () => {
    // Today's figures as the daily job and the owner's backfill compute them.
    const today = () => computeDay(app.ctx.database.db, dayOf(new Date()));
    const before = await today();
    const order = await paidRequest(app, ada);
    expect((await refund(owner, order.requestId, { amountCents: 350 })).statusCode).toBe(200);
    await simulatorOf(app).webhooks.settled();
    const rows = await app.ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.subjectId, order.requestId));
    expect(rows).toEqual([expect.objectContaining({ kind: 'custom_order', amountCents: 350, userId: ada.id, refundedBy: owner.id, reason: 'requested_by_customer' })]);
    expect(await today()).toMatchObject({ refunds: before.refunds + 1, refundedCents: before.refundedCents + 350 });
  });

  it('refunds after delivery, listed among the past orders of Vendor Builds', async () => {
    const order = await paidRequest(app, ada);
    expect((await fulfil(app, owner, order.requestId, await photo(40, 30))).statusCode).toBe(200);
    expect((await refund(owner, order.requestId)).statusCode).toBe(200);
    const past = (await app.inject({ url: CUSTOM_ORDER_PATHS.past, headers: owner.headers })).json().requests as CustomRequest[];
    expect(past.find((r) => r.id === order.requestId)).toMatchObject({ status: 'fulfilled', refundedCents: 1000 });
    expect((await app.inject({ url: CUSTOM_ORDER_PATHS.past, headers: ada.headers })).statusCode).toBe(403);
  });

  it('records a refund made at the provider (its dashboard) from the webhook alone', async () => {
    const order = await paidRequest(app, ada);
    const sessionIntent = simulatorOf(app).simulator.session(order.sessionId).payment_intent!;
    simulatorOf(app).simulator.createRefund({ payment_intent: sessionIntent, amount: '250' });
    await simulatorOf(app).webhooks.settled();
    expect(await trackedOf(order.requestId)).toMatchObject({ refundedCents: 250 });
    expect(await refundMails(order.requestNumber)).toHaveLength(1);
  });

  it('turns the provider’s own refusals into 4xx when our records are behind it', async () => {
    const order = await paidRequest(app, ada);
    const paymentIntentId = simulatorOf(app).simulator.session(order.sessionId).payment_intent!;
    simulatorOf(app).simulator.createRefund({ payment_intent: paymentIntentId, amount: '600' });
    // As if the webhook had not come yet: our records still say nothing was refunded.
    const stale = { paymentIntentId, paidCents: 1000, refundedCents: 0, kind: 'custom_order', subjectId: order.requestId, userId: ada.id, refundedBy: null };
    await expect(issueRefund(app.ctx, app.log, { ...stale, amountCents: 1000 })).rejects.toMatchObject({ statusCode: 400, code: 'refund_too_large' });
    simulatorOf(app).simulator.createRefund({ payment_intent: paymentIntentId });
    await expect(issueRefund(app.ctx, app.log, { ...stale, amountCents: 300 })).rejects.toMatchObject({ statusCode: 409, code: 'already_refunded' });
  });
});
