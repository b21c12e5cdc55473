import {
  addMonth,
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
} from './payment-simulator-objects.js';
import { loadSimulatorState, saveSimulatorState, seedPrice, type SimulatorState as State } from './payment-simulator-state.js';
import type { WebhookSender } from './payment-simulator-webhooks.js';

/**
 * The payment simulator's state and rules: customers, prices, Checkout
 * Sessions (subscription and payment mode), subscriptions with cancel at period
 * end, invoices and events, on a clock tests can move forward. Kept in memory
 * and, when given a file, saved there so a restarted dev server keeps its data.
 */

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const strMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) : {};

export class PaymentSimulator {
  private state: State;
  private webhooks: WebhookSender | null = null;
  /** Set once the simulator's server listens: where the hosted checkout pages are. */
  checkoutBaseUrl = '';

  constructor(private readonly stateFile: string | null = null) {
    this.state = loadSimulatorState(stateFile);
  }

  attachWebhooks(sender: WebhookSender): void {
    this.webhooks = sender;
  }

  /** The simulated clock, in epoch seconds: real time plus whatever tests advanced. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffset;
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
    saveSimulatorState(this.stateFile, this.state);
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

  // ---- Checkout Sessions ----------------------------------------------------

  createCheckoutSession(params: Json): Json {
    const mode = params.mode;
    if (mode !== 'subscription' && mode !== 'payment') throw new SimulatorError(400, 'Invalid mode: must be subscription or payment', 'parameter_invalid', 'mode');
    const successUrl = str(params.success_url);
    const cancelUrl = str(params.cancel_url);
    if (!successUrl) throw new SimulatorError(400, 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    const customer = str(params.customer);
    if (customer) this.customer(customer);
    const price = this.linePrice(params.line_items, mode);
    const id = newId('cs_test');
    const session: SimCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      customer_email: str(params.customer_email) ?? (customer ? this.customer(customer).email : null),
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata: strMap(params.metadata),
      subscription: null,
      payment_intent: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: cancelUrl ?? successUrl,
      url: `${this.checkoutBaseUrl}/pay/${id}`,
      amount_subtotal: price.unit_amount,
      amount_total: price.unit_amount,
      currency: price.currency,
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
      livemode: false,
      _price: price.id,
      _subscriptionMetadata: strMap((params.subscription_data as Json | undefined)?.metadata),
    };
    this.state.sessions[id] = session;
    saveSimulatorState(this.stateFile, this.state);
    return publicView(session);
  }

  session(id: string): SimCheckoutSession {
    const session = this.state.sessions[id];
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  /** The price of the one line item: an existing price, or one made from price_data. */
  private linePrice(lineItems: unknown, mode: 'subscription' | 'payment'): SimPrice {
    const first = Array.isArray(lineItems) ? (lineItems[0] as Json | undefined) : undefined;
    if (!first) throw new SimulatorError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items');
    const priceId = str(first.price);
    if (priceId) return this.price(priceId);
    const data = first.price_data as Json | undefined;
    const amount = Number(data?.unit_amount);
    if (!data || !Number.isInteger(amount) || amount <= 0) {
      throw new SimulatorError(400, 'Missing required param: line_items[0][price].', 'parameter_missing', 'line_items[0][price]');
    }
    const name = str((data.product_data as Json | undefined)?.name) ?? 'Item';
    const price = seedPrice(newId('price'), amount, mode === 'subscription', name);
    this.state.prices[price.id] = price;
    return price;
  }

  /** The hosted page's Pay: completes the session, creates what it buys, and announces it. */
  completeCheckout(id: string): string {
    const session = this.session(id);
    if (session.status === 'open') {
      if (!session.customer) session.customer = this.createCustomer({ email: session.customer_email ?? undefined }).id;
      if (session.mode === 'subscription') {
        const subscription = this.startSubscription(session);
        session.subscription = subscription.id;
        session.invoice = subscription.latest_invoice;
      } else {
        session.payment_intent = newId('pi');
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      this.emit('checkout.session.completed', publicView(session));
      saveSimulatorState(this.stateFile, this.state);
    }
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** The hosted page's Cancel: the session stays open (Stripe expires it later); back to the app. */
  abandonCheckout(id: string): string {
    return this.session(id).cancel_url;
  }

  // ---- subscriptions --------------------------------------------------------

  private startSubscription(session: SimCheckoutSession): SimSubscription {
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
      latest_invoice: null,
      currency: price.currency,
      collection_method: 'charge_automatically',
      metadata: session._subscriptionMetadata,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, subscription: id, created: now, current_period_start: now, current_period_end: addMonth(now) }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    this.state.subscriptions[id] = subscription;
    this.emit('customer.subscription.created', subscription);
    this.invoice(subscription, 'subscription_create', true);
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
    this.emit('customer.subscription.updated', subscription, previous);
    saveSimulatorState(this.stateFile, this.state);
    return subscription;
  }

  /** DELETE: ends the subscription now. */
  cancelNow(id: string): SimSubscription {
    const subscription = this.subscription(id);
    if (subscription.status !== 'canceled') this.end(subscription, this.now());
    saveSimulatorState(this.stateFile, this.state);
    return subscription;
  }

  private periodEnd(subscription: SimSubscription): number {
    return subscription.items.data[0]!.current_period_end;
  }

  private end(subscription: SimSubscription, at: number): void {
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    this.emit('customer.subscription.deleted', subscription);
  }

  private invoice(subscription: SimSubscription, reason: SimInvoice['billing_reason'], paid: boolean): SimInvoice {
    const item = subscription.items.data[0]!;
    const invoice: SimInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      amount_remaining: paid ? 0 : item.price.unit_amount,
      attempt_count: 1,
      billing_reason: reason,
      currency: item.price.currency,
      created: this.now(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      livemode: false,
    };
    this.state.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return invoice;
  }

  invoiceById(id: string): SimInvoice {
    const invoice = this.state.invoices[id];
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }

  // ---- test controls --------------------------------------------------------

  /** Whether an event concerns one of the app's users (through its customer's or object's metadata). */
  concernsUser(event: SimEvent, userId: string): boolean {
    const object = event.data.object as { customer?: string | null; client_reference_id?: string | null; metadata?: Record<string, string> };
    if (object.client_reference_id === userId || object.metadata?.userId === userId) return true;
    const customer = object.customer ? this.state.customers[object.customer] : undefined;
    return customer?.metadata.userId === userId;
  }

  /** The live subscriptions the app opened for one of its users (found by the metadata it set). */
  subscriptionIdsOfUser(userId: string): string[] {
    return Object.values(this.state.subscriptions)
      .filter((s) => s.metadata.userId === userId && s.status !== 'canceled')
      .map((s) => s.id);
  }

  /** The next renewal of this subscription is declined (invoice.payment_failed, status past_due). */
  failNextRenewal(subscriptionId: string): void {
    this.subscription(subscriptionId);
    if (!this.state.failNextRenewal.includes(subscriptionId)) this.state.failNextRenewal.push(subscriptionId);
    saveSimulatorState(this.stateFile, this.state);
  }

  /**
   * Moves the clock forward and runs what falls due: a subscription set to
   * cancel at period end ends; others renew (or fail to, leaving them past_due;
   * a past_due one reaching its next period end is canceled, as Stripe does when
   * its retries run out).
   */
  advanceClock(seconds: number): void {
    this.state.clockOffset += seconds;
    const now = this.now();
    for (const subscription of Object.values(this.state.subscriptions)) {
      while (subscription.status !== 'canceled' && this.periodEnd(subscription) <= now) {
        if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
          this.end(subscription, this.periodEnd(subscription));
          break;
        }
        if (this.renew(subscription) === 'failed') break;
      }
    }
    saveSimulatorState(this.stateFile, this.state);
  }

  private renew(subscription: SimSubscription): 'renewed' | 'failed' {
    const item = subscription.items.data[0]!;
    const failing = this.state.failNextRenewal.includes(subscription.id);
    const previous = { status: subscription.status, items: structuredClone(subscription.items) };
    if (failing) {
      this.state.failNextRenewal = this.state.failNextRenewal.filter((id) => id !== subscription.id);
      subscription.status = 'past_due';
      this.invoice(subscription, 'subscription_cycle', false);
    } else {
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_end);
      this.invoice(subscription, 'subscription_cycle', true);
    }
    this.emit('customer.subscription.updated', subscription, previous);
    return failing ? 'failed' : 'renewed';
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

  private emit(type: string, object: object, previous?: Json): void {
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
