import {
  addPeriod,
  newId,
  noSuch,
  publicView,
  SimulatorError,
  type Json,
  type SimCheckoutSession,
  type SimEvent,
  type SimPrice,
  type SimSubscription,
  str,
  strMap,
} from './payment-simulator-objects.js';
import { amountAfterDiscounts, discountFrom, PROMOTION_CODE_REFUSALS } from './payment-simulator-coupons.js';
import { collectPayment, paymentIntentOf } from './payment-simulator-charges.js';
import { PaymentSimulatorPortal } from './payment-simulator-portal.js';
import { seedPrice } from './payment-simulator-state.js';
import { trialDaysOf, trialWillEndDue } from './payment-simulator-trials.js';
import { upcomingRenewalInvoice } from './payment-simulator-upcoming.js';

/**
 * The payment simulator: Checkout Sessions (subscription and payment mode) on
 * top of its billing records, refunds and billing portal, and the controls tests use to move the clock and
 * make renewals fail.
 */
export class PaymentSimulator extends PaymentSimulatorPortal {
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
    const promotionCode = this.checkoutPromotionCode(params, customer, price);
    const trialDays = trialDaysOf(params);
    // A trial's checkout charges nothing today (Stripe's amount_total is 0).
    const amountTotal = trialDays ? 0 : promotionCode ? amountAfterDiscounts(price.unit_amount, [discountFrom(promotionCode.coupon, null, null, this.now())], this.now()) : price.unit_amount;
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
      amount_total: amountTotal,
      discounts: promotionCode ? [{ promotion_code: promotionCode.id, coupon: promotionCode.coupon.id }] : [],
      allow_promotion_codes: params.allow_promotion_codes === 'true',
      currency: price.currency,
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
      livemode: false,
      _price: price.id,
      _interval: price.recurring?.interval ?? null,
      _subscriptionMetadata: strMap((params.subscription_data as Json | undefined)?.metadata),
      _promotionCode: promotionCode?.id ?? null,
      _trialDays: trialDays,
    };
    this.state.sessions[id] = session;
    this.save();
    return publicView(session);
  }

  /** Checkout sessions, optionally of one `status` and `customer`, newest first (the list call pages them). */
  listCheckoutSessions(query: Json): SimCheckoutSession[] {
    const status = str(query.status);
    const customer = str(query.customer);
    return Object.values(this.state.sessions)
      .filter((session) => (!status || session.status === status) && (!customer || session.customer === customer))
      .sort((a, b) => b.created - a.created);
  }

  session(id: string): SimCheckoutSession {
    const session = this.state.sessions[id];
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  /**
   * The hosted page's code box: the code a customer typed, checked as Checkout checks it, discounts
   * the session (one code per session, as at Stripe; a new one replaces the last).
   */
  applyPromotionCode(sessionId: string, typed: string): SimCheckoutSession {
    const session = this.session(sessionId);
    if (!session.allow_promotion_codes || session.status !== 'open') throw new SimulatorError(400, 'This checkout takes no promotion code.', 'parameter_invalid', 'promotion_code');
    const code = this.coupons.listPromotionCodes({ code: typed.trim(), active: 'true' })[0];
    if (!code) throw new SimulatorError(400, PROMOTION_CODE_REFUSALS.unknown, 'promotion_code_invalid', 'promotion_code');
    const price = this.price(session._price);
    const coupon = this.coupons.redeemable(String(code.id), price.product, session.customer ? this.hasPaid(session.customer) : false);
    session.discounts = [{ promotion_code: String(code.id), coupon: coupon.id }];
    session._promotionCode = String(code.id);
    session.amount_total = amountAfterDiscounts(price.unit_amount, [discountFrom(coupon, null, null, this.now())], this.now());
    this.save();
    return session;
  }

  /** The promotion code of `discounts[0]`, checked as Checkout checks it (none given: none). */
  private checkoutPromotionCode(params: Json, customer: string | undefined, price: SimPrice) {
    const discounts = params.discounts;
    const id = str(Array.isArray(discounts) ? (discounts[0] as Json | undefined)?.promotion_code : undefined);
    if (!id) return null;
    if (params.allow_promotion_codes !== undefined) {
      throw new SimulatorError(400, 'You may only specify one of these parameters: allow_promotion_codes, discounts.', 'parameter_invalid', 'discounts');
    }
    return { id, coupon: this.coupons.redeemable(id, price.product, customer ? this.hasPaid(customer) : false) };
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
    const interval = str((data.recurring as Json | undefined)?.interval) ?? 'month';
    if (interval !== 'month' && interval !== 'year') {
      throw new SimulatorError(400, 'Invalid line_items[0][price_data][recurring][interval]: must be month or year', 'parameter_invalid', 'line_items[0][price_data][recurring][interval]');
    }
    const id = newId('price');
    const price = seedPrice(id, amount, mode === 'subscription', name, interval, str(data.product) ?? `prod_${id}`);
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
        const intent = collectPayment(this.state, this.now(), {
          amount: session.amount_total,
          currency: session.currency,
          customer: session.customer,
          metadata: session.metadata,
        });
        session.payment_intent = intent.id;
      }
      session.status = 'complete';
      // Stripe's word for a trial's checkout, where the card is saved but nothing is charged.
      session.payment_status = session._trialDays ? 'no_payment_required' : 'paid';
      // As at Stripe, a paid one-time checkout also announces its payment (the two may arrive in either order).
      if (session.payment_intent) this.emit('payment_intent.succeeded', paymentIntentOf(this.state, session.payment_intent));
      this.emit('checkout.session.completed', publicView(session));
      this.save();
    }
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** The hosted page's Cancel: the session stays open (Stripe expires it later); back to the app. */
  abandonCheckout(id: string): string {
    return this.session(id).cancel_url;
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

  /** The account's "days before renewal" setting: `invoice.upcoming` goes out this long before a yearly renewal. */
  setUpcomingRenewalDays(days: number): void {
    this.state.upcomingRenewalDays = days;
    this.save();
  }

  /** The next renewal of this subscription is declined (invoice.payment_failed, status past_due). */
  failNextRenewal(subscriptionId: string): void {
    this.subscription(subscriptionId);
    if (!this.state.failNextRenewal.includes(subscriptionId)) this.state.failNextRenewal.push(subscriptionId);
    this.save();
  }

  /**
   * Moves the clock forward and runs what falls due: a subscription set to
   * cancel at period end ends; others renew (or fail to, leaving them past_due;
   * a past_due one reaching its next period end is canceled, as Stripe does when
   * its retries run out).
   */
  advanceClock(seconds: number): void {
    this.state.clockOffset += seconds;
    for (const subscription of Object.values(this.state.subscriptions)) this.runDue(subscription);
    this.save();
  }

  /**
   * Time passes for one user's subscriptions only: their dates move back by
   * `seconds`, then what falls due runs, as `advanceClock` would for everyone.
   * Lets a member test their own renewals without touching anyone else's.
   */
  advanceClockFor(userId: string, seconds: number): string[] {
    const ids = this.subscriptionIdsOfUser(userId);
    for (const id of ids) {
      const subscription = this.subscription(id);
      const back = (at: number | null) => (at === null ? null : at - seconds);
      subscription.created -= seconds;
      subscription.start_date -= seconds;
      subscription.cancel_at = back(subscription.cancel_at);
      subscription.canceled_at = back(subscription.canceled_at);
      subscription.trial_start = back(subscription.trial_start ?? null);
      subscription.trial_end = back(subscription.trial_end ?? null);
      for (const item of subscription.items.data) {
        item.created -= seconds;
        item.current_period_start -= seconds;
        item.current_period_end -= seconds;
      }
      this.runDue(subscription);
    }
    this.save();
    return ids;
  }

  private runDue(subscription: SimSubscription): void {
    const now = this.now();
    if (trialWillEndDue(subscription, now)) {
      subscription._trialWillEndSent = true;
      this.emit('customer.subscription.trial_will_end', subscription);
    }
    while (subscription.status !== 'canceled' && this.periodEnd(subscription) <= now) {
      this.announceUpcomingRenewal(subscription);
      if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
        this.end(subscription, this.periodEnd(subscription));
        break;
      }
      if (this.renew(subscription) === 'failed') break;
    }
    this.announceUpcomingRenewal(subscription);
  }

  /** `invoice.upcoming` once per yearly renewal, when the clock passes renewal − the account's days. */
  private announceUpcomingRenewal(subscription: SimSubscription): void {
    const upcoming = upcomingRenewalInvoice(subscription, this.now(), this.state.events, this.state.upcomingRenewalDays);
    if (upcoming) this.emit('invoice.upcoming', upcoming);
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
      // The trial's end is the first renewal: from here on the subscription is paid.
      if (subscription.status === 'trialing') subscription.status = 'active';
      item.current_period_start = item.current_period_end;
      item.current_period_end = addPeriod(item.current_period_end, item.price);
      this.invoice(subscription, 'subscription_cycle', true);
    }
    this.emit('customer.subscription.updated', subscription, previous);
    return failing ? 'failed' : 'renewed';
  }

}
