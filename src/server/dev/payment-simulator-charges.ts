import { newId, noSuch, SimulatorError, type Json, type SimCharge, type SimPaymentIntent, type SimRefund } from './payment-simulator-objects.js';
import type { SimulatorState } from './payment-simulator-state.js';

/**
 * Money that moved: a PaymentIntent with its Charge for every payment (a paid
 * invoice, a paid one-time checkout), and refunds against a charge, refused as
 * Stripe refuses them (more than what is left, or a charge already refunded).
 */

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The test card a customer pays with until they enter another. */
const DEFAULT_CARD_LAST4 = '4242';

/**
 * Records a successful payment of `amount` cents with the customer's card on
 * file (the test card when they have none yet) and returns its PaymentIntent.
 * Every simulated card is a Visa, as Stripe's 4242 test card is.
 */
export function collectPayment(
  state: SimulatorState,
  now: number,
  input: { amount: number; currency: string; customer: string | null; metadata: Record<string, string> },
): SimPaymentIntent {
  const last4 = input.customer ? (state.cards[input.customer] ??= DEFAULT_CARD_LAST4) : DEFAULT_CARD_LAST4;
  const intentId = newId('pi');
  const charge: SimCharge = {
    id: newId('ch'),
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    refunded: false,
    paid: true,
    captured: true,
    status: 'succeeded',
    currency: input.currency,
    customer: input.customer,
    payment_intent: intentId,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4 } },
    metadata: { ...input.metadata },
    created: now,
    livemode: false,
  };
  const intent: SimPaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount: input.amount,
    amount_received: input.amount,
    currency: input.currency,
    customer: input.customer,
    status: 'succeeded',
    latest_charge: charge.id,
    metadata: { ...input.metadata },
    created: now,
    livemode: false,
  };
  state.charges[charge.id] = charge;
  state.paymentIntents[intentId] = intent;
  return intent;
}

export function paymentIntentOf(state: SimulatorState, id: string): SimPaymentIntent {
  const intent = state.paymentIntents[id];
  if (!intent) throw noSuch('payment_intent', id);
  return intent;
}

export function chargeOf(state: SimulatorState, id: string): SimCharge {
  const charge = state.charges[id];
  if (!charge) throw noSuch('charge', id);
  return charge;
}

export function refundOf(state: SimulatorState, id: string): SimRefund {
  const refund = state.refunds[id];
  if (!refund) throw noSuch('refund', id);
  return refund;
}

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** POST /v1/refunds: the charge is named directly or through its PaymentIntent; the amount defaults to what is left. */
export function createRefund(state: SimulatorState, now: number, params: Json): { refund: SimRefund; charge: SimCharge } {
  const chargeId = str(params.charge);
  const intentId = str(params.payment_intent);
  if (!chargeId && !intentId) throw new SimulatorError(400, 'One of `charge` or `payment_intent` is required.', 'parameter_missing', 'charge');
  const charge = chargeId ? chargeOf(state, chargeId) : chargeOf(state, paymentIntentOf(state, intentId!).latest_charge);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) throw new SimulatorError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = params.amount === undefined ? left : Number(params.amount);
  if (!Number.isInteger(amount) || amount <= 0) throw new SimulatorError(400, 'Invalid positive integer', 'parameter_invalid_integer', 'amount');
  if (amount > left) {
    throw new SimulatorError(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
  }
  const reason = str(params.reason);
  if (reason && !REASONS.has(reason)) throw new SimulatorError(400, `Invalid reason: ${reason}`, 'parameter_invalid', 'reason');
  const metadata = params.metadata && typeof params.metadata === 'object' ? Object.fromEntries(Object.entries(params.metadata).map(([k, v]) => [k, String(v)])) : {};
  const refund: SimRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    status: 'succeeded',
    reason: (reason as SimRefund['reason']) ?? null,
    metadata,
    created: now,
  };
  state.refunds[refund.id] = refund;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  return { refund, charge };
}

/** GET /v1/refunds: newest first, optionally those of one charge or PaymentIntent. */
export function listRefunds(state: SimulatorState, query: Json): SimRefund[] {
  const charge = str(query.charge);
  const intent = str(query.payment_intent);
  return Object.values(state.refunds)
    .filter((refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent))
    .sort((a, b) => b.created - a.created);
}
