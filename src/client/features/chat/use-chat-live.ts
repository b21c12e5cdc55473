import { useEffect, useState } from 'react';
import type { ChatMessage } from '../../../shared/features/chat.schema.js';
import { useLiveEvent } from '../../lib/live-events';

/**
 * Hears every new chat message while mounted, e.g. to mark it read while the
 * chat is open. The cache itself follows every chat event whether or not a chat
 * is on screen (app/live-cache-sync.ts).
 */
export function useIncomingChatMessage(onIncoming: (message: ChatMessage) => void): void {
  useLiveEvent('chat.message_created', (event) => onIncoming(event.data));
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Whether the reader can see this tab (document.visibilityState), followed live. */
export function useTabVisible(): boolean {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
