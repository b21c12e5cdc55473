import { LocalDiskStorage, type ObjectStorage } from '../integrations/storage.js';
import { SmallObjectCache } from './small-object-cache.js';

/** A write takes seconds; a temporary file this old was left by a crash. */
export const ORPHANED_AFTER_MS = 10 * 60 * 1000;

/**
 * Removes the temporary files of writes a crash interrupted (`<key>.<hex>.tmp`
 * and its content-type companion). They exist only on a local disk; other
 * stores write an object whole or not at all. Returns how many were removed.
 */
export async function sweepTemporaryFiles(store: ObjectStorage, now = new Date()): Promise<number> {
  // The store may be wrapped in the small-object cache; the files are the wrapped store's.
  const storage = store instanceof SmallObjectCache ? store.inner : store;
  if (!(storage instanceof LocalDiskStorage)) return 0;
  return storage.sweepTemporaryFiles(new Date(now.getTime() - ORPHANED_AFTER_MS));
}
