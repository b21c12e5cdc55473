import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../shared/ids.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, paymentProviderError } from '../../errors.js';
import { type StripeCharge, type StripeRefund } from '../../integrations/stripe.js';
import { providerRefusal } from '../../integrations/stripe-objects.js';
import type { RecordedRefund } from '../../feature-module.js';
import { insertRefund } from './subscription.repo.js';
import { formatCents } from '../../../shared/money.js';

/**
 * Refunds, for every feature that takes money (membership payments from the
 * member manager, custom orders from Vendor Builds): `issueRefund` asks the
 * provider (through the SDK's refunds.create) and records what it confirmed in
 * the one ledger, `payment_refunds`; the `charge.refunded` webhook records the
 * same refunds (and any made in the provider's dashboard). A refund is recorded
 * once, by its id, and only the writer that records it runs the effect its
 * kind's module declares (mark the order refunded, e-mail the buyer...), inside the
 * same transaction.
 */

export const REFUND_MESSAGES = {
  nothingLeft: 'This payment has already been refunded in full.',
  tooMuch: (left: string) => `You can refund at most ${left}.`,
  refused: 'The payment provider refused this refund.',
  failed: 'The refund could not be made. Please try again in a moment.',
} as const;


/** A feature's own wording of the refusals (the member manager names the amount left in its own words). */
export interface RefundMessages {
  nothingLeft: string;
  tooMuch: (leftCents: number) => string;
  failed: string;
}

const DEFAULT_MESSAGES: RefundMessages = { nothingLeft: REFUND_MESSAGES.nothingLeft, tooMuch: (left) => REFUND_MESSAGES.tooMuch(formatCents(left)), failed: REFUND_MESSAGES.failed };

export interface IssueRefundInput {
  paymentIntentId: string;
  /** What was paid and what has been refunded of it, as the caller's records say. */
  paidCents: number;
  refundedCents: number;
  /** Omitted: all that is left. */
  amountCents?: number;
  kind: string;
  subjectId: string;
  userId: string | null;
  refundedBy: string | null;
  messages?: RefundMessages;
}

/** The amount to refund, or a 4xx that says why not (checked before the provider is asked, so nothing changes). */
export function refundAmount(input: Pick<IssueRefundInput, 'paidCents' | 'refundedCents' | 'amountCents' | 'messages'>): number {
  const messages = input.messages ?? DEFAULT_MESSAGES;
  const left = input.paidCents - input.refundedCents;
  if (left <= 0) throw conflict('already_refunded', messages.nothingLeft);
  const amount = input.amountCents ?? left;
  if (amount > left) throw badRequest('refund_too_large', messages.tooMuch(left));
  return amount;
}

/**
 * Refunds through the provider and records it. The idempotency key is made of
 * what the caller saw (refunded so far, amount): a double click or a retried
 * request gets the provider's first refund back, never a second one. A caller
 * that holds a lock while it asks (the member manager locks the member) passes
 * its transaction, so the refund is recorded under that lock.
 */
export async function issueRefund(ctx: AppContext, log: FastifyBaseLogger, input: IssueRefundInput, tx?: Tx): Promise<RecordedRefund> {
  const messages = input.messages ?? DEFAULT_MESSAGES;
  const amount = refundAmount(input);
  let refund: StripeRefund;
  try {
    refund = await ctx.payments.createRefund({
      paymentIntentId: input.paymentIntentId,
      amountCents: amount,
      // The webhook may record the refund first: the metadata tells it all the route knows.
      metadata: {
        kind: input.kind,
        subjectId: input.subjectId,
        ...(input.userId ? { userId: input.userId } : {}),
        ...(input.refundedBy ? { refundedBy: input.refundedBy } : {}),
      },
      idempotencyKey: `refund-${input.kind}-${input.subjectId}-${input.refundedCents}-${amount}`,
    });
  } catch (error) {
    const refusal = providerRefusal(error);
    if (refusal?.code === 'charge_already_refunded') throw conflict('already_refunded', messages.nothingLeft);
    if (refusal?.code === 'amount_too_large') throw badRequest('refund_too_large', refusal.message);
    if (refusal) throw conflict('refund_refused', `${REFUND_MESSAGES.refused} ${refusal.message}`);
    log.error({ err: error, kind: input.kind, subjectId: input.subjectId }, 'a refund failed at the payment provider');
    throw paymentProviderError(messages.failed);
  }
  const recorded = toRecorded(refund, null, input.paidCents);
  if (tx) await recordRefund(ctx, log, tx, recorded);
  else await ctx.database.db.transaction((own) => recordRefund(ctx, log, own, recorded));
  return recorded;
}

const uuidOrNull = (value: string | null | undefined) => (value && isUuid(value) ? value : null);

function toRecorded(refund: StripeRefund, charge: StripeCharge | null, paidCents: number | null): RecordedRefund {
  // A refund made in the provider's dashboard has no metadata: what was paid says what it was for.
  const own = refund.metadata ?? {};
  const paid = charge?.metadata ?? {};
  const kind = own.kind ?? paid.kind ?? (paid.userId ? 'subscription' : null);
  // A membership refund's subject is the invoice: only the member manager knows it.
  const subjectId = own.subjectId ?? (kind === 'custom_order' ? paid.requestId : undefined) ?? null;
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentIntentId: (typeof intent === 'string' ? intent : intent?.id) ?? '',
    amountCents: refund.amount,
    kind,
    subjectId,
    userId: uuidOrNull(own.userId ?? paid.userId),
    refundedBy: uuidOrNull(own.refundedBy),
    reason: refund.reason ?? null,
    paidCents: charge?.amount ?? paidCents,
  };
}

/** Records one refund and, the first time only, runs its kind's effect. */
async function recordRefund(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, refund: RecordedRefund): Promise<void> {
  const { id, paymentIntentId, amountCents, kind, subjectId, userId, refundedBy, reason } = refund;
  if (!(await insertRefund(tx, { id, paymentIntentId, amountCents, kind, subjectId, userId, refundedBy, reason }))) return;
  const handler = refund.kind ? ctx.modules.refundHandlers.get(refund.kind) : undefined;
  if (!handler) {
    log.info({ refundId: refund.id, kind: refund.kind }, 'refund recorded; no feature handles its kind');
    return;
  }
  await handler(ctx, tx, refund);
}

/** The `charge.refunded` webhook: every refund of the charge, read back from the provider, recorded once. */
export async function chargeRefunded(ctx: AppContext, log: FastifyBaseLogger, tx: Tx, charge: StripeCharge): Promise<void> {
  for (const refund of await ctx.payments.listRefundsOfCharge(charge.id)) {
    if (refund.status === 'failed' || refund.status === 'canceled') continue;
    await recordRefund(ctx, log, tx, toRecorded(refund, charge, null));
  }
}
