import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../shared/ids.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, unavailable } from '../../errors.js';
import { type StripeCharge, type StripeCheckoutSession, type StripeEvent, type StripeInvoice, type StripePaymentIntent, type StripeSubscription } from '../../integrations/stripe.js';
import { customerIdOf, isNotFoundAtProvider } from '../../integrations/stripe-objects.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { findUserIdOfCustomer, insertCustomer, recordEvent } from './subscription.repo.js';
import { syncUserFromProvider } from './subscription.sync.js';
import { isValidCheckoutLinkProof } from './checkout-link-proof.service.js';
import { chargeRefunded } from './refunds.service.js';
import { invoiceSettled } from './billing.emails.js';
import { remindTrialEnding } from './trials.service.js';
import { upcomingRenewal } from '../retention/retention.service.js';

/**
 * The webhook side: verify, record the event id in the ledger and apply its
 * effect in one transaction (a redelivery finds the id and does nothing), and
 * dispatch. Payment-mode checkouts go to the handler a feature module declares
 * for their `metadata.kind` (custom orders), inside the same transaction.
 */

export const webhookNotConfigured = () =>
  unavailable('webhook_not_configured', 'Payment webhooks are not configured on this server.');
const invalidSignature = () => badRequest('invalid_signature', 'The webhook signature is missing, invalid or too old.');

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/** A payment customer our server has not linked to a user, and how to link one. */
type Adopt = (tx: Tx, customerId: string) => Promise<string | undefined>;

/** Verifies and applies one delivery. Signature problems are 400 and change nothing. */
export async function receiveWebhook(
  ctx: AppContext,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const secret = ctx.payments.webhookSecret;
  if (!secret) throw webhookNotConfigured();
  if (!signature) throw invalidSignature();
  let event: StripeEvent;
  try {
    event = ctx.payments.verifyWebhook(rawBody, signature, secret);
  } catch {
    throw invalidSignature();
  }
  let duplicate: boolean;
  try {
    duplicate = await ctx.database.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event.id, event.type, customerOfEvent(event)))) return true;
      await dispatch(ctx, log, tx, event);
      return false;
    });
  } catch (error) {
    // Something the event names is gone at the provider: a retry would fail the same way for
    // days, so the event is recorded (without effect) and acknowledged.
    if (!isNotFoundAtProvider(error)) throw error;
    log.warn({ err: error, eventId: event.id, type: event.type }, 'payment event names something the provider no longer has; recorded and ignored');
    duplicate = !(await recordEvent(ctx.database.db, event.id, event.type, customerOfEvent(event)));
  }
  log.info({ eventId: event.id, type: event.type, duplicate }, 'payment webhook received');
  return { received: true, duplicate };
}

/** The customer an event's object names, if any: kept with the event for the member page. */
function customerOfEvent(event: StripeEvent): string | null {
  const object = event.data.object as { customer?: Parameters<typeof customerIdOf>[0] };
  return customerIdOf(object.customer);
}

async function dispatch(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, event: StripeEvent): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, log, tx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncCustomerOf(ctx, log, tx, (event.data.object as StripeSubscription).customer, null);
      return;
    case 'customer.subscription.trial_will_end':
      return trialWillEnd(ctx, log, tx, event.data.object as StripeSubscription);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as StripeInvoice;
      const userId = await syncCustomerOf(ctx, log, tx, invoice.customer, null);
      if (userId) await invoiceSettled(ctx, tx, userId, invoice, event.type === 'invoice.paid');
      return;
    }
    case 'invoice.upcoming': {
      const invoice = event.data.object as StripeInvoice;
      const userId = await syncCustomerOf(ctx, log, tx, invoice.customer, null);
      if (userId) await upcomingRenewal(ctx, tx, userId, invoice, event.created);
      return;
    }
    case 'charge.refunded':
      return chargeRefunded(ctx, log, tx, event.data.object as StripeCharge);
    case 'payment_intent.succeeded':
      return paymentSucceeded(ctx, tx, event.data.object as StripePaymentIntent);
    default:
      // Unknown types are acknowledged (200) so the provider stops sending them.
      return;
  }
}

/** The reminder reads the subscription back: a trial canceled or ended since the event was sent gets none. */
async function trialWillEnd(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, subscription: StripeSubscription): Promise<void> {
  const userId = await syncCustomerOf(ctx, log, tx, subscription.customer, null);
  if (!userId) return;
  const fresh = (await ctx.payments.listSubscriptions(customerIdOf(subscription.customer)!)).find((s) => s.id === subscription.id);
  if (fresh && (await remindTrialEnding(ctx, tx, userId, fresh))) log.info({ userId, subscriptionId: fresh.id }, 'trial reminder queued');
}

async function checkoutCompleted(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, session: StripeCheckoutSession): Promise<void> {
  if (session.mode === 'subscription') {
    await syncCustomerOf(ctx, log, tx, session.customer, (adoptTx, customerId) => adoptFromCheckout(ctx, adoptTx, session.id, customerId));
    return;
  }
  if (session.mode !== 'payment') return;
  const kind = session.metadata?.kind;
  const handler = kind ? ctx.modules.paymentHandlers.get(kind) : undefined;
  if (!handler) {
    log.warn({ sessionId: session.id, kind }, 'no handler for a paid one-time checkout; recorded and ignored');
    return;
  }
  // The provider is the source of truth: hand over a fresh read, and only once it is paid.
  const fresh = await ctx.payments.retrieveCheckoutSession(session.id);
  if (fresh.payment_status === 'paid') await handler(ctx, tx, fresh);
}

/** A one-time payment whose kind asks for it (tips): handed over as the provider reads it now. Others are paid through their checkout. */
async function paymentSucceeded(ctx: AppContext, tx: Tx, intent: StripePaymentIntent): Promise<void> {
  const kind = intent.metadata?.kind;
  const handler = kind ? ctx.modules.paymentIntentHandlers.get(kind) : undefined;
  if (!handler) return;
  const fresh = await ctx.payments.retrievePaymentIntent(intent.id);
  if (fresh.status === 'succeeded') await handler(ctx, tx, fresh);
}

/**
 * Finds our user for a provider customer and re-syncs them. A customer we have
 * not linked is adopted only through `adopt` (a checkout read back from the
 * provider), never from what the event itself says.
 */
async function syncCustomerOf(
  ctx: AppContext,
  log: FastifyBaseLogger,
  tx: Tx,
  customer: Parameters<typeof customerIdOf>[0],
  adopt: Adopt | null,
): Promise<string | undefined> {
  const customerId = customerIdOf(customer);
  if (!customerId) return undefined;
  let userId = await findUserIdOfCustomer(tx, customerId);
  if (!userId && adopt) userId = await adopt(tx, customerId);
  if (!userId) {
    log.warn({ customerId }, 'payment event for a customer of no known user; recorded and ignored');
    return undefined;
  }
  const changed = await syncUserFromProvider(ctx, tx, userId, customerId);
  if (changed.length > 0) log.info({ userId, changed }, 'subscription state applied');
  return userId;
}

/**
 * Links a customer we have not recorded (say, the link was lost) to a user,
 * only when the provider confirms it: the checkout session, read back from the
 * provider, is complete, is for this customer, and carries the mark only this
 * server puts on the checkouts it creates, for that user and that customer.
 */
async function adoptFromCheckout(ctx: AppContext, tx: Tx, sessionId: string, customerId: string): Promise<string | undefined> {
  const fresh = await ctx.payments.retrieveCheckoutSession(sessionId);
  const userId = fresh.client_reference_id ?? '';
  const confirmed =
    fresh.mode === 'subscription' &&
    fresh.status === 'complete' &&
    customerIdOf(fresh.customer) === customerId &&
    isUuid(userId) &&
    isValidCheckoutLinkProof(ctx.sessionSecret, userId, customerId, fresh.metadata?.linkProof);
  // Checked first: a failed insert would abort the whole transaction on PostgreSQL.
  if (!confirmed || !(await findCurrentUser(tx, userId))) return undefined;
  const kept = await insertCustomer(tx, userId, customerId);
  return kept === customerId ? userId : undefined;
}

/**
 * What a webhook would have done, for a completed checkout or a subscription
 * read from the provider's lists: the catch-up's way in for deliveries that
 * were lost (payment-catch-up.service.ts, ADR 0083). The same handlers in one
 * transaction, and as idempotent: applying a change the webhook already
 * applied changes nothing.
 */
export async function applyFromProvider(
  ctx: AppContext,
  log: FastifyBaseLogger,
  object: { checkout: StripeCheckoutSession } | { subscription: StripeSubscription },
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if ('checkout' in object) await checkoutCompleted(ctx, log, tx, object.checkout);
    else await syncCustomerOf(ctx, log, tx, object.subscription.customer, null);
  });
}
