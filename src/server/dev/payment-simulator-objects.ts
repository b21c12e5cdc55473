import type { SimDiscount } from './payment-simulator-coupons.js';
import { randomBytes } from 'node:crypto';
import { toEpochSeconds, dateOfEpochSeconds } from '../../shared/time.js';

/**
 * Stripe's object shapes, as the simulator stores and returns them: only the
 * fields the app and the SDK read, named and nested as Stripe names them
 * (API 2025-03-31 and later: billing periods on subscription items, an
 * invoice's subscription under `parent.subscription_details`).
 */

export type Json = Record<string, unknown>;

export const SIMULATED_API_VERSION = '2026-10-28.endive';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface SimPrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'month' | 'year'; interval_count: 1 } | null;
  product: string;
  nickname: string | null;
  livemode: false;
  metadata: Record<string, string>;
}

export interface SimCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SimCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  payment_intent: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's object: kept for completing the session, removed from answers. */
  /** The promotion codes applied (`discounts[0][promotion_code]`). */
  discounts: { promotion_code: string; coupon: string }[];
  /** The hosted page offers a code box (Stripe's `allow_promotion_codes`). */
  allow_promotion_codes: boolean;
  _price: string;
  /** How often the session's price bills (older saved sessions have none: monthly). */
  _interval?: 'month' | 'year' | null;
  _subscriptionMetadata: Record<string, string>;
  /** Redeemed when the session completes. */
  _promotionCode?: string | null;
  /** `subscription_data.trial_period_days`: the subscription starts trialing (payment-simulator-trials.ts). */
  _trialDays?: number | null;
}

export interface SimSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: SimPrice;
  quantity: number;
  subscription: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
}

export interface SimSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'trialing';
  created: number;
  start_date: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  /** Why it ended, as Stripe says: the customer asked, or the retries of a failed payment ran out (absent in older saved states). */
  cancellation_details?: { reason: 'cancellation_requested' | 'payment_failed' | null };
  latest_invoice: string | null;
  currency: string;
  collection_method: 'charge_automatically';
  metadata: Record<string, string>;
  items: { object: 'list'; data: SimSubscriptionItem[]; has_more: false; url: string };
  /** Expanded always (payment-simulator-coupons.ts); absent on subscriptions an older state kept. */
  discounts?: SimDiscount[];
  /** The free trial's start and end, as Stripe gives them (null without a trial; absent in older saved states). */
  trial_start?: number | null;
  trial_end?: number | null;
  /** Whether `customer.subscription.trial_will_end` went out for this trial. */
  _trialWillEndSent?: boolean;
  livemode: false;
}

export interface SimInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  /** Before discounts; `total` is after them. */
  subtotal?: number;
  total: number;
  /** Stripe's invoice number: the customer's prefix and a sequence (null on invoices kept from before it was set). */
  number?: string | null;
  /** What was billed, as Stripe lists it (one line: the plan). */
  lines?: { object: 'list'; data: SimInvoiceLine[]; has_more: false; url: string };
  hosted_invoice_url: string | null;
  /** Where the invoice's PDF is served (by the simulator's own server). */
  invoice_pdf: string | null;
  /** The payment that settled it, as Stripe lists it (a PaymentIntent): what a refund of this invoice names. */
  payments: { object: 'list'; data: SimInvoicePayment[]; has_more: false; url: string };
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  livemode: false;
}

export interface SimInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
}

export interface SimInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  currency: string;
  invoice: string;
  is_default: true;
  status: 'paid';
  payment: { type: 'payment_intent'; payment_intent: string };
  livemode: false;
}

export interface SimPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: 'succeeded';
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SimCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  paid: true;
  captured: true;
  status: 'succeeded';
  currency: string;
  customer: string | null;
  payment_intent: string;
  /** The card that paid (absent on charges kept from before it was recorded). */
  payment_method_details?: { type: 'card'; card: { brand: string; last4: string } };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SimRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded';
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Record<string, string>;
  created: number;
}

/** A customer portal configuration: what members may do in the hosted billing portal. */
export interface SimPortalConfiguration {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  is_default: boolean;
  default_return_url: string | null;
  business_profile: { headline: string | null; privacy_policy_url: string | null; terms_of_service_url: string | null };
  features: {
    customer_update: { enabled: boolean; allowed_updates: string[] };
    invoice_history: { enabled: boolean };
    payment_method_update: { enabled: boolean };
    subscription_cancel: { enabled: boolean; mode: 'at_period_end' | 'immediately'; proration_behavior: 'none' };
    subscription_update: { enabled: boolean; default_allowed_updates: string[]; products: { product: string; prices: string[] }[] };
  };
  metadata: Record<string, string>;
  created: number;
  updated: number;
  livemode: false;
}

export interface SimPortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  customer: string;
  return_url: string;
  url: string;
  created: number;
  livemode: false;
}

export interface SimEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** One calendar month later, as Stripe bills monthly (day clamped to the month's end). */
export function addMonth(epochSeconds: number): number {
  const date = dateOfEpochSeconds(epochSeconds);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return toEpochSeconds(date);
}

/** The end of a billing period that starts at `epochSeconds`: a month or a year later, as the price bills. */
export function addPeriod(epochSeconds: number, price: SimPrice): number {
  if (price.recurring?.interval !== 'year') return addMonth(epochSeconds);
  const date = dateOfEpochSeconds(epochSeconds);
  const leapDay = date.getUTCMonth() === 1 && date.getUTCDate() === 29;
  if (leapDay) date.setUTCDate(28);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return toEpochSeconds(date);
}

export function listOf<T>(data: T[], url: string) {
  return { object: 'list' as const, data, has_more: false, url };
}

/** A query value as the SDK sends it: `created[gte]=…` arrives flat, a parsed form nests it. */
function queryValue(query: Json, key: string, sub?: string): string | undefined {
  const nested = sub ? (query[key] as Json | undefined)?.[sub] : query[key];
  const value = nested ?? (sub ? query[`${key}[${sub}]`] : undefined);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * One page of a list as Stripe pages it: `created` filters (`gt`, `gte`, `lt`,
 * `lte`, or an exact value), newest first, `limit` (1–100, default 10) and
 * `starting_after` (the id the previous page ended with), with `has_more`.
 */
export function pageOf<T extends { id: string; created: number }>(items: T[], query: Json, url: string) {
  const bound = (sub: string) => {
    const value = queryValue(query, 'created', sub);
    return value === undefined ? undefined : Number(value);
  };
  const exact = typeof query.created === 'string' ? Number(query.created) : undefined;
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  const limitText = queryValue(query, 'limit');
  const limit = limitText === undefined ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new SimulatorError(400, 'Invalid integer: limit must be between 1 and 100', 'parameter_invalid_integer', 'limit');
  const matching = items
    .filter((item) => (exact === undefined || item.created === exact) && (gt === undefined || item.created > gt) && (gte === undefined || item.created >= gte))
    .filter((item) => (lt === undefined || item.created < lt) && (lte === undefined || item.created <= lte))
    // Newest first; within one second the later-made first (items come in the order they were made).
    .map((item, made) => ({ item, made }))
    .sort((a, b) => b.item.created - a.item.created || b.made - a.made)
    .map(({ item }) => item);
  const after = queryValue(query, 'starting_after');
  let start = 0;
  if (after) {
    const index = matching.findIndex((item) => item.id === after);
    if (index < 0) throw noSuch('object', after, 'starting_after');
    start = index + 1;
  }
  const data = matching.slice(start, start + limit);
  return { object: 'list' as const, data, has_more: start + limit < matching.length, url };
}

/** A form parameter as a non-empty string, or undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
/** A form parameter's map (metadata) with every value a string. */
export const strMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) : {};

/** Strips the simulator's own bookkeeping fields (leading underscore) from an answer. */
export function publicView<T extends object>(value: T): Json {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('_')));
}

export class SimulatorError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: 'invalid_request_error', message: this.message, code: this.code, param: this.param } };
  }
}

export const noSuch = (what: string, id: string, param = 'id') =>
  new SimulatorError(404, `No such ${what}: '${id}'`, 'resource_missing', param);
