import { and, desc, eq, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { chatMessages, proChats, type ChatMessageRow, type ProChatRow } from './chat.table.js';

export type ChatSide = 'user' | 'admin';
export type ChatWithEmail = ProChatRow & { userEmail: string };

const withEmail = { chat: proChats, userEmail: users.email };
const flatten = (row: { chat: ProChatRow; userEmail: string }): ChatWithEmail => ({ ...row.chat, userEmail: row.userEmail });

export async function findChat(db: Db | Tx, chatId: string): Promise<ChatWithEmail | undefined> {
  const rows = await db.select(withEmail).from(proChats).innerJoin(users, eq(users.id, proChats.userId)).where(eq(proChats.userId, chatId)).limit(1);
  return rows[0] && flatten(rows[0]);
}

/** Most recent first; chats without messages yet go last, newest first. */
export async function listChats(db: Db): Promise<ChatWithEmail[]> {
  const rows = await db
    .select(withEmail)
    .from(proChats)
    .innerJoin(users, eq(users.id, proChats.userId))
    .orderBy(sql`${proChats.lastMessageTime} desc nulls last`, desc(proChats.createdAt));
  return rows.map(flatten);
}

/** Creates the chat if it does not exist yet; returns whether it did. */
export async function insertChatIfMissing(db: Db | Tx, chat: { userId: string; userName: string }): Promise<boolean> {
  const rows = await db.insert(proChats).values(chat).onConflictDoNothing().returning({ userId: proChats.userId });
  return rows.length > 0;
}

export async function updateChat(db: Db | Tx, chatId: string, changes: Partial<ProChatRow>): Promise<void> {
  await db.update(proChats).set(changes).where(eq(proChats.userId, chatId));
}

/** Adds one to the other side's unread count and moves the chat to the top. */
export async function recordMessageSent(db: Db | Tx, chatId: string, sender: ChatSide, at: Date): Promise<void> {
  const counter = sender === 'user' ? { unreadByAdmin: sql`${proChats.unreadByAdmin} + 1` } : { unreadByUser: sql`${proChats.unreadByUser} + 1` };
  await db.update(proChats).set({ ...counter, lastMessageTime: at }).where(eq(proChats.userId, chatId));
}

const SENDING_COLUMN = { user: proChats.userSendingSince, admin: proChats.adminSendingSince } as const;
const SENDING_FIELD = { user: 'userSendingSince', admin: 'adminSendingSince' } as const;

/**
 * Marks a send of that side as in progress, unless one already is (and is not
 * older than `staleBefore`). One UPDATE decides, so two tabs or instances cannot both win.
 */
export async function claimSending(db: Db, chatId: string, side: ChatSide, now: Date, staleBefore: Date): Promise<boolean> {
  const column = SENDING_COLUMN[side];
  const rows = await db
    .update(proChats)
    .set({ [SENDING_FIELD[side]]: now })
    .where(and(eq(proChats.userId, chatId), or(sql`${column} is null`, lt(column, staleBefore))))
    .returning({ userId: proChats.userId });
  return rows.length > 0;
}

export async function releaseSending(db: Db, chatId: string, side: ChatSide): Promise<void> {
  await db.update(proChats).set({ [SENDING_FIELD[side]]: null }).where(eq(proChats.userId, chatId));
}

export async function insertMessage(db: Db | Tx, message: { chatId: string; text: string; senderId: string; timestamp: Date }): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  return row!;
}

/** Newest first, older than `before` when given. */
export async function findMessages(db: Db, chatId: string, options: { before?: number; limit: number }): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), options.before ? lt(chatMessages.id, options.before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(options.limit);
}

/** Marks the other side's unread messages read; returns how many changed. */
export async function markIncomingRead(db: Db | Tx, chatId: string, readerSenderId: string): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ read: true })
    .where(and(eq(chatMessages.chatId, chatId), ne(chatMessages.senderId, readerSenderId), eq(chatMessages.read, false)))
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** Pro members (by role or legacy flag) who have no chat yet. */
export async function findProUsersWithoutChat(db: Db): Promise<{ id: string; email: string; username: string | null; displayName: string | null }[]> {
  return db
    .select({ id: users.id, email: users.email, username: users.username, displayName: users.displayName })
    .from(users)
    .where(
      and(
        or(eq(users.role, 'pro_user'), eq(users.isPro, true)),
        notExists(db.select({ one: sql`1` }).from(proChats).where(eq(proChats.userId, users.id))),
      ),
    )
    .orderBy(users.email);
}
