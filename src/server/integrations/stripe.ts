import Stripe from 'stripe';
import { toEpochSeconds } from '../../shared/time.js';
import { isNotFoundAtProvider } from './stripe-objects.js';

/**
 * The payment provider, through the official `stripe` SDK. With stripe-objects.ts (reading its objects and errors), the only importer of
 * the SDK: features see this adapter and the object types below. Without a
 * secret key the SDK is pointed (host, port, protocol) at the local payment
 * simulator, so the code path is the production one.
 */

export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;

/** The events that change a subscription (the payment catch-up reads them). */
const SUBSCRIPTION_CHANGE_EVENTS = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'] as const;
/** Every event the site's webhook acts on (subscription-webhook.service.ts): its endpoint must receive each. */
export const PAYMENT_WEBHOOK_EVENTS: readonly string[] = [
  'checkout.session.completed',
  ...SUBSCRIPTION_CHANGE_EVENTS,
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'payment_intent.succeeded',
];
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripePaymentIntent = Stripe.PaymentIntent;
export type StripeInvoice = Stripe.Invoice;
export type StripeCustomer = Stripe.Customer;
export type StripeRefund = Stripe.Refund;
export type StripeCharge = Stripe.Charge;
export type StripeCoupon = Stripe.Coupon;
export type StripePromotionCode = Stripe.PromotionCode;

/** A discount code: a coupon (what it takes off, for how long, on which plan) and the code members type. */
/** A card as a receipt names it: `visa`, `mastercard`, … and its last 4 digits. */
export interface PaymentCard {
  brand: string;
  last4: string;
}

export interface DiscountCodeInput {
  code: string;
  percentOff?: number | undefined;
  amountOffCents?: number | undefined;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths?: number | undefined;
  /** Kept in the coupon's metadata: which of the site's plans the code is for. */
  plan: string;
  expiresAt?: number | undefined;
  maxRedemptions?: number | undefined;
  firstTimeTransaction: boolean;
  idempotencyKey: string;
}

/** Marks the portal configuration this site manages, so a restart updates it instead of adding another. */
const PORTAL_CONFIGURATION_MARK = { managedBy: 'creator-site' };

/** What members may do in the provider's hosted billing portal. */
export interface PortalSettings {
  returnUrl: string;
  headline: string;
}

export interface PaymentsEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface PaymentsOptions {
  secretKey: string;
  /** Missing: every webhook is refused (nothing unsigned is ever trusted). */
  webhookSecret: string | undefined;
  /** The Pro price id; without one the price is given inline ($20/month). */
  pricePro: string | undefined;
  /** The $10 custom-order price id, for one-time checkouts; without one, give the price inline. */
  priceCustom?: string | undefined;
  /** Set when the SDK talks to the local simulator instead of Stripe. */
  endpoint?: PaymentsEndpoint;
}

/** What a subscription checkout needs; URLs are absolute. */
/** How often a plan bills, in the provider's words. */
export type PlanInterval = 'month' | 'year';

export interface SubscriptionCheckoutInput {
  customerId: string;
  userId: string;
  interval: PlanInterval;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** Stored in the session's metadata: lets the webhook confirm, by reading the session back, that we created it. */
  linkProof: string;
  /** A promotion code's id, applied to the session (and from it to the subscription). */
  promotionCodeId?: string | undefined;
  /** Days of free trial before the first charge (ADR 0121); absent or 0: none. */
  trialDays?: number | undefined;
}

/** A one-time payment checkout (custom orders build on this); `metadata.kind` routes its webhook. */
export interface PaymentCheckoutInput {
  customerId?: string;
  customerEmail?: string;
  userId: string;
  price: string | { amountCents: number; productName: string };
  metadata: Record<string, string> & { kind: string };
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** Stripe rejects webhooks signed more than this long ago (its default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class Payments {
  private readonly stripe: Stripe;

  constructor(private readonly options: PaymentsOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'creator-site' },
      ...(options.endpoint ?? {}),
    });
  }

  get webhookSecret(): string | undefined {
    return this.options.webhookSecret;
  }

  get priceCustom(): string | undefined {
    return this.options.priceCustom;
  }

  get isSimulated(): boolean {
    return this.options.endpoint !== undefined;
  }

  async createCustomer(input: { email: string; userId: string; idempotencyKey: string }): Promise<StripeCustomer> {
    return this.stripe.customers.create(
      { email: input.email, metadata: { userId: input.userId } },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** A customer, or null when there is none of that id or it was deleted (the member import verifies ids it is given). */
  async findCustomer(id: string): Promise<StripeCustomer | null> {
    try {
      const customer = await this.stripe.customers.retrieve(id);
      return customer.deleted ? null : customer;
    } catch (err) {
      if (isNotFoundAtProvider(err)) return null;
      throw err;
    }
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<StripeCheckoutSession> {
    const lineItem = await this.proLineItem(input.interval, input.amountCents);
    return this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [lineItem],
        // A code checked by the site, else the hosted page's own code box (the provider allows only one of the two).
        ...(input.promotionCodeId ? { discounts: [{ promotion_code: input.promotionCodeId }] } : { allow_promotion_codes: true }),
        metadata: { userId: input.userId, kind: 'pro_subscription', linkProof: input.linkProof },
        // A trial still takes the card, so the first charge at its end needs nothing more from the member.
        ...(input.trialDays ? { payment_method_collection: 'always' as const } : {}),
        subscription_data: { metadata: { userId: input.userId }, ...(input.trialDays ? { trial_period_days: input.trialDays } : {}) },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /**
   * The monthly plan is the configured Pro price; the yearly one is a price of the same product made at
   * Checkout from the owner's yearly amount (so discount codes limited to the product apply to both).
   * Without a configured price, both are given inline.
   */
  private async proLineItem(interval: PlanInterval, amountCents: number): Promise<Stripe.Checkout.SessionCreateParams.LineItem> {
    const priceId = this.options.pricePro;
    if (priceId && interval === 'month') return { price: priceId, quantity: 1 };
    const products = await this.proProducts();
    return {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: amountCents,
        recurring: { interval },
        ...(products ? { product: products[0]! } : { product_data: { name: 'Pro membership' } }),
      },
    };
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<StripeCheckoutSession> {
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem =
      typeof input.price === 'string'
        ? { price: input.price, quantity: 1 }
        : { quantity: 1, price_data: { currency: 'usd', unit_amount: input.price.amountCents, product_data: { name: input.price.productName } } };
    return this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
        client_reference_id: input.userId,
        line_items: [lineItem],
        metadata: input.metadata,
        // On the payment too, so a refund made at the provider still says what it refunds.
        payment_intent_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  async retrieveCheckoutSession(id: string): Promise<StripeCheckoutSession> {
    return this.stripe.checkout.sessions.retrieve(id);
  }

  async retrievePaymentIntent(id: string): Promise<StripePaymentIntent> {
    return this.stripe.paymentIntents.retrieve(id);
  }

  async retrieveSubscription(id: string): Promise<StripeSubscription> {
    return this.stripe.subscriptions.retrieve(id);
  }

  /** Every subscription of a customer, whatever its status, with its discounts (the mirror is rebuilt from these). */
  async listSubscriptions(customerId: string): Promise<StripeSubscription[]> {
    const all: StripeSubscription[] = [];
    for await (const subscription of this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100, expand: ['data.discounts.source.coupon'] })) {
      all.push(subscription);
    }
    return all;
  }

  /**
   * The subscriptions an event said changed at or after `since` (epoch seconds):
   * created, updated (a renewal, a cancellation at period end) or deleted, each
   * as its newest event left it. Events, not the subscription list, because a
   * list filters by creation date and a cancellation changes an old subscription.
   */
  async listSubscriptionsChangedSince(since: number): Promise<StripeSubscription[]> {
    const newest = new Map<string, StripeSubscription>();
    const events = this.stripe.events.list({ created: { gte: since }, types: [...SUBSCRIPTION_CHANGE_EVENTS], limit: 100 });
    // Newest first: the first event of a subscription holds its latest state.
    for await (const event of events) {
      const subscription = event.data.object as StripeSubscription;
      if (!newest.has(subscription.id)) newest.set(subscription.id, subscription);
    }
    return [...newest.values()];
  }

  /** Every completed checkout session created at or after `since` (epoch seconds), all pages. */
  async listCompletedCheckoutsSince(since: number): Promise<StripeCheckoutSession[]> {
    const all: StripeCheckoutSession[] = [];
    for await (const session of this.stripe.checkout.sessions.list({ created: { gte: since }, status: 'complete', limit: 100 })) all.push(session);
    return all;
  }

  async cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<StripeSubscription> {
    return this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
  }

  /**
   * Moves a subscription to the other plan: its one item gets the new price, prorated and invoiced at
   * once as the provider computes it (a change of interval starts a new period today).
   */
  async switchPlan(subscription: StripeSubscription, interval: PlanInterval, amountCents: number, idempotencyKey: string): Promise<StripeSubscription> {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no item to switch`);
    const line = await this.proLineItem(interval, amountCents);
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const price = line.price ? { price: line.price } : { price_data: { currency: 'usd', unit_amount: amountCents, recurring: { interval }, product } };
    return this.stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, ...price }], proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' },
      { idempotencyKey },
    );
  }

  /** Ends a subscription at once (no proration, no refund: refunds are a separate, explicit step). */
  async cancelNow(subscriptionId: string, idempotencyKey: string): Promise<StripeSubscription> {
    return this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
  }

  /** A customer's most recent invoices, newest first, each with its payments (the refundable payment intent). */
  async listRecentInvoices(customerId: string, limit: number): Promise<StripeInvoice[]> {
    const page = await this.stripe.invoices.list({ customer: customerId, limit, expand: ['data.payments'] });
    return page.data;
  }

  /** Every paid invoice of a customer (for a member's total paid). */
  async listPaidInvoices(customerId: string): Promise<StripeInvoice[]> {
    const all: StripeInvoice[] = [];
    for await (const invoice of this.stripe.invoices.list({ customer: customerId, status: 'paid', limit: 100 })) all.push(invoice);
    return all;
  }

  /**
   * Creates, or brings up to date, the billing portal configuration of this
   * site: invoices, card updates and cancel at period end (which the portal
   * lets a member undo with Renew), the Pro product, and the dashboard as the
   * way back. Returns its id.
   */
  async configurePortal(settings: PortalSettings): Promise<string> {
    const products = await this.portalProducts();
    const params: Stripe.BillingPortal.ConfigurationCreateParams = {
      business_profile: { headline: settings.headline },
      default_return_url: settings.returnUrl,
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        customer_update: { enabled: false },
        subscription_cancel: { enabled: true, mode: 'at_period_end', proration_behavior: 'none' },
        // One plan only: nothing to switch to, but the product is named so the portal shows it.
        subscription_update: { enabled: false, default_allowed_updates: [], ...(products ? { products } : {}) },
      },
      metadata: PORTAL_CONFIGURATION_MARK,
    };
    for await (const existing of this.stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
      if (existing.metadata?.managedBy === PORTAL_CONFIGURATION_MARK.managedBy) {
        return (await this.stripe.billingPortal.configurations.update(existing.id, params)).id;
      }
    }
    return (await this.stripe.billingPortal.configurations.create(params)).id;
  }

  private async portalProducts(): Promise<Stripe.BillingPortal.ConfigurationCreateParams.Features.SubscriptionUpdate.Product[] | null> {
    const priceId = this.options.pricePro;
    if (!priceId) return null;
    const price = await this.stripe.prices.retrieve(priceId);
    const product = typeof price.product === 'string' ? price.product : price.product.id;
    return [{ product, prices: [priceId] }];
  }

  /** What is wrong with the configured prices (missing, unknown to the provider, archived); empty when both answer active. */
  async priceProblems(): Promise<string[]> {
    const problems: string[] = [];
    for (const [name, id] of [['STRIPE_PRICE_PRO', this.options.pricePro], ['STRIPE_PRICE_CUSTOM', this.options.priceCustom]] as const) {
      if (!id) {
        problems.push(`${name} is not set`);
        continue;
      }
      const price = await this.stripe.prices.retrieve(id).catch((err: unknown) => (isNotFoundAtProvider(err) ? null : Promise.reject(err)));
      if (!price) problems.push(`${name} (${id}) is unknown to the payment provider`);
      else if (!price.active) problems.push(`${name} (${id}) is archived`);
    }
    return problems;
  }

  /**
   * What is wrong with the account's webhook endpoint for `url`: none registered there, disabled, or
   * not sent some of the events the site acts on. Empty when the endpoint will receive them all.
   */
  async webhookEndpointProblems(url: string): Promise<string[]> {
    const endpoints: Stripe.WebhookEndpoint[] = [];
    for await (const endpoint of this.stripe.webhookEndpoints.list({ limit: 100 })) endpoints.push(endpoint);
    const endpoint = endpoints.find((candidate) => candidate.url === url);
    if (!endpoint) {
      const registered = endpoints.map((candidate) => candidate.url).join(', ') || 'none';
      return [`no webhook endpoint is registered for ${url} (registered: ${registered})`];
    }
    if (endpoint.status !== 'enabled') return [`the webhook endpoint ${endpoint.id} for ${url} is ${endpoint.status}`];
    const events = new Set(endpoint.enabled_events);
    const missing = events.has('*') ? [] : PAYMENT_WEBHOOK_EVENTS.filter((type) => !events.has(type));
    return missing.length === 0 ? [] : [`the webhook endpoint ${endpoint.id} is not sent ${missing.join(', ')}`];
  }

  /** A short-lived link to the hosted billing portal for one customer. */
  async createPortalSession(input: { customerId: string; configurationId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: input.customerId,
      configuration: input.configurationId,
      return_url: input.returnUrl,
    });
    return { url: session.url };
  }

  /** Refunds a payment, whole (no amount) or in part; the key makes a retried request refund once. */
  async createRefund(input: { paymentIntentId: string; amountCents?: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<StripeRefund> {
    return this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        reason: 'requested_by_customer',
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** Every refund of one charge (a `charge.refunded` event names the charge). */
  async listRefundsOfCharge(chargeId: string): Promise<StripeRefund[]> {
    const all: StripeRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ charge: chargeId, limit: 100 })) all.push(refund);
    return all;
  }

  /** The PaymentIntent that settled an invoice (what a refund of a subscription payment names). */
  async invoicePaymentIntent(invoiceId: string): Promise<string | null> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const paid = invoice.payments?.data.find((payment) => payment.status === 'paid') ?? invoice.payments?.data[0];
    const intent = paid?.payment.payment_intent;
    if (!intent) return null;
    return typeof intent === 'string' ? intent : intent.id;
  }

  /** The card that paid an invoice, as its charge records it (brand and last 4); null when no card paid it. */
  async invoiceCard(invoiceId: string): Promise<PaymentCard | null> {
    const intentId = await this.invoicePaymentIntent(invoiceId);
    return intentId ? this.paymentCard(intentId) : null;
  }

  /** The card of a PaymentIntent's charge (brand and last 4); null when no card paid it. */
  async paymentCard(intentId: string): Promise<PaymentCard | null> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    const charge = typeof intent.latest_charge === 'string' ? await this.stripe.charges.retrieve(intent.latest_charge) : intent.latest_charge;
    const card = charge?.payment_method_details?.card;
    return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
  }

  // ---- discount codes (coupons and promotion codes) -------------------------

  /** Creates the coupon and its promotion code; the coupon is limited to the Pro product when its price is configured. */
  async createDiscountCode(input: DiscountCodeInput): Promise<StripePromotionCode> {
    const products = await this.proProducts();
    const coupon = await this.stripe.coupons.create(
      {
        ...(input.percentOff === undefined ? { amount_off: input.amountOffCents, currency: 'usd' } : { percent_off: input.percentOff }),
        duration: input.duration,
        ...(input.duration === 'repeating' ? { duration_in_months: input.durationInMonths } : {}),
        ...(products ? { applies_to: { products } } : {}),
        name: input.code,
        metadata: { plan: input.plan },
      },
      { idempotencyKey: `${input.idempotencyKey}:coupon` },
    );
    return this.stripe.promotionCodes.create(
      {
        promotion: { type: 'coupon', coupon: coupon.id },
        code: input.code,
        ...(input.expiresAt === undefined ? {} : { expires_at: input.expiresAt }),
        ...(input.maxRedemptions === undefined ? {} : { max_redemptions: input.maxRedemptions }),
        restrictions: { first_time_transaction: input.firstTimeTransaction },
        expand: ['promotion.coupon'],
      },
      { idempotencyKey: `${input.idempotencyKey}:code` },
    );
  }

  /** Every promotion code, with its coupon, newest first. */
  async listDiscountCodes(): Promise<StripePromotionCode[]> {
    const all: StripePromotionCode[] = [];
    for await (const code of this.stripe.promotionCodes.list({ limit: 100, expand: ['data.promotion.coupon'] })) all.push(code);
    return all;
  }

  /** The promotion code with this code text (active or not), if any. */
  async findDiscountCode(code: string): Promise<StripePromotionCode | null> {
    const page = await this.stripe.promotionCodes.list({ code, limit: 1, expand: ['data.promotion.coupon'] });
    return page.data[0] ?? null;
  }

  /** The retention offer's coupon: percent off for N months ("one month free": 100% for 1), limited to Pro when configured. */
  async createRetentionCoupon(input: { percentOff: number; durationInMonths: number; idempotencyKey: string }): Promise<StripeCoupon> {
    const products = await this.proProducts();
    return this.stripe.coupons.create(
      {
        percent_off: input.percentOff,
        // One month is the next invoice ("once"); more, the invoices of the months from the moment it is applied.
        ...(input.durationInMonths === 1 ? { duration: 'once' as const } : { duration: 'repeating' as const, duration_in_months: input.durationInMonths }),
        ...(products ? { applies_to: { products } } : {}),
        name: 'Retention offer',
        metadata: { kind: 'retention' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** Puts a coupon on a running subscription (replacing any discount): its next invoices charge less. */
  async applySubscriptionDiscount(subscriptionId: string, couponId: string, idempotencyKey: string): Promise<StripeSubscription> {
    return this.stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: couponId }] }, { idempotencyKey });
  }

  async deactivateDiscountCode(promotionCodeId: string): Promise<StripePromotionCode> {
    return this.stripe.promotionCodes.update(promotionCodeId, { active: false, expand: ['promotion.coupon'] });
  }

  private async proProducts(): Promise<string[] | null> {
    const priceId = this.options.pricePro;
    if (!priceId) return null;
    const price = await this.stripe.prices.retrieve(priceId);
    return [typeof price.product === 'string' ? price.product : price.product.id];
  }

  /**
   * Verifies the signature over the raw body; throws on a bad one, or one dated
   * more than the tolerance in the past or (a check the SDK leaves out) in the future.
   */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string, secret: string, now = Date.now()): StripeEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader)?.[1]);
    if (!Number.isSafeInteger(signedAt) || signedAt > toEpochSeconds(now) + WEBHOOK_TOLERANCE_SECONDS) {
      throw new Error('webhook signature dated in the future');
    }
    return event;
  }
}
