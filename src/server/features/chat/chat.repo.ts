import { and, desc, eq, ilike, lt, ne, not, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cursorInstantSql, instantParam } from '../../db/keyset.js';
import { isProUserSql, users } from '../auth/auth.table.js';
import { DEFAULT_CHAT_USER_NAME } from '../../../shared/features/chat.schema.js';
import { isUuid } from '../../../shared/ids.js';
import { chatMessages, proChats, type ChatMessageRow, type ProChatRow } from './chat.table.js';

export type ChatSide = 'user' | 'admin';
export type ChatWithEmail = ProChatRow & { userEmail: string };

const withEmail = { chat: proChats, userEmail: users.email, username: users.username, displayName: users.displayName };

/** The member's name as the owner sees it today: username, else the name from the sign-in profile. */
export function chatName(user: { username: string | null; displayName?: string | null }): string {
  return user.username?.trim() || user.displayName?.trim() || DEFAULT_CHAT_USER_NAME;
}

const flatten = (row: { chat: ProChatRow; userEmail: string; username: string | null; displayName: string | null }): ChatWithEmail => ({
  ...row.chat,
  userName: chatName(row),
  userEmail: row.userEmail,
});

export async function findChat(db: Db | Tx, chatId: string): Promise<ChatWithEmail | undefined> {
  const rows = await db.select(withEmail).from(proChats).innerJoin(users, eq(users.id, proChats.userId)).where(eq(proChats.userId, chatId)).limit(1);
  return rows[0] && flatten(rows[0]);
}

/**
 * A chat's place in the owner's list: its last message, or minus infinity for a
 * chat with none yet (so those go last), as indexed by pro_chats_recent_idx.
 */
const chatActivitySql = sql`coalesce(${proChats.lastMessageTime}, '-infinity'::timestamptz)`;

/** Where a page of the chat list ends: activity ('-infinity' or ISO with microseconds), creation, id. */
export type ChatListPosition = readonly [activity: string, createdAt: string, userId: string];

/**
 * Most recent first; chats without messages yet go last, newest first. A page of
 * `limit` after `after`: one row comparison in the index's order, read backwards.
 */
export async function listChats(db: Db, page: { after?: ChatListPosition; limit: number }): Promise<Array<ChatWithEmail & { position: ChatListPosition }>> {
  const after = page.after;
  const rows = await db
    .select({
      ...withEmail,
      activity: sql<string>`case when ${proChats.lastMessageTime} is null then '-infinity' else ${cursorInstantSql(proChats.lastMessageTime)} end`,
      created: cursorInstantSql(proChats.createdAt),
    })
    .from(proChats)
    .innerJoin(users, eq(users.id, proChats.userId))
    .where(after ? sql`(${chatActivitySql}, ${proChats.createdAt}, ${proChats.userId}) < (${instantParam(after[0])}, ${instantParam(after[1])}, ${after[2]}::uuid)` : undefined)
    .orderBy(sql`${chatActivitySql} desc`, desc(proChats.createdAt), desc(proChats.userId))
    .limit(page.limit);
  return rows.map((row) => ({ ...flatten(row), position: [row.activity, row.created, row.chat.userId] as const }));
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

/** The advisory lock key text of one side's send (hashed to a lock id in SQL). */
export const chatSendLockKey = (chatId: string, side: ChatSide) => `chat-send:${chatId}:${side}`;

/**
 * Takes the lock of a send of that side for the rest of the transaction; false
 * when another connection (another instance) holds it. PostgreSQL drops it with
 * the connection, so a crashed instance's send never blocks the next one.
 */
export async function tryLockChatSend(tx: Tx, chatId: string, side: ChatSide): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${chatSendLockKey(chatId, side)}, 0)) as locked`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
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

/** The owner's unread messages over every chat. */
export async function totalUnreadByAdmin(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${proChats.unreadByAdmin}), 0)::int` }).from(proChats);
  return Number(row?.total ?? 0);
}

/** Where a page of candidates ends: the e-mail and id of its last member (users_email_id_idx). */
export type CandidatePosition = readonly [email: string, id: string];

/** LIKE's own characters in a search term match themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Pro members (by role or legacy flag; never an owner, who may have made himself Pro) who have no chat yet, by e-mail, a page of
 * `limit` after `after`; `search` keeps those whose e-mail or username contains it
 * (or, for a member the address names, whose id it is).
 */
export async function findProUsersWithoutChat(
  db: Db,
  page: { after?: CandidatePosition; limit: number; search?: string },
): Promise<{ id: string; email: string; username: string | null; displayName: string | null }[]> {
  const { after, search } = page;
  return db
    .select({ id: users.id, email: users.email, username: users.username, displayName: users.displayName })
    .from(users)
    .where(
      and(
        isProUserSql,
        not(users.isAdmin),
        ne(users.role, 'admin'),
        notExists(db.select({ one: sql`1` }).from(proChats).where(eq(proChats.userId, users.id))),
        after ? sql`(${users.email}, ${users.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
        search ? or(ilike(users.email, likePattern(search)), ilike(users.username, likePattern(search)), isUuid(search) ? eq(users.id, search) : undefined) : undefined,
      ),
    )
    .orderBy(users.email, users.id)
    .limit(page.limit);
}
