import {
  addPeriod,
  newId,
  noSuch,
  publicView,
  SIMULATED_API_VERSION,
  SimulatorError,
  type Json,
  type SimCheckoutSession,
  type SimCustomer,
  type SimEvent,
  type SimInvoice,
  type SimPrice,
  type SimSubscription,
  str,
  strMap,
} from './payment-simulator-objects.js';
import { amountAfterDiscounts, discountFrom, SimulatorCoupons, type SimDiscount } from './payment-simulator-coupons.js';
import { loadSimulatorState, seedPrice, type SimulatorState as State } from './payment-simulator-state.js';
import { prorationCents } from './payment-simulator-proration.js';
import type { WebhookSender } from './payment-simulator-webhooks.js';
import { collectPayment } from './payment-simulator-charges.js';
import { startTrial } from './payment-simulator-trials.js';
import { toEpochSeconds } from '../../shared/time.js';

/**
 * The payment simulator's billing records: customers, prices, subscriptions
 * with cancel at period end, invoices and events, on a clock tests can move
 * forward. Kept in memory and, when given a file, saved there so a restarted
 * dev server keeps its data. Checkout and the test controls build on it
 * (payment-simulator.ts).
 */


export class PaymentSimulatorBilling {
  protected state: State;
  private webhooks: WebhookSender | null = null;
  /** Set once the simulator's server listens: where the hosted checkout pages are. */
  checkoutBaseUrl = '';
  /** Where its webhooks go: the one endpoint it lists, as a Stripe account lists its registered ones. */
  webhookUrl = '';

  listWebhookEndpoints(): Json[] {
    if (!this.webhookUrl) return [];
    return [{ id: 'we_simulator', object: 'webhook_endpoint', url: this.webhookUrl, enabled_events: ['*'], status: 'enabled', livemode: false }];
  }

  /** Told after every change, to write the state where the fleet shares it (payment-simulator-store.ts). */
  onChange: () => void = () => undefined;

  /** Coupons and promotion codes (payment-simulator-coupons.ts), kept in the same state. */
  readonly coupons = new SimulatorCoupons(() => this.state, () => this.now());

  constructor(state: State = loadSimulatorState(null)) {
    this.state = state;
  }

  protected save(): void {
    this.onChange();
  }

  /** The state to keep. */
  snapshot(): State {
    return this.state;
  }

  /** Takes the state another instance wrote. */
  replaceState(state: State): void {
    this.state = state;
  }

  attachWebhooks(sender: WebhookSender): void {
    this.webhooks = sender;
  }

  /** The simulated clock, in epoch seconds: real time plus whatever tests advanced. */
  now(): number {
    return toEpochSeconds(Date.now()) + this.state.clockOffset;
  }

  // ---- customers and prices -------------------------------------------------

  createCustomer(params: Json): SimCustomer {
    const customer: SimCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: str(params.email) ?? null,
      metadata: strMap(params.metadata),
      created: this.now(),
      livemode: false,
    };
    this.state.customers[customer.id] = customer;
    this.save();
    return customer;
  }

  customer(id: string): SimCustomer {
    const customer = this.state.customers[id];
    if (!customer) throw noSuch('customer', id);
    return customer;
  }

  price(id: string): SimPrice {
    const price = this.state.prices[id];
    if (!price) throw noSuch('price', id, 'line_items[0][price]');
    return price;
  }

  // ---- subscriptions --------------------------------------------------------

  protected startSubscription(session: SimCheckoutSession): SimSubscription {
    const now = this.now();
    const id = newId('sub');
    const price = this.price(session._price);
    const subscription: SimSubscription = {
      id,
      object: 'subscription',
      customer: session.customer!,
      status: 'active',
      created: now,
      start_date: now,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null },
      latest_invoice: null,
      currency: price.currency,
      collection_method: 'charge_automatically',
      metadata: session._subscriptionMetadata,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, subscription: id, created: now, current_period_start: now, current_period_end: addPeriod(now, price) }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      discounts: session._promotionCode ? [this.coupons.redeem(session._promotionCode, id)] : [],
      trial_start: null,
      trial_end: null,
      livemode: false,
    };
    if (session._trialDays) startTrial(subscription, session._trialDays, now);
    this.state.subscriptions[id] = subscription;
    this.emit('customer.subscription.created', subscription);
    // A trial's first invoice is for $0: nothing is charged until the trial ends.
    this.invoice(subscription, 'subscription_create', true, session._trialDays ? 0 : undefined);
    return subscription;
  }

  subscription(id: string): SimSubscription {
    const subscription = this.state.subscriptions[id];
    if (!subscription) throw noSuch('subscription', id);
    return subscription;
  }

  listSubscriptions(query: Json): SimSubscription[] {
    const customer = str(query.customer);
    if (customer) this.customer(customer);
    const status = str(query.status) ?? 'active';
    return Object.values(this.state.subscriptions)
      .filter((s) => !customer || s.customer === customer)
      .filter((s) => (status === 'all' ? true : status === 'active' ? s.status !== 'canceled' && s.status !== 'incomplete' : s.status === status))
      .sort((a, b) => b.created - a.created);
  }

  updateSubscription(id: string, params: Json): SimSubscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw new SimulatorError(400, 'A canceled subscription can only update its cancellation_details and metadata.', 'resource_missing');
    }
    const previous: Json = {};
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === true || params.cancel_at_period_end === 'true';
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? this.periodEnd(subscription) : null;
      subscription.canceled_at = cancel ? this.now() : null;
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...strMap(params.metadata) };
    if (Array.isArray(params.items)) this.changePrice(subscription, params.items[0] as Json | undefined, previous);
    if (params.discounts !== undefined) {
      previous.discounts = (subscription.discounts ?? []).map((discount) => discount.id);
      subscription.discounts = this.subscriptionDiscounts(subscription.id, params.discounts);
    }
    this.emit('customer.subscription.updated', subscription, previous);
    this.save();
    return subscription;
  }

  /**
   * `items[0]` with a new price (an id, or price_data of a product): the change is prorated and, as
   * `proration_behavior: always_invoice` asks, invoiced and charged at once. A change of interval
   * starts a new period now. Refused while a payment is failing, as Stripe refuses to invoice then.
   */
  private changePrice(subscription: SimSubscription, change: Json | undefined, previous: Json): void {
    const item = subscription.items.data[0]!;
    if (!change || str(change.id) !== item.id) throw new SimulatorError(400, 'items[0][id] must name the subscription item to change.', 'parameter_invalid', 'items[0][id]');
    if (subscription.status === 'past_due') throw new SimulatorError(400, 'This subscription has an unpaid invoice; pay it before changing the price.', 'invoice_payment_intent_requires_action');
    const next = this.itemPrice(change);
    previous.items = structuredClone(subscription.items);
    const now = this.now();
    const charge = prorationCents(item.price, next, { start: item.current_period_start, end: item.current_period_end }, now);
    if (item.price.recurring?.interval !== next.recurring?.interval) {
      item.current_period_start = now;
      item.current_period_end = addPeriod(now, next);
    }
    item.price = next;
    if (charge < 0) this.state.credits[subscription.customer] = (this.state.credits[subscription.customer] ?? 0) - charge;
    this.invoice(subscription, 'subscription_update', true, Math.max(0, charge));
  }

  private itemPrice(change: Json): SimPrice {
    const priceId = str(change.price);
    if (priceId) return this.price(priceId);
    const data = change.price_data as Json | undefined;
    const amount = Number(data?.unit_amount);
    const interval = str((data?.recurring as Json | undefined)?.interval);
    const product = str(data?.product);
    if (!data || !Number.isInteger(amount) || amount <= 0 || (interval !== 'month' && interval !== 'year') || !product) {
      throw new SimulatorError(400, 'items[0] needs a price or price_data with unit_amount, recurring[interval] and product.', 'parameter_missing', 'items[0][price_data]');
    }
    const id = newId('price');
    const price = seedPrice(id, amount, true, 'Pro membership', interval, product);
    this.state.prices[id] = price;
    return price;
  }

  /**
   * `discounts` on an update, as Stripe takes them: the list replaces the subscription's discounts
   * (an empty string clears them); each a coupon or a promotion code, starting now, so the next
   * invoices charge the discounted price.
   */
  private subscriptionDiscounts(subscriptionId: string, discounts: unknown): SimDiscount[] {
    if (!Array.isArray(discounts)) return [];
    return discounts.map((entry, index) => {
      const item = (entry ?? {}) as Json;
      const promotionCode = str(item.promotion_code);
      if (promotionCode) return this.coupons.redeem(promotionCode, subscriptionId);
      const couponId = str(item.coupon);
      if (!couponId) throw new SimulatorError(400, `Missing required param: discounts[${index}][coupon].`, 'parameter_missing', `discounts[${index}]`);
      const coupon = this.coupons.coupon(couponId);
      coupon.times_redeemed += 1;
      const discount = discountFrom(coupon, null, subscriptionId, this.now());
      // Put on mid-period, "once" covers the next invoice (the one dated at this period's end).
      if (coupon.duration === 'once') discount.end = this.periodEnd(this.subscription(subscriptionId)) + 1;
      return discount;
    });
  }

  /** DELETE: ends the subscription now. */
  cancelNow(id: string): SimSubscription {
    const subscription = this.subscription(id);
    if (subscription.status !== 'canceled') this.end(subscription, this.now());
    this.save();
    return subscription;
  }

  protected periodEnd(subscription: SimSubscription): number {
    return subscription.items.data[0]!.current_period_end;
  }

  protected end(subscription: SimSubscription, at: number): void {
    const unpaid = subscription.status === 'past_due' && !subscription.cancel_at_period_end;
    subscription.cancellation_details = { reason: unpaid ? 'payment_failed' : 'cancellation_requested' };
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    this.emit('customer.subscription.deleted', subscription);
  }

  /** An invoice for the current period (or, given, a proration's amount), less any credit the customer has. */
  protected invoice(subscription: SimSubscription, reason: SimInvoice['billing_reason'], paid: boolean, prorated?: number): SimInvoice {
    const item = subscription.items.data[0]!;
    const id = newId('in');
    const due = prorated ?? amountAfterDiscounts(item.price.unit_amount, subscription.discounts ?? [], item.current_period_start);
    const credit = Math.min(due, this.state.credits[subscription.customer] ?? 0);
    if (credit > 0) this.state.credits[subscription.customer] = (this.state.credits[subscription.customer] ?? 0) - credit;
    const amount = due - credit;
    const invoice: SimInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      billing_reason: reason,
      currency: item.price.currency,
      created: this.now(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      subtotal: prorated ?? item.price.unit_amount,
      total: amount,
      number: this.nextInvoiceNumber(subscription.customer),
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: prorated ?? item.price.unit_amount,
            currency: item.price.currency,
            description: item.price.nickname ?? 'Subscription',
            quantity: 1,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      hosted_invoice_url: `${this.checkoutBaseUrl}/invoices/${id}`,
      invoice_pdf: `${this.checkoutBaseUrl}/invoices/${id}/pdf`,
      payments: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/payments` },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      livemode: false,
    };
    this.state.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    if (paid) this.settleInvoice(invoice, subscription);
    else this.emit('invoice.payment_failed', invoice);
    return invoice;
  }

  /** Whether the customer has paid anything before (a first-time-only promotion code refuses them). */
  protected hasPaid(customer: string): boolean {
    return Object.values(this.state.invoices).some((invoice) => invoice.customer === customer && invoice.amount_paid > 0)
      || Object.values(this.state.paymentIntents).some((intent) => intent.customer === customer && intent.status === 'succeeded');
  }

  /** As Stripe numbers a customer's invoices: a prefix of the customer's own, then 0001, 0002... */
  private nextInvoiceNumber(customer: string): string {
    const count = Object.values(this.state.invoices).filter((invoice) => invoice.customer === customer).length;
    return `${customer.slice(4, 12).toUpperCase()}-${String(count + 1).padStart(4, '0')}`;
  }

  /** Charges the card on file for an invoice and announces it paid (a renewal, or a retry after a new card). */
  protected settleInvoice(invoice: SimInvoice, subscription: SimSubscription): void {
    if (invoice.amount_due === 0) {
      // As at Stripe, a $0 invoice is paid without any charge to the card.
      invoice.status = 'paid';
      this.emit('invoice.paid', invoice);
      return;
    }
    const intent = collectPayment(this.state, this.now(), {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      metadata: subscription.metadata,
    });
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.payments.data = [
      {
        id: newId('inpay'),
        object: 'invoice_payment',
        amount_paid: invoice.amount_due,
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: true,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: intent.id },
        livemode: false,
      },
    ];
    this.emit('invoice.paid', invoice);
  }

  /** A customer's invoices, newest first (GET /v1/invoices?customer=; kept in the order they were made). */
  listInvoices(query: Json): SimInvoice[] {
    const customer = str(query.customer);
    if (customer) this.customer(customer);
    const subscription = str(query.subscription);
    return Object.values(this.state.invoices)
      .filter((invoice) => (!customer || invoice.customer === customer) && (!subscription || invoice.parent.subscription_details.subscription === subscription))
      .reverse();
  }

  invoiceById(id: string): SimInvoice {
    const invoice = this.state.invoices[id];
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }

  get events(): readonly SimEvent[] {
    return this.state.events;
  }

  event(id: string): SimEvent {
    const event = this.state.events.find((candidate) => candidate.id === id);
    if (!event) throw noSuch('event', id);
    return event;
  }

  // ---- events and persistence ----------------------------------------------

  protected emit(type: string, object: object, previous?: Json): void {
    const event: SimEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: SIMULATED_API_VERSION,
      created: this.now(),
      type,
      data: { object: structuredClone(publicView(object)), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.state.events.push(event);
    this.webhooks?.send(event);
  }
}
