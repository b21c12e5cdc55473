import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaymentIntentId, providerRefusal } from '../integrations/stripe-objects.js';
import { findCustomerIdOfUser } from '../features/subscription/subscription.repo.js';
import { simulatorOf, subscribedMember } from '../test-support/subscription.js';
import { createTestApp } from '../test-support/test-app.js';

/** The simulator's one refund path (POST /v1/refunds), through the official SDK as the app calls it. */
describe('payment simulator: invoices and refunds', () => {
  let app: FastifyInstance;
  let customerId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const member = await subscribedMember(app, 'payer@example.com');
    customerId = (await findCustomerIdOfUser(app.ctx.database.db, member.id))!;
  });
  afterAll(async () => app.close());

  it('lists a customer’s invoices with the payment intent that paid each, and refunds up to what was paid', async () => {
    const [invoice] = await app.ctx.payments.listRecentInvoices(customerId, 10);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 2000 });
    const paymentIntentId = invoicePaymentIntentId(invoice!)!;
    expect(paymentIntentId).toMatch(/^pi_/);
    expect((await app.ctx.payments.listPaidInvoices(customerId)).map((i) => i.id)).toEqual([invoice!.id]);

    const refund = (amountCents: number | undefined, idempotencyKey: string) =>
      app.ctx.payments.createRefund({ paymentIntentId, amountCents, metadata: { kind: 'test' }, idempotencyKey });
    const first = await refund(1500, 'r-1');
    expect(first).toMatchObject({ object: 'refund', amount: 1500, status: 'succeeded', payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { kind: 'test' } });
    // The same key again is the same refund, not a second one.
    expect((await refund(1500, 'r-1')).id).toBe(first.id);

    const tooMuch = await refund(600, 'r-2').catch((error: unknown) => error);
    expect(providerRefusal(tooMuch)).toEqual({ code: 'amount_too_large', message: 'Refund amount ($6.00) is greater than unrefunded amount on charge ($5.00)' });
    expect((await refund(undefined, 'r-3')).amount).toBe(500);
    const again = await refund(1, 'r-4').catch((error: unknown) => error);
    expect(providerRefusal(again)).toMatchObject({ code: 'charge_already_refunded', message: expect.stringMatching(/has already been refunded/) });

    const refunded = simulatorOf(app).simulator.events.filter((event) => event.type === 'charge.refunded').map((event) => event.data.object);
    expect(refunded.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [1500, false],
      [2000, true],
    ]);
    const listed = await app.ctx.payments.listRefundsOfCharge(String(refunded[0]!.id));
    expect(listed.map((r) => r.amount).sort()).toEqual([1500, 500]);
  });
});
