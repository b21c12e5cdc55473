import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { downloadEvents, type DownloadEventRow } from './downloads.table.js';

export async function insertDownloadEvent(tx: Db | Tx, values: typeof downloadEvents.$inferInsert): Promise<DownloadEventRow> {
  const [row] = await tx.insert(downloadEvents).values(values).returning();
  return row!;
}

export function listLatestDownloadEvents(db: Db, limit: number): Promise<DownloadEventRow[]> {
  return db.select().from(downloadEvents).orderBy(desc(downloadEvents.createdAt)).limit(limit);
}
