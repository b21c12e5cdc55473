import { addPeriod, newId, noSuch, SimulatorError, str, strMap, type Json, type SimInvoice, type SimPortalConfiguration, type SimPortalSession, type SimSubscription } from './payment-simulator-objects.js';
import { PaymentSimulatorBilling } from './payment-simulator-billing.js';
import { chargeOf, createRefund, listRefunds, paymentIntentOf, refundOf } from './payment-simulator-charges.js';
import type { InvoiceDocument } from './payment-simulator-invoice-pdf.js';

/**
 * Refunds (with the `charge.refunded` webhook) and the customer billing portal:
 * configurations, sessions, and what the hosted portal page does (cancel at
 * period end, renew, a new card that pays what is past due), each announced
 * with the webhooks Stripe sends for it.
 */

const flag = (value: unknown) => value === true || value === 'true';
const section = (features: Json, name: string): Json => (features[name] && typeof features[name] === 'object' ? (features[name] as Json) : {});
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** What the hosted portal page shows for one session. */
export interface PortalView {
  session: SimPortalSession;
  configuration: SimPortalConfiguration;
  email: string | null;
  subscription: SimSubscription | null;
  invoices: SimInvoice[];
  cardLast4: string | null;
}

export class PaymentSimulatorPortal extends PaymentSimulatorBilling {
  // ---- money: payment intents, charges, refunds -----------------------------

  paymentIntent = (id: string) => paymentIntentOf(this.state, id);
  charge = (id: string) => chargeOf(this.state, id);
  refund = (id: string) => refundOf(this.state, id);
  listRefunds = (query: Json) => listRefunds(this.state, query);

  createRefund(params: Json) {
    const { refund, charge } = createRefund(this.state, this.now(), params);
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge, { amount_refunded: charge.amount_refunded - refund.amount, refunded: false });
    this.save();
    return refund;
  }

  // ---- billing portal configurations ----------------------------------------

  createPortalConfiguration(params: Json): SimPortalConfiguration {
    const now = this.now();
    const configuration: SimPortalConfiguration = {
      id: newId('bpc'),
      object: 'billing_portal.configuration',
      active: true,
      is_default: Object.keys(this.state.portalConfigurations).length === 0,
      default_return_url: null,
      business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
      features: {
        customer_update: { enabled: false, allowed_updates: [] },
        invoice_history: { enabled: false },
        payment_method_update: { enabled: false },
        subscription_cancel: { enabled: false, mode: 'at_period_end', proration_behavior: 'none' },
        subscription_update: { enabled: false, default_allowed_updates: [], products: [] },
      },
      metadata: {},
      created: now,
      updated: now,
      livemode: false,
    };
    this.applyConfiguration(configuration, params);
    this.state.portalConfigurations[configuration.id] = configuration;
    this.save();
    return configuration;
  }

  updatePortalConfiguration(id: string, params: Json): SimPortalConfiguration {
    const configuration = this.portalConfiguration(id);
    this.applyConfiguration(configuration, params);
    configuration.updated = this.now();
    this.save();
    return configuration;
  }

  portalConfiguration(id: string): SimPortalConfiguration {
    const configuration = this.state.portalConfigurations[id];
    if (!configuration) throw noSuch('billing_portal.configuration', id);
    return configuration;
  }

  listPortalConfigurations(): SimPortalConfiguration[] {
    return Object.values(this.state.portalConfigurations).reverse();
  }

  private applyConfiguration(configuration: SimPortalConfiguration, params: Json): void {
    if (params.default_return_url !== undefined) configuration.default_return_url = str(params.default_return_url) ?? null;
    if (params.active !== undefined) configuration.active = flag(params.active);
    if (params.metadata) configuration.metadata = { ...configuration.metadata, ...strMap(params.metadata) };
    const business = (params.business_profile ?? {}) as Json;
    if (business.headline !== undefined) configuration.business_profile.headline = str(business.headline) ?? null;
    const features = (params.features ?? {}) as Json;
    const f = configuration.features;
    const invoiceHistory = section(features, 'invoice_history');
    if (invoiceHistory.enabled !== undefined) f.invoice_history.enabled = flag(invoiceHistory.enabled);
    const card = section(features, 'payment_method_update');
    if (card.enabled !== undefined) f.payment_method_update.enabled = flag(card.enabled);
    const cancel = section(features, 'subscription_cancel');
    if (cancel.enabled !== undefined) f.subscription_cancel.enabled = flag(cancel.enabled);
    if (cancel.mode === 'immediately' || cancel.mode === 'at_period_end') f.subscription_cancel.mode = cancel.mode;
    const customer = section(features, 'customer_update');
    if (customer.enabled !== undefined) f.customer_update.enabled = flag(customer.enabled);
    if (customer.allowed_updates !== undefined) f.customer_update.allowed_updates = strings(customer.allowed_updates);
    const update = section(features, 'subscription_update');
    if (update.enabled !== undefined) f.subscription_update.enabled = flag(update.enabled);
    if (update.products !== undefined) {
      f.subscription_update.products = (Array.isArray(update.products) ? (update.products as Json[]) : []).map((p) => ({ product: String(p.product), prices: strings(p.prices) }));
    }
  }

  // ---- billing portal sessions ----------------------------------------------

  createPortalSession(params: Json): SimPortalSession {
    const customer = str(params.customer);
    if (!customer) throw new SimulatorError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
    this.customer(customer);
    const configurationId = str(params.configuration) ?? Object.values(this.state.portalConfigurations).find((c) => c.is_default)?.id;
    if (!configurationId) {
      throw new SimulatorError(400, 'You can’t create a portal session in test mode until you save your customer portal settings.', 'parameter_missing', 'configuration');
    }
    const configuration = this.portalConfiguration(configurationId);
    const returnUrl = str(params.return_url) ?? configuration.default_return_url;
    if (!returnUrl) throw new SimulatorError(400, 'Missing required param: return_url.', 'parameter_missing', 'return_url');
    const id = newId('bps');
    const session: SimPortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: configuration.id,
      customer,
      return_url: returnUrl,
      url: `${this.checkoutBaseUrl}/portal/${id}`,
      created: this.now(),
      livemode: false,
    };
    this.state.portalSessions[id] = session;
    this.save();
    return session;
  }

  portalSession(id: string): SimPortalSession {
    const session = this.state.portalSessions[id];
    if (!session) throw noSuch('billing_portal.session', id);
    return session;
  }

  /** The session's customer, their newest subscription, invoices and card, as the hosted page shows them. */
  portalView(sessionId: string): PortalView {
    const session = this.portalSession(sessionId);
    const subscriptions = this.listSubscriptions({ customer: session.customer, status: 'all' });
    return {
      session,
      configuration: this.portalConfiguration(session.configuration),
      email: this.customer(session.customer).email,
      subscription: subscriptions.find((s) => s.status !== 'canceled') ?? subscriptions[0] ?? null,
      invoices: this.listInvoices({ customer: session.customer }),
      cardLast4: this.state.cards[session.customer] ?? null,
    };
  }

  /**
   * What an invoice's PDF shows: the seller is the name the app gave its portal
   * (the site's title, as Stripe prints the account's business name), and the
   * refunds are those of the payment that settled it.
   */
  invoiceDocument(invoiceId: string): InvoiceDocument {
    const invoice = this.invoiceById(invoiceId);
    const intent = invoice.payments.data[0]?.payment.payment_intent;
    const headlines = Object.values(this.state.portalConfigurations).map((c) => c.business_profile.headline);
    return {
      invoice,
      seller: headlines.reverse().find((headline) => headline) ?? 'Test account',
      email: this.customer(invoice.customer).email,
      refunds: intent ? listRefunds(this.state, { payment_intent: intent }).reverse() : [],
    };
  }

  /** Cancel plan (at period end) or Renew plan from the portal, on the session customer's own subscription only. */
  portalSetCancel(sessionId: string, cancel: boolean): void {
    const { session, configuration, subscription } = this.portalView(sessionId);
    if (!subscription || subscription.customer !== session.customer || subscription.status === 'canceled') {
      throw new SimulatorError(400, 'There is no plan to change.', 'resource_missing');
    }
    if (cancel && !configuration.features.subscription_cancel.enabled) throw new SimulatorError(400, 'Canceling is not allowed here.', 'feature_disabled');
    if (cancel && configuration.features.subscription_cancel.mode === 'immediately') this.cancelNow(subscription.id);
    else this.updateSubscription(subscription.id, { cancel_at_period_end: cancel });
  }

  /**
   * Update card: the new card is kept for the customer; what is past due is
   * charged to it at once, as Stripe retries an open invoice when the card
   * changes. A card ending in 0002 is declined and nothing changes.
   */
  portalUpdateCard(sessionId: string, card: string): void {
    const { session, configuration } = this.portalView(sessionId);
    if (!configuration.features.payment_method_update.enabled) throw new SimulatorError(400, 'Updating the card is not allowed here.', 'feature_disabled');
    const digits = card.replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(digits)) throw new SimulatorError(400, 'Your card number is incomplete.', 'incorrect_number');
    if (digits.endsWith('0002')) throw new SimulatorError(402, 'Your card was declined.', 'card_declined');
    this.state.cards[session.customer] = digits.slice(-4);
    this.emit('customer.updated', this.customer(session.customer));
    for (const subscription of this.listSubscriptions({ customer: session.customer, status: 'past_due' })) {
      const open = subscription.latest_invoice ? this.invoiceById(subscription.latest_invoice) : undefined;
      if (open?.status !== 'open') continue;
      const previous = { status: subscription.status };
      this.settleInvoice(open, subscription);
      const item = subscription.items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addPeriod(item.current_period_end, item.price);
      subscription.status = 'active';
      this.emit('customer.subscription.updated', subscription, previous);
    }
    this.save();
  }
}
