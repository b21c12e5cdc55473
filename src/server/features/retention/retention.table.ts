import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';

/**
 * The owner's retention settings: one row. The offer is a coupon at the payment
 * provider (made when the owner saves it); its terms are kept to show the member.
 */
export const retentionSettings = pgTable('retention_settings', {
  id: integer('id').primaryKey().default(1),
  couponId: text('coupon_id'),
  percentOff: integer('percent_off'),
  durationInMonths: integer('duration_in_months'),
  renewalReminderDays: integer('renewal_reminder_days').notNull().default(30),
  /** The win-back e-mail (ADR 0127): its offer is a discount code at the provider; null code: never set. */
  winBackEnabled: boolean('win_back_enabled').notNull().default(false),
  winBackDays: integer('win_back_days').notNull().default(30),
  winBackPercentOff: integer('win_back_percent_off'),
  winBackDurationInMonths: integer('win_back_duration_in_months'),
  winBackCode: text('win_back_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member shown the retention offer (once, ever) and whether they took it. */
export const retentionOffers = pgTable('retention_offers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: text('coupon_id').notNull(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});

/** One annual renewal reminder per subscription and renewal date, whatever the provider resends. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    subscriptionId: text('subscription_id').notNull(),
    renewsAt: timestamp('renews_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.renewsAt] })],
);

/** The one win-back e-mail a member may ever get: the row is claimed in the transaction that queues it. */
export const winBackSends = pgTable('win_back_sends', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  /** When the member's Pro ended, as the membership log tells. */
  proEndedAt: timestamp('pro_ended_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members who asked for no offers by e-mail (the link in the win-back e-mail). */
export const winBackOptOuts = pgTable('win_back_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
