import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';

/** One payment-provider customer per user, created on the first checkout. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 user agreement record: kept for every acceptance, as evidence. */
export const userAgreements = pgTable(
  'user_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('user_agreements_user_id_idx').on(t.userId, t.acceptedAt)],
);

/**
 * The mirror of the provider's subscriptions (the provider is the source of
 * truth): rewritten from a fresh read at every webhook, cancel and resync.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/** The webhook ledger: an event id is recorded with its effect, so a redelivery does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every refund the provider confirmed, once (its id is the key): the refund
 * route and the `charge.refunded` webhook both record it, and only the one that
 * inserts it applies its effect. `kind` and `subjectId` say what was refunded
 * (a custom order and its request id; a subscription payment and its user id).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind'),
    subjectId: text('subject_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_intent_idx').on(t.paymentIntentId), index('payment_refunds_created_idx').on(t.createdAt)],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserAgreementRow = typeof userAgreements.$inferSelect;
