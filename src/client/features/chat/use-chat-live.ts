import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../shared/features/chat.schema.js';
import { useLiveEvent } from '../../lib/live-events';
import { applyChatEvent } from './chat.api';

/**
 * Keeps this tab's chat cache in step with the live channel. `onIncoming`
 * hears every new message, e.g. to mark it read while the chat is open.
 */
export function useChatLive(onIncoming?: (message: ChatMessage) => void): void {
  const queryClient = useQueryClient();
  useLiveEvent('chat.message_created', (event) => {
    applyChatEvent(queryClient, event);
    onIncoming?.(event.data);
  });
  useLiveEvent('chat.read', (event) => applyChatEvent(queryClient, event));
  useLiveEvent('chat.updated', (event) => applyChatEvent(queryClient, event));
}
