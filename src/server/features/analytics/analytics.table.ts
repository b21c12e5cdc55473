import { bigserial, boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The append-only log of membership changes. A trigger on users (custom
 * migration) writes a row on sign-up, on every change of role, is_pro, is_admin
 * or subscription_status, and on deletion, in the transaction of the change, so
 * no feature can change a membership without it being logged. Each row is the
 * user's membership state after the change.
 */
export const membershipLog = pgTable(
  'membership_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event', { enum: ['signed_up', 'changed', 'deleted'] }).notNull(),
    role: text('role').notNull(),
    isPro: boolean('is_pro').notNull(),
    isAdmin: boolean('is_admin').notNull(),
    complimentaryPro: boolean('complimentary_pro').notNull().default(false),
    subscriptionStatus: text('subscription_status'),
  },
  (t) => [index('membership_log_at_idx').on(t.at), index('membership_log_user_at_idx').on(t.userId, t.at)],
);

/** One analytics record per UTC day (SPEC §3): the membership at the end of that day. */
export const analyticsDaily = pgTable('analytics_daily', {
  date: date('date', { mode: 'string' }).primaryKey(),
  totalUsers: integer('total_users').notNull(),
  proUsers: integer('pro_users').notNull(),
  conversionRate: doublePrecision('conversion_rate').notNull(),
  active: integer('active').notNull(),
  pendingCancellation: integer('pending_cancellation').notNull(),
  canceled: integer('canceled').notNull(),
  legacyUsers: integer('legacy_users').notNull(),
  rbacUsers: integer('rbac_users').notNull(),
  /** Pro by a complimentary grant only (no role, flag or paying subscription). */
  complimentary: integer('complimentary').notNull().default(0),
  /** Monthly recurring revenue at the end of the day: paying subscriptions times the price. */
  mrrCents: integer('mrr_cents').notNull().default(0),
  /** Changes during the day: subscriptions started, set to cancel, and ended. */
  newMembers: integer('new_members').notNull().default(0),
  cancelledMembers: integer('cancelled_members').notNull().default(0),
  churnedMembers: integer('churned_members').notNull().default(0),
  refunds: integer('refunds').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AnalyticsDailyRow = typeof analyticsDaily.$inferSelect;
