import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails to the member the job is about (the others go to the owner). */
export const MEMBER_NOTIFICATION_TYPES = [
  'chat_reply',
  'chat_started',
  'custom_order_delivered',
  'custom_order_receipt',
  'subscription_welcome',
  'subscription_renewed',
  'renewal_reminder',
  'payment_failed',
  'subscription_canceled',
  'subscription_resumed',
  'complimentary_granted',
  'access_ended',
  'refund_issued',
  'tip_receipt',
  'trial_ending',
  'win_back',
  'new_content',
] as const;
/** E-mails to the owner: a member wrote, an order was paid, and the membership news the owner may turn off. */
export const OWNER_NOTIFICATION_TYPES = ['chat_message', 'custom_order_paid', 'tip_received', 'owner_new_subscriber', 'owner_cancellation', 'owner_resumed', 'owner_payment_failed'] as const;
export const NOTIFICATION_TYPES = [...OWNER_NOTIFICATION_TYPES, ...MEMBER_NOTIFICATION_TYPES] as const;
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
    /** The facts the e-mail shows beside the text (amounts in cents, dates in epoch seconds). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
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
