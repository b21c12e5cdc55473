import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pendingFileWrites } from './media-files.table.js';

export async function recordPendingFiles(db: Db | Tx, keys: string[]): Promise<string> {
  const [row] = await db.insert(pendingFileWrites).values({ keys }).returning({ id: pendingFileWrites.id });
  return row!.id;
}

export async function forgetPendingFiles(db: Db | Tx, id: string): Promise<void> {
  await db.delete(pendingFileWrites).where(eq(pendingFileWrites.id, id));
}

export function pendingFilesOlderThan(db: Db, before: Date, limit: number) {
  return db.select().from(pendingFileWrites).where(lt(pendingFileWrites.createdAt, before)).limit(limit);
}
