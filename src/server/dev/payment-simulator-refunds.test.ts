import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaymentIntentId, isInvalidRequestAtProvider } from '../integrations/stripe-objects.js';
import { findCustomerIdOfUser } from '../features/subscription/subscription.repo.js';
import { simulatorOf, subscribedMember } from '../test-support/subscription.js';
import { createTestApp } from '../test-support/test-app.js';

/** The simulator's invoices and refunds, through the official SDK as the app calls them. */
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

    const refund = await app.ctx.payments.refundPayment({ paymentIntentId, amountCents: 1500, userId: 'u', idempotencyKey: 'r-1' });
    expect(refund).toMatchObject({ object: 'refund', amount: 1500, status: 'succeeded', payment_intent: paymentIntentId });
    // The same key again is the same refund, not a second one.
    expect((await app.ctx.payments.refundPayment({ paymentIntentId, amountCents: 1500, userId: 'u', idempotencyKey: 'r-1' })).id).toBe(refund.id);

    const tooMuch = await app.ctx.payments.refundPayment({ paymentIntentId, amountCents: 600, userId: 'u', idempotencyKey: 'r-2' }).catch((error: unknown) => error);
    expect(isInvalidRequestAtProvider(tooMuch)).toBe(true);
    expect((tooMuch as Error).message).toBe('Refund amount ($6.00) is greater than unrefunded amount on charge ($5.00)');
    await app.ctx.payments.refundPayment({ paymentIntentId, amountCents: 500, userId: 'u', idempotencyKey: 'r-3' });
    const again = await app.ctx.payments.refundPayment({ paymentIntentId, amountCents: 1, userId: 'u', idempotencyKey: 'r-4' }).catch((error: unknown) => error);
    expect((again as Error).message).toMatch(/has already been refunded/);

    const refunded = simulatorOf(app).simulator.events.filter((event) => event.type === 'charge.refunded').map((event) => event.data.object);
    expect(refunded.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [1500, false],
      [2000, true],
    ]);
  });
});
