import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { forgetPendingFiles, pendingFilesOlderThan, recordPendingFiles } from './media-files.repo.js';

/** An upload or a delete takes seconds; pending files this old were left by a crash. */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 100;

const removeAll = (ctx: AppContext, keys: readonly string[]) => Promise.all(keys.map((key) => ctx.storage.delete(key)));

/**
 * Writes files, then the row that owns them, so that no outcome leaves one
 * without the other: a failure removes the files written; a crash (kill -9)
 * between the two leaves the keys recorded as pending, and the sweep removes
 * them. `record` runs in the transaction that clears the pending record, so
 * the row and the files' ownership commit together.
 */
export async function writeFilesThenRecord<T>(ctx: AppContext, keys: string[], write: () => Promise<void>, record: (tx: Tx) => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  const pendingId = await recordPendingFiles(db, keys);
  try {
    await write();
    return await db.transaction(async (tx) => {
      const result = await record(tx);
      await forgetPendingFiles(tx, pendingId);
      return result;
    });
  } catch (error) {
    await removeAll(ctx, keys);
    await forgetPendingFiles(db, pendingId);
    throw error;
  }
}

/**
 * Removes a row (in `remove`, inside a transaction), then its files. The keys
 * are recorded as pending in that same transaction, so a crash before the files
 * are gone leaves them to the sweep rather than on disk forever. Returns what
 * `remove` returned; `keysOf` names the files of that result (none when it found nothing).
 */
export async function removeRecordThenFiles<T>(ctx: AppContext, remove: (tx: Tx) => Promise<T>, keysOf: (removed: T) => string[]): Promise<T> {
  let pendingId: string | undefined;
  let keys: string[] = [];
  const removed = await ctx.database.db.transaction(async (tx) => {
    const result = await remove(tx);
    keys = keysOf(result);
    if (keys.length > 0) pendingId = await recordPendingFiles(tx, keys);
    return result;
  });
  if (pendingId) {
    await removeAll(ctx, keys);
    await forgetPendingFiles(ctx.database.db, pendingId);
  }
  return removed;
}

/**
 * Removes the files of uploads and deletes that a crash interrupted. Safe on
 * every instance at once: removing a removed file is a no-op. Returns how many files.
 */
export async function sweepAbandonedFiles(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let removed = 0;
  for (;;) {
    const batch = await pendingFilesOlderThan(ctx.database.db, before, SWEEP_BATCH);
    for (const pending of batch) {
      await removeAll(ctx, pending.keys);
      await forgetPendingFiles(ctx.database.db, pending.id);
      removed += pending.keys.length;
    }
    if (batch.length < SWEEP_BATCH) return removed;
  }
}
