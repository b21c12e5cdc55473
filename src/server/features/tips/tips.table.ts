import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIP_PLACES, TIP_STATUSES } from '../../../shared/features/tips.schema.js';
import { users } from '../auth/auth.table.js';

/**
 * A member's tip (issue 30, ADR 0143): a one-off payment-mode checkout, recorded
 * pending when it starts and paid once by whichever of the checkout and the
 * payment event arrives first. The member's id is kept null if their account is deleted.
 */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    /** One press of Pay: a retried press finds its tip. */
    attemptId: uuid('attempt_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    message: text('message'),
    place: text('place', { enum: TIP_PLACES }).notNull(),
    targetId: uuid('target_id').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('pending'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tips_attempt_key').on(t.userId, t.attemptId), index('tips_paid_idx').on(t.paidAt, t.id)],
);

export type TipRow = typeof tips.$inferSelect;
