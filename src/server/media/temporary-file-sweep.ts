import { LocalDiskStorage, type ObjectStorage } from '../integrations/storage.js';

/** A write takes seconds; a temporary file this old was left by a crash. */
export const ORPHANED_AFTER_MS = 10 * 60 * 1000;

/**
 * Removes the temporary files of writes a crash interrupted (`<key>.<hex>.tmp`
 * and its content-type companion). They exist only on a local disk; other
 * stores write an object whole or not at all. Returns how many were removed.
 */
export async function sweepTemporaryFiles(storage: ObjectStorage, now = new Date()): Promise<number> {
  if (!(storage instanceof LocalDiskStorage)) return 0;
  return storage.sweepTemporaryFiles(new Date(now.getTime() - ORPHANED_AFTER_MS));
}
