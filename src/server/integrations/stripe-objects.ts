import Stripe from 'stripe';
import { toEpochSeconds } from '../../shared/time.js';
import type { StripeInvoice, StripeSubscription } from './stripe.js';

/**
 * Reading the provider's objects and errors: what the features need to know of an
 * answer without the SDK (the adapter's calls are in stripe.ts).
 */

/** The provider refused a request as invalid (a 4xx other than 404): say, a refund larger than what is left. */
export function providerRefusal(error: unknown): { code: string | undefined; message: string } | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error.type !== 'StripeInvalidRequestError' && error.type !== 'StripeIdempotencyError') return null;
  if (!error.statusCode || error.statusCode >= 500 || error.statusCode === 404) return null;
  return { code: error.code, message: error.message };
}

/** Whether the provider answered that what was asked for does not exist (an HTTP 404). */
export function isNotFoundAtProvider(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/** The Stripe-Signature header for a payload, as Stripe computes it (tests use this to forge deliveries). */
export function signWebhookPayload(payload: string, secret: string, timestamp = toEpochSeconds(Date.now())): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The billing period of a subscription: since API 2025-03-31 it lives on the items. */
export function periodOf(subscription: StripeSubscription): { start: number; end: number } | null {
  const item = subscription.items.data[0];
  return item ? { start: item.current_period_start, end: item.current_period_end } : null;
}

/** The payment intent that paid an invoice, when its payments were expanded. */
export function invoicePaymentIntentId(invoice: StripeInvoice): string | null {
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid') ?? invoice.payments?.data[0];
  const intent = paid?.payment.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/** The customer id of an object whose `customer` may be expanded. */
export function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

