import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Tier } from '../../../shared/permissions.js';
import { users } from '../auth/auth.table.js';

/**
 * A member's notification switches, per topic and channel (ADR 0133). No row
 * means the defaults (everything on); a row is written at the first change.
 * The bounce columns flag an address the mail server refused for good.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNewContent: boolean('email_new_content').notNull().default(true),
  emailChatReplies: boolean('email_chat_replies').notNull().default(true),
  emailOrderUpdates: boolean('email_order_updates').notNull().default(true),
  emailOffers: boolean('email_offers').notNull().default(true),
  pushNewContent: boolean('push_new_content').notNull().default(true),
  pushChatReplies: boolean('push_chat_replies').notNull().default(true),
  pushOrderUpdates: boolean('push_order_updates').notNull().default(true),
  pushOffers: boolean('push_offers').notNull().default(true),
  /** The address that bounced; the flag holds while it is still the member's address. */
  bouncedAddress: text('bounced_address'),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  bounceReason: text('bounce_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per browser that accepted push for a member (ADR 0134); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One row per (item, member, channel) ever told about new content: the insert
 * that wins the primary key is the one notice sent, so a second announcement of
 * the same drop (a retried request, the scheduler) sends nothing.
 */
export const contentNotices = pgTable(
  'content_notices',
  {
    itemKey: text('item_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKey, t.userId, t.channel] }), index('content_notices_user_idx').on(t.userId)],
);

/**
 * Content that became visible and is being told to members (ADR 0141). The
 * publishing request writes one row; the e-mail workers expand it into one
 * job per member in batches, keyset-paged by member id, so a site with ten
 * thousand members publishes as fast as one with ten. `afterUserId` is how
 * far the expansion got; `doneAt` is set when every member was reached.
 */
export const contentAnnouncements = pgTable(
  'content_announcements',
  {
    itemKey: text('item_key').primaryKey(),
    kind: text('kind', { enum: ['gallery', 'pictures', 'update'] }).notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    tier: text('tier').$type<Tier>().notNull(),
    afterUserId: uuid('after_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('content_announcements_pending_idx').on(t.createdAt).where(sql`${t.doneAt} is null`)],
);
