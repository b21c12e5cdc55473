import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE,
  CHAT_PATHS,
  ChatCandidateListSchema,
  ChatListSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatSummarySchema,
  ChatUnreadSchema,
  type ChatList,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSummary,
} from '../../../shared/features/chat.schema.js';
import type { LiveEvent } from '../../../shared/live-events.js';
import { api } from '../../lib/api-client';
import { joinPages, pagedListQuery } from '../../lib/paged-list';
import { apiPath } from '../../../shared/api-paths.js';

/** Pro chat endpoints, query keys and the cache updates live events make. */

export const chatKeys = {
  list: ['chats'] as const,
  candidates: ['chats', 'candidates'] as const,
  candidatesFor: (search: string) => ['chats', 'candidates', search] as const,
  one: (chatId: string) => ['chats', 'one', chatId] as const,
  unread: ['chats', 'unread'] as const,
  messages: (chatId: string) => ['chats', chatId, 'messages'] as const,
};

/** The owner's chat list, most recent first, a page at a time; chat events patch the loaded pages (applyChatEvent). */
export const chatListQuery = pagedListQuery({ queryKey: chatKeys.list, path: CHAT_PATHS.chats, schema: ChatListSchema });

type ChatPages = InfiniteData<ChatList, string | null>;

/** Last message first, chats without one last; a stable sort keeps the server's order among equals. */
const byActivity = (a: ChatSummary, b: ChatSummary) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? '');

/** The loaded pages as one list, each chat once, in the server's order after live changes moved some. */
export const joinChatPages = (data: ChatPages): ChatSummary[] => joinPages(data.pages, (page) => page.chats, (chat) => chat.id).sort(byActivity);

/** One member's chat, for a conversation the address names that is not on a loaded page (404: none yet). */
export const oneChatQuery = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.one(chatId),
    queryFn: ({ signal }) => api.get(apiPath(CHAT_PATHS.chat, { chatId }), { schema: ChatSummarySchema, signal }),
    retry: false,
  });

/** The asker's unread count for the menu badges; chat.updated events invalidate it (app/live-cache-sync.ts). */
export const chatUnreadQuery = {
  queryKey: chatKeys.unread,
  queryFn: async () => (await api.get(CHAT_PATHS.unread, { schema: ChatUnreadSchema })).unread,
};

/** Pro members without a chat whose e-mail or username contains `search` (all of them when empty), by e-mail, a page at a time. */
export const chatCandidatesQuery = (search: string) =>
  pagedListQuery({ queryKey: chatKeys.candidatesFor(search), path: CHAT_PATHS.candidates, schema: ChatCandidateListSchema, search: search ? { search } : {} });

export function messagesQuery(chatId: string) {
  return {
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }: { pageParam: number | null }) => {
      const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE), ...(pageParam ? { before: String(pageParam) } : {}) });
      return api.get(`${apiPath(CHAT_PATHS.messages, { chatId })}?${query}`, { schema: ChatMessagePageSchema });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last: ChatMessagePage) => last.nextBefore,
    // Live events keep it fresh; refetching when the tab comes back to focus (pages re-derived
    // from the newest) also covers anything a dropped connection may have missed.
    staleTime: 30_000,
  };
}

export const openChat = (chatId: string) => api.post(apiPath(CHAT_PATHS.open, { chatId }), undefined, { schema: ChatSummarySchema });
export const closeChat = (chatId: string) => api.post(apiPath(CHAT_PATHS.close, { chatId }));
export const sendChatMessage = (chatId: string, text: string) => api.post(apiPath(CHAT_PATHS.messages, { chatId }), { text }, { schema: ChatMessageSchema });
export const startChat = (userId: string) => api.post(CHAT_PATHS.chats, { userId }, { schema: ChatSummarySchema });

type MessagesData = InfiniteData<ChatMessagePage, number | null>;

/** Adds a message to the newest page unless it is there already (live events and replies can both bring it). */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.chatId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    const messages = [message, ...(newest?.messages ?? [])].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ nextBefore: newest?.nextBefore ?? null, messages }, ...older] };
  });
}

/** The other side read: every message this side sent is now read. */
function markSentRead(queryClient: QueryClient, chatId: string, readBy: 'user' | 'admin'): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) => {
    if (!data) return data;
    const sentByOther = (m: ChatMessage) => (readBy === 'admin' ? m.senderId !== 'admin' : m.senderId === 'admin');
    return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((m) => (sentByOther(m) ? { ...m, read: true } : m)) })) };
  });
}

/**
 * Patches a chat wherever it is on the loaded pages (the view re-sorts them, so a
 * chat with a new message moves to the top); false when no loaded page holds it.
 */
function updateSummary(queryClient: QueryClient, changes: Pick<ChatSummary, 'id'> & Partial<ChatSummary>): boolean {
  let found = false;
  const patch = (chat: ChatSummary) => {
    if (chat.id !== changes.id) return chat;
    found = true;
    return { ...chat, ...changes };
  };
  queryClient.setQueryData<ChatPages>(chatKeys.list, (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, chats: page.chats.map(patch) })) });
  queryClient.setQueryData<ChatSummary>(chatKeys.one(changes.id), (chat) => chat && patch(chat));
  return found;
}

/** Applies one chat live event to whatever this tab has cached. */
export function applyChatEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'chat.message_created':
      addMessageToCache(queryClient, event.data);
      break;
    case 'chat.read':
      markSentRead(queryClient, event.data.chatId, event.data.by);
      break;
    case 'chat.updated':
      if (!updateSummary(queryClient, event.data) && queryClient.getQueryData(chatKeys.list)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.list, exact: true });
        void queryClient.invalidateQueries({ queryKey: chatKeys.candidates });
      }
      break;
    default:
      break;
  }
}

export function useSendChatMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendChatMessage(chatId, text),
    onSuccess: (message) => addMessageToCache(queryClient, message),
  });
}

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.list, exact: true });
      await queryClient.invalidateQueries({ queryKey: chatKeys.candidates });
    },
  });
}
