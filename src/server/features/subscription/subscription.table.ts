import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** How often it bills ('month' or 'year', the price's interval); null: mirrored before plans existed. */
    planInterval: text('plan_interval'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The plan's price before discounts, in cents per interval; null: mirrored before revenue was kept. */
    priceCents: integer('price_cents'),
    /** When the free trial ends (or ended); null: no trial. */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** Why it ended, in the provider's words (`cancellation_requested`, `payment_failed`, …); null while running. */
    endReason: text('end_reason'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    // "Past due" in the member lists: read from this small index, not from every subscription.
    index('subscriptions_past_due_idx').on(t.userId).where(sql`${t.status} = 'past_due'`),
  ],
);

/**
 * The discounts the provider put on subscriptions (a code at checkout, the retention offer, a win-back
 * code), mirrored at every sync like the subscriptions: each from when it started until it ends, and
 * `removedAt` once the provider no longer lists it. `offer` is the coupon's name (a code's text, or
 * "Retention offer"): what the owner's analytics count redemptions by.
 */
export const subscriptionDiscounts = pgTable(
  'subscription_discounts',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id').notNull(),
    offer: text('offer').notNull(),
    promotionCodeId: text('promotion_code_id'),
    percentOff: doublePrecision('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The coupon's duration: `once` (the first payment only), `repeating` or `forever`. */
    duration: text('duration').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null: forever. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('subscription_discounts_subscription_idx').on(t.subscriptionId), index('subscription_discounts_started_idx').on(t.startedAt)],
);

/** The webhook ledger: an event id is recorded with its effect, so a redelivery does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The customer the event concerns, when it names one: the member page lists a member's last events. */
    customerId: text('customer_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_customer_idx').on(t.customerId, t.receivedAt)],
);

/**
 * Complimentary Pro given by the owner, without payment. A grant is open until
 * it ends (its end date passes, or the owner revokes it); at most one is open
 * per member. users.complimentary_pro mirrors "has an open grant".
 */
export const complimentaryGrants = pgTable(
  'complimentary_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: until revoked. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['expired', 'revoked', 'replaced'] }),
  },
  (t) => [
    uniqueIndex('complimentary_grants_open_key').on(t.userId).where(sql`${t.endedAt} is null`),
    index('complimentary_grants_due_idx').on(t.endsAt).where(sql`${t.endedAt} is null`),
    check('complimentary_grants_end_reason_check', sql`${t.endReason} in ('expired', 'revoked', 'replaced')`),
  ],
);

/**
 * The one refund ledger: every refund the provider confirmed, of a membership
 * payment or a custom order, whole or in part, once (the provider's refund id
 * is the key). The refund route and the `charge.refunded` webhook both record
 * it, and only the one that inserts it applies its effect. `kind` and
 * `subjectId` say what was refunded (`subscription` and the invoice id;
 * `custom_order` and the request id); `userId` is who paid, `refundedBy` who
 * refunded (null: made in the provider's dashboard), `reason` the provider's.
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
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_intent_idx').on(t.paymentIntentId),
    index('payment_refunds_created_idx').on(t.createdAt),
    index('payment_refunds_user_idx').on(t.userId),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionDiscountRow = typeof subscriptionDiscounts.$inferSelect;
export type UserAgreementRow = typeof userAgreements.$inferSelect;
export type ComplimentaryGrantRow = typeof complimentaryGrants.$inferSelect;
