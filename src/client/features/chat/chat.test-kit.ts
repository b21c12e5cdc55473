import type { ChatMessage, ChatSummary } from '../../../shared/features/chat.schema.js';

let nextId = 100;

export function chatMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'chatId' | 'senderId'>): ChatMessage {
  nextId += 1;
  return { id: nextId, text: `message ${nextId}`, timestamp: '2026-03-01T10:00:00.000Z', read: false, ...overrides };
}

export function chatSummary(overrides: Partial<ChatSummary> & Pick<ChatSummary, 'id'>): ChatSummary {
  return {
    userId: overrides.id,
    userName: 'Anonymous User',
    userEmail: 'member@example.com',
    lastMessageTime: '2026-03-01T10:00:00.000Z',
    unreadByAdmin: 0,
    unreadByUser: 0,
    adminViewing: false,
    lastAdminAccess: null,
    ...overrides,
  };
}
