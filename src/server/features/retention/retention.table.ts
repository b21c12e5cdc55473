import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
