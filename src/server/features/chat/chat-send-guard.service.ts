import type { ChatSide } from './chat.repo.js';

/**
 * SPEC §5: one send per side of a chat at a time. The mark lives only as long
 * as the process that set it, so a crash mid-send never leaves a chat blocked
 * after restart. This is the in-process half, one per app (the chat module's
 * instance); across instances the send's transaction also takes an advisory
 * lock (`tryLockChatSend`), which PostgreSQL releases at commit, at rollback,
 * or the moment the sender's connection dies.
 */
export class ChatSendGuard {
  private readonly sending = new Set<string>();

  /** Claims this process's mark; false when a send of that side is already under way here. */
  claim(chatId: string, side: ChatSide): boolean {
    const key = `${chatId}:${side}`;
    if (this.sending.has(key)) return false;
    this.sending.add(key);
    return true;
  }

  release(chatId: string, side: ChatSide): void {
    this.sending.delete(`${chatId}:${side}`);
  }
}
