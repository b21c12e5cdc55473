import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest } from '../../errors.js';
import {
  customerIdOf,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
} from '../../integrations/stripe.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { findUserIdOfCustomer, insertCustomer, recordEvent } from './subscription.repo.js';
import { syncUserFromProvider } from './subscription-sync.service.js';

/**
 * The webhook side: verify, record the event id in the ledger and apply its
 * effect in one transaction (a redelivery finds the id and does nothing), and
 * dispatch. Payment-mode checkouts go to handlers other features register by
 * their `metadata.kind` (custom orders), inside the same transaction.
 */

export type PaymentCheckoutHandler = (tx: Tx, session: StripeCheckoutSession) => Promise<void>;

const paymentHandlers = new WeakMap<AppContext, Map<string, PaymentCheckoutHandler>>();

/** Lets a feature handle paid one-time checkouts whose metadata.kind is `kind`. */
export function registerPaymentCheckoutHandler(ctx: AppContext, kind: string, handler: PaymentCheckoutHandler): void {
  const handlers = paymentHandlers.get(ctx) ?? new Map<string, PaymentCheckoutHandler>();
  if (handlers.has(kind)) throw new Error(`A payment checkout handler for "${kind}" is already registered.`);
  handlers.set(kind, handler);
  paymentHandlers.set(ctx, handlers);
}

export const webhookNotConfigured = () =>
  new AppError(503, 'webhook_not_configured', 'Payment webhooks are not configured on this server.');
const invalidSignature = () => badRequest('invalid_signature', 'The webhook signature is missing, invalid or too old.');

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

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
  const duplicate = await ctx.database.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return true;
    await dispatch(ctx, log, tx, event);
    return false;
  });
  log.info({ eventId: event.id, type: event.type, duplicate }, 'payment webhook received');
  return { received: true, duplicate };
}

async function dispatch(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, event: StripeEvent): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, log, tx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncCustomerOf(ctx, log, tx, event.data.object.customer, (event.data.object as StripeSubscription).metadata?.userId);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return syncCustomerOf(ctx, log, tx, (event.data.object as StripeInvoice).customer, undefined);
    default:
      // Unknown types are acknowledged (200) so the provider stops sending them.
      return;
  }
}

async function checkoutCompleted(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, session: StripeCheckoutSession): Promise<void> {
  if (session.mode === 'subscription') {
    const userId = session.client_reference_id ?? session.metadata?.userId ?? undefined;
    return syncCustomerOf(ctx, log, tx, session.customer, userId);
  }
  if (session.mode !== 'payment') return;
  const kind = session.metadata?.kind;
  const handler = kind ? paymentHandlers.get(ctx)?.get(kind) : undefined;
  if (!handler) {
    log.warn({ sessionId: session.id, kind }, 'no handler for a paid one-time checkout; recorded and ignored');
    return;
  }
  // The provider is the source of truth: hand over a fresh read, and only once it is paid.
  const fresh = await ctx.payments.retrieveCheckoutSession(session.id);
  if (fresh.payment_status === 'paid') await handler(tx, fresh);
}

/** Finds our user for a provider customer (our mapping, else the user id the checkout put in metadata) and re-syncs them. */
async function syncCustomerOf(
  ctx: AppContext,
  log: FastifyBaseLogger,
  tx: Tx,
  customer: Parameters<typeof customerIdOf>[0],
  metadataUserId: string | undefined,
): Promise<void> {
  const customerId = customerIdOf(customer);
  if (!customerId) return;
  let userId = await findUserIdOfCustomer(tx, customerId);
  if (!userId && metadataUserId) userId = await adoptCustomer(tx, metadataUserId, customerId);
  if (!userId) {
    log.warn({ customerId }, 'payment event for a customer of no known user; recorded and ignored');
    return;
  }
  const changed = await syncUserFromProvider(ctx, tx, userId, customerId);
  if (changed.length > 0) log.info({ userId, changed }, 'subscription state applied');
}

/** A customer we have not recorded (e.g. created by hand in the dashboard) but tagged with one of our user ids. */
async function adoptCustomer(tx: Tx, userId: string, customerId: string): Promise<string | undefined> {
  // Checked first: a failed insert would abort the whole transaction on PostgreSQL.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId) || !(await findCurrentUser(tx, userId))) return undefined;
  const kept = await insertCustomer(tx, userId, customerId);
  return kept === customerId ? userId : undefined;
}
