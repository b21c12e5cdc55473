import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CHAT_USER_NAME } from '../../../shared/features/chat.schema.js';
import { users } from '../auth/auth.table.js';

/** One private conversation per Pro member with the owner (SPEC §3 Pro chat; id = user id). */
export const proChats = pgTable(
  'pro_chats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull().default(DEFAULT_CHAT_USER_NAME),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    unreadByAdmin: integer('unread_by_admin').notNull().default(0),
    unreadByUser: integer('unread_by_user').notNull().default(0),
    adminViewing: boolean('admin_viewing').notNull().default(false),
    /** The member has the chat on screen in a visible tab; while false, the owner's replies are e-mailed. */
    userViewing: boolean('user_viewing').notNull().default(false),
    lastAdminAccess: timestamp('last_admin_access', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's chat list in its order (chatActivitySql, created, id), read backwards a page at a time.
  (t) => [index('pro_chats_recent_idx').on(sql`coalesce(${t.lastMessageTime}, '-infinity'::timestamptz)`, t.createdAt, t.userId)],
);

/** SPEC §3 chat message; the serial id orders messages and pages through them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => proChats.userId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The member's user id, or 'admin'. */
    senderId: text('sender_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('chat_messages_chat_id_id_idx').on(t.chatId, t.id)],
);

export type ProChatRow = typeof proChats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
