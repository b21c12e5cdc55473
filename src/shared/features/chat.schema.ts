import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../keyset-page.js';

/** Pro chat (SPEC §2, §3, §4): one private conversation per Pro member with the owner. */

export const DEFAULT_CHAT_USER_NAME = 'Anonymous User';
/** The owner's messages carry this sender id instead of a user id (SPEC §3). */
export const ADMIN_SENDER_ID = 'admin';
/** The first message of a chat the owner starts (SPEC §4). */
export const CHAT_WELCOME_TEXT = 'Welcome';
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;
/** Conversations in one page of the owner's chat list, and members in one page of chat candidates. */
export const CHAT_LIST_PAGE_SIZE = 30;
export const CHAT_CANDIDATE_PAGE_SIZE = 20;
export const CHAT_CANDIDATE_SEARCH_MAX = 200;

/** The exact texts of SPEC §8 for chat, and our own refusals. */
export const CHAT_MESSAGES = {
  noChats: 'No active chats available',
  noMessages: 'No messages yet. Start the conversation!',
  emptyMessage: 'Please type a message first.',
  sendInProgress: 'Your previous message is still being sent. Please wait a moment.',
  chatExists: 'This member already has a chat.',
  notPro: 'Only Pro members can chat with the owner.',
  ownerAccount: 'Owners do not chat with themselves: pick a member.',
  memberNotPro: 'This member is no longer Pro, so new messages cannot be sent. The chat history is kept and shows again if they return to Pro.',
} as const;

/** SPEC §5: trimmed text, non-empty. */
export const ChatTextSchema = z
  .string()
  .trim()
  .min(1, CHAT_MESSAGES.emptyMessage)
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const SendChatMessageSchema = z.object({ text: ChatTextSchema });

export const ChatMessageSchema = z.object({
  /** Increases with every message of the site; also the paging cursor. */
  id: z.number().int().positive(),
  chatId: z.uuid(),
  text: z.string(),
  /** The member's user id, or 'admin'. */
  senderId: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSummarySchema = z.object({
  /** The member's user id (SPEC §3: id = user id). */
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  userEmail: z.string(),
  lastMessageTime: z.string().nullable(),
  unreadByAdmin: z.number().int().nonnegative(),
  unreadByUser: z.number().int().nonnegative(),
  adminViewing: z.boolean(),
  lastAdminAccess: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** One page of the owner's chat list, most recent first; `nextCursor` asks for the page after it. */
export const ChatListSchema = z.object({ chats: z.array(ChatSummarySchema), nextCursor: NextCursorSchema });
export const ChatListQuerySchema = pageQuerySchema(CHAT_LIST_PAGE_SIZE);
export type ChatList = z.infer<typeof ChatListSchema>;

/** The unread count of whoever asks: the owner's total over every chat, a member's in their own chat. */
export const ChatUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

export const ChatParamsSchema = z.object({ chatId: z.uuid() });

/** Newest first; `before` is the id of the oldest message already shown. */
export const ChatMessagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export const ChatMessagePageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().positive().nullable(),
});
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;

/** A Pro member who has no chat yet, for the owner's "start a chat" picker. */
export const ChatCandidateSchema = z.object({ userId: z.uuid(), userName: z.string(), userEmail: z.string() });
/** One page of candidates by e-mail; `search` keeps those whose e-mail or username contains it. */
export const ChatCandidateListSchema = z.object({ users: z.array(ChatCandidateSchema), nextCursor: NextCursorSchema });
export const ChatCandidatesQuerySchema = pageQuerySchema(CHAT_CANDIDATE_PAGE_SIZE).extend({
  search: z.string().trim().max(CHAT_CANDIDATE_SEARCH_MAX).optional(),
});
export type ChatCandidate = z.infer<typeof ChatCandidateSchema>;
export type ChatCandidateList = z.infer<typeof ChatCandidateListSchema>;

export const StartChatSchema = z.object({ userId: z.uuid() });

export const CHAT_PATHS = {
  /** GET (admin): the chats, most recent first, a page at a time; POST (admin): start a chat with a Pro member. */
  chats: '/api/chats',
  /** GET (admin): Pro members without a chat, a page at a time, searchable. */
  candidates: '/api/chats/candidates',
  /** GET (admin): one member's chat, for a conversation the address names that is not on a loaded page. */
  chat: '/api/chats/:chatId',
  /** POST: open the chat (creates the member's own on first open), reset that side's unread count. */
  open: '/api/chats/:chatId/open',
  /** GET: the asker's unread count (menu badges). */
  unread: '/api/chats/unread',
  /** POST: this side left the chat or hid the tab (no longer viewing). */
  close: '/api/chats/:chatId/close',
  /** GET: a page of messages; POST: send one. */
  messages: '/api/chats/:chatId/messages',
} as const;
