import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  ADMIN_SENDER_ID,
  CHAT_MESSAGES,
  CHAT_WELCOME_TEXT,
  type ChatCandidateList,
  type ChatList,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSummary,
} from '../../../shared/features/chat.schema.js';
import { can, isAdmin, isPro } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { CursorInstantSchema, decodePageCursor, splitPage } from '../../page-cursor.js';
import { z } from 'zod';
import { getUser } from '../auth/auth.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import {
  chatName,
  findChat,
  findMessages,
  findProUsersWithoutChat,
  insertChatIfMissing,
  insertMessage,
  listChats,
  markIncomingRead,
  recordMessageSent,
  tryLockChatSend,
  totalUnreadByAdmin,
  updateChat,
  type ChatSide,
  type ChatWithEmail,
} from './chat.repo.js';
import type { ChatSendGuard } from './chat-send-guard.service.js';
import type { ChatMessageRow } from './chat.table.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toChatSummary(chat: ChatWithEmail): ChatSummary {
  return {
    id: chat.userId,
    userId: chat.userId,
    userName: chat.userName,
    userEmail: chat.userEmail,
    lastMessageTime: iso(chat.lastMessageTime),
    unreadByAdmin: chat.unreadByAdmin,
    unreadByUser: chat.unreadByUser,
    adminViewing: chat.adminViewing,
    lastAdminAccess: iso(chat.lastAdminAccess),
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return { id: row.id, chatId: row.chatId, text: row.text, senderId: row.senderId, timestamp: row.timestamp.toISOString(), read: row.read };
}

/**
 * Who is speaking in a chat: the owner (any admin) or the member whose chat it
 * is, and only while they hold pro_chat. Everyone else is refused.
 */
function sideOf(user: CurrentUser, chatId: string): ChatSide {
  if (isAdmin(user)) return 'admin';
  if (user.id === chatId && can(user, 'pro_chat')) return 'user';
  throw forbidden('Only this member and the owner can use this chat.');
}

async function requireChat(ctx: AppContext, chatId: string): Promise<ChatWithEmail> {
  const chat = await findChat(ctx.database.db, chatId);
  if (!chat) throw notFound('That chat');
  return chat;
}

async function publishChatUpdated(ctx: AppContext, tx: Tx, chatId: string): Promise<void> {
  const chat = await findChat(tx, chatId);
  if (!chat) return;
  const { id, unreadByAdmin, unreadByUser, lastMessageTime, adminViewing } = toChatSummary(chat);
  await ctx.live.publish({ type: 'chat.updated', data: { id, unreadByAdmin, unreadByUser, lastMessageTime, adminViewing } }, { kind: 'user_and_admins', userId: chatId }, tx);
}

const ChatListCursorSchema = z.tuple([z.union([z.literal('-infinity'), CursorInstantSchema]), CursorInstantSchema, z.uuid()]);
const CandidateCursorSchema = z.tuple([z.string().max(400), z.uuid()]);

/** One page of the owner's chat list, most recent first. */
export async function listAllChats(ctx: AppContext, page: { cursor?: string; limit: number }): Promise<ChatList> {
  const after = decodePageCursor(page.cursor, ChatListCursorSchema);
  const rows = await listChats(ctx.database.db, { after, limit: page.limit + 1 });
  const { rows: chats, nextCursor } = splitPage(rows, page.limit, (row) => row.position);
  return { chats: chats.map(toChatSummary), nextCursor };
}

/** The owner's view of one member's chat (a conversation the address names). */
export async function getChatSummary(ctx: AppContext, chatId: string): Promise<ChatSummary> {
  return toChatSummary(await requireChat(ctx, chatId));
}

/** One page of Pro members without a chat, by e-mail, those matching `search` when given. */
export async function listChatCandidates(ctx: AppContext, page: { cursor?: string; limit: number; search?: string }): Promise<ChatCandidateList> {
  const after = decodePageCursor(page.cursor, CandidateCursorSchema);
  const search = page.search || undefined;
  const rows = await findProUsersWithoutChat(ctx.database.db, { after, search, limit: page.limit + 1 });
  const { rows: members, nextCursor } = splitPage(rows, page.limit, (row) => [row.email, row.id]);
  return { users: members.map((row) => ({ userId: row.id, userName: chatName(row), userEmail: row.email })), nextCursor };
}

/**
 * SPEC §4: opening resets that side's unread counter and marks the other side's
 * messages read. A member's first open creates their chat; the owner's open
 * records adminViewing and lastAdminAccess.
 */
export async function openChat(ctx: AppContext, user: CurrentUser, chatId: string): Promise<ChatSummary> {
  const side = sideOf(user, chatId);
  if (side === 'user') await insertChatIfMissing(ctx.database.db, { userId: chatId, userName: chatName(user.profile) });
  else await requireChat(ctx, chatId);
  await ctx.database.db.transaction(async (tx) => {
    const now = new Date();
    await updateChat(tx, chatId, side === 'admin' ? { unreadByAdmin: 0, adminViewing: true, lastAdminAccess: now } : { unreadByUser: 0, userViewing: true });
    const marked = await markIncomingRead(tx, chatId, side === 'admin' ? ADMIN_SENDER_ID : chatId);
    if (marked > 0) await ctx.live.publish({ type: 'chat.read', data: { chatId, by: side } }, { kind: 'user_and_admins', userId: chatId }, tx);
    await publishChatUpdated(ctx, tx, chatId);
  });
  return toChatSummary(await requireChat(ctx, chatId));
}

/** This side left the chat screen or hid the tab: it no longer sees new messages. */
export async function closeChat(ctx: AppContext, user: CurrentUser, chatId: string): Promise<void> {
  const side = sideOf(user, chatId);
  await requireChat(ctx, chatId);
  await ctx.database.db.transaction(async (tx) => {
    await updateChat(tx, chatId, side === 'admin' ? { adminViewing: false } : { userViewing: false });
    await publishChatUpdated(ctx, tx, chatId);
  });
}

/** The badge count: the owner's unread over every chat, a Pro member's in their own chat, else 0. */
export async function unreadCount(ctx: AppContext, user: CurrentUser): Promise<number> {
  if (isAdmin(user)) return totalUnreadByAdmin(ctx.database.db);
  if (!can(user, 'pro_chat')) return 0;
  return (await findChat(ctx.database.db, user.id))?.unreadByUser ?? 0;
}

export async function getMessagePage(
  ctx: AppContext,
  user: CurrentUser,
  chatId: string,
  page: { before?: number; limit: number },
): Promise<ChatMessagePage> {
  sideOf(user, chatId);
  await requireChat(ctx, chatId);
  // One extra row tells whether an older page exists.
  const rows = await findMessages(ctx.database.db, chatId, { before: page.before, limit: page.limit + 1 });
  const messages = rows.slice(0, page.limit).map(toChatMessage);
  return { messages, nextBefore: rows.length > page.limit ? (messages.at(-1)?.id ?? null) : null };
}

/**
 * The member sees a reply as it arrives only while a live stream of theirs is
 * open (on any instance) and their chat screen said it shows the chat. The
 * page's word alone never counts: a member who signed out, typed another
 * address or closed the browser has no stream, so the reply goes by e-mail.
 */
async function memberIsWatching(ctx: AppContext, tx: Tx, chat: ChatWithEmail): Promise<boolean> {
  return chat.userViewing && (await ctx.live.hasOpenStream(chat.userId, tx));
}

/**
 * Writes the message, the other side's unread count, the live events and (for
 * a member's message) the owner's e-mail job in one transaction. SPEC §5: one
 * send per side at a time; a second one while the first is written is refused.
 */
export async function sendMessage(ctx: AppContext, sends: ChatSendGuard, user: CurrentUser, chatId: string, text: string): Promise<ChatMessage> {
  const side = sideOf(user, chatId);
  const chat = await requireChat(ctx, chatId);
  // The history stays, but the owner cannot write to a member whose Pro ended (nor they to the owner).
  if (side === 'admin' && !isPro(await getUser(ctx.database.db, chatId))) throw conflict('member_not_pro', CHAT_MESSAGES.memberNotPro);
  const inProgress = () => conflict('send_in_progress', CHAT_MESSAGES.sendInProgress);
  if (!sends.claim(chatId, side)) throw inProgress();
  try {
    const now = new Date();
    return await ctx.database.db.transaction(async (tx) => {
      if (!(await tryLockChatSend(tx, chatId, side))) throw inProgress();
      const row = await insertMessage(tx, { chatId, text, senderId: side === 'admin' ? ADMIN_SENDER_ID : chatId, timestamp: now });
      await recordMessageSent(tx, chatId, side, now);
      const message = toChatMessage(row);
      await ctx.live.publish({ type: 'chat.message_created', data: message }, { kind: 'user_and_admins', userId: chatId }, tx);
      await publishChatUpdated(ctx, tx, chatId);
      if (side === 'user') {
        const job = { type: 'chat_message' as const, userId: chatId, userName: chat.userName, userEmail: chat.userEmail, messageText: text };
        await enqueueNotification(ctx, tx, job, now);
      } else if (!(await memberIsWatching(ctx, tx, chat))) {
        // The member is not looking at the chat: they hear of the reply by e-mail (coalesced per member).
        const job = { type: 'chat_reply' as const, userId: chatId, userName: chat.userName, userEmail: chat.userEmail, messageText: text };
        await enqueueNotification(ctx, tx, job, now);
      }
      return message;
    });
  } finally {
    sends.release(chatId, side);
  }
}

/** SPEC §4: the owner starts a chat with a Pro member who has none; it opens with 'Welcome'. */
export async function startChat(ctx: AppContext, memberId: string): Promise<ChatSummary> {
  const member = await getUser(ctx.database.db, memberId);
  if (isAdmin(member)) throw badRequest('owner_account', CHAT_MESSAGES.ownerAccount);
  if (!isPro(member)) throw badRequest('not_pro', CHAT_MESSAGES.notPro);
  const now = new Date();
  await ctx.database.db.transaction(async (tx) => {
    if (!(await insertChatIfMissing(tx, { userId: memberId, userName: chatName(member.profile) }))) {
      throw conflict('chat_exists', CHAT_MESSAGES.chatExists);
    }
    const row = await insertMessage(tx, { chatId: memberId, text: CHAT_WELCOME_TEXT, senderId: ADMIN_SENDER_ID, timestamp: now });
    await recordMessageSent(tx, memberId, 'admin', now);
    await ctx.live.publish({ type: 'chat.message_created', data: toChatMessage(row) }, { kind: 'user_and_admins', userId: memberId }, tx);
    await publishChatUpdated(ctx, tx, memberId);
    // The member has never seen this chat: they learn of it by e-mail, whether or not a tab of theirs is open.
    const job = { type: 'chat_started' as const, userId: memberId, userName: chatName(member.profile), userEmail: member.email, messageText: CHAT_WELCOME_TEXT };
    await enqueueNotification(ctx, tx, job, now);
  });
  return toChatSummary(await requireChat(ctx, memberId));
}
