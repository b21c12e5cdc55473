import type { Database } from '../../db/client.js';
import type { ChatSide } from './chat.repo.js';

/**
 * SPEC §5: one send per side of a chat at a time. The mark lives only as long
 * as the process that set it, so a crash mid-send never leaves a chat blocked
 * after restart. This is the in-process half; across instances the send's
 * transaction also takes an advisory lock (`tryLockChatSend`), which PostgreSQL
 * releases at commit, at rollback, or the moment the sender's connection dies.
 */
const sendingByDatabase = new WeakMap<Database, Set<string>>();

function sending(database: Database): Set<string> {
  let set = sendingByDatabase.get(database);
  if (!set) sendingByDatabase.set(database, (set = new Set()));
  return set;
}

/** Claims this process's mark; false when a send of that side is already under way here. */
export function claimLocalSend(database: Database, chatId: string, side: ChatSide): boolean {
  const set = sending(database);
  const key = `${chatId}:${side}`;
  if (set.has(key)) return false;
  set.add(key);
  return true;
}

export function releaseLocalSend(database: Database, chatId: string, side: ChatSide): void {
  sending(database).delete(`${chatId}:${side}`);
}
