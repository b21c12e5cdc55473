import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** chat_message goes to the owner; chat_reply (the owner answered), custom_order_delivered and refund_issued to the member. */
export const NOTIFICATION_TYPES = ['chat_message', 'chat_reply', 'custom_order_paid', 'custom_order_delivered', 'refund_issued'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * SPEC §3 e-mail notification job (type, userId, userName, userEmail,
 * messageText, timestamp, processed), plus what delivery needs: the recipient,
 * the burst group, when it may next be tried, a lease while one worker sends
 * it, and the attempts so far.
 */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** Whom the job is about (the member who wrote, or the buyer). */
    userId: uuid('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    messageText: text('message_text').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    processed: boolean('processed').notNull().default(false),
    recipient: text('recipient').notNull(),
    /** Jobs of one group that are pending together go out as one e-mail. */
    groupKey: text('group_key').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_notifications_pending_idx').on(t.availableAt).where(sql`${t.processed} = false`),
    index('email_notifications_group_idx').on(t.groupKey).where(sql`${t.processed} = false`),
  ],
);

export type EmailNotificationRow = typeof emailNotifications.$inferSelect;
export type NewEmailNotification = typeof emailNotifications.$inferInsert;
