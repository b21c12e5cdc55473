import { listOf, newId, SimulatorError, type Json, type SimInvoice } from './payment-simulator-objects.js';
import type { PaymentSimulator } from './payment-simulator.js';

/**
 * The simulator's invoice list and refunds, as far as the owner's member
 * manager needs them: `GET /v1/invoices` (each paid invoice carries the payment
 * intent that paid it, as `payments` does at Stripe) and `POST /v1/refunds` by
 * payment intent, whole or in part, refusing more than what is left, and
 * announcing `charge.refunded`. Refunds are kept in memory with the simulator.
 */

/** The payment intent id that paid an invoice: one per invoice, derived from its id. */
export const paymentIntentOf = (invoice: SimInvoice) => `pi_${invoice.id.slice(3)}`;
const chargeOf = (invoice: SimInvoice) => `ch_${invoice.id.slice(3)}`;

const refunded = new WeakMap<PaymentSimulator, Map<string, number>>();
const refundedOf = (simulator: PaymentSimulator) => {
  const map = refunded.get(simulator) ?? new Map<string, number>();
  refunded.set(simulator, map);
  return map;
};

function withPayments(invoice: SimInvoice): Json {
  const paid = invoice.status === 'paid';
  const payment = { type: 'payment_intent', payment_intent: paymentIntentOf(invoice) };
  return {
    ...invoice,
    payments: listOf(paid ? [{ id: `inpay_${invoice.id.slice(3)}`, object: 'invoice_payment', status: 'paid', amount_paid: invoice.amount_paid, payment }] : [], `/v1/invoices/${invoice.id}/payments`),
  };
}

/** GET /v1/invoices?customer=&status=&limit=: newest first. */
export function listInvoices(simulator: PaymentSimulator, query: Json) {
  const customer = typeof query.customer === 'string' ? query.customer : undefined;
  const status = typeof query.status === 'string' ? query.status : undefined;
  const limit = Math.min(Math.max(Number(query.limit) || 10, 1), 100);
  const invoices = simulator
    .invoices()
    .filter((invoice) => (!customer || invoice.customer === customer) && (!status || invoice.status === status))
    .sort((a, b) => b.created - a.created)
    .slice(0, limit);
  return listOf(invoices.map(withPayments), '/v1/invoices');
}

/** POST /v1/refunds with payment_intent and an optional amount (default: all that is left). */
export function createRefund(simulator: PaymentSimulator, params: Json): Json {
  const intent = typeof params.payment_intent === 'string' ? params.payment_intent : '';
  const invoice = simulator.invoices().find((candidate) => candidate.status === 'paid' && paymentIntentOf(candidate) === intent);
  if (!invoice) throw new SimulatorError(404, `No such payment_intent: '${intent}'`, 'resource_missing', 'payment_intent');
  const done = refundedOf(simulator).get(intent) ?? 0;
  const left = invoice.amount_paid - done;
  if (left <= 0) throw new SimulatorError(400, `Charge ${chargeOf(invoice)} has already been refunded.`, 'charge_already_refunded');
  const amount = params.amount === undefined ? left : Number(params.amount);
  if (!Number.isInteger(amount) || amount <= 0) throw new SimulatorError(400, 'Invalid positive integer', 'parameter_invalid_integer', 'amount');
  if (amount > left) {
    throw new SimulatorError(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
  }
  refundedOf(simulator).set(intent, done + amount);
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: invoice.currency,
    charge: chargeOf(invoice),
    payment_intent: intent,
    status: 'succeeded',
    reason: typeof params.reason === 'string' ? params.reason : null,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    created: simulator.now(),
  };
  simulator.announce('charge.refunded', {
    id: chargeOf(invoice),
    object: 'charge',
    amount: invoice.amount_paid,
    amount_refunded: done + amount,
    refunded: done + amount === invoice.amount_paid,
    currency: invoice.currency,
    customer: invoice.customer,
    payment_intent: intent,
    status: 'succeeded',
    created: invoice.created,
    livemode: false,
  });
  return refund;
}
