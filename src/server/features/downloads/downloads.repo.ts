import { desc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cursorInstantSql, instantParam } from '../../db/keyset.js';
import { downloadEvents, type DownloadEventRow } from './downloads.table.js';

export async function insertDownloadEvent(tx: Db | Tx, values: typeof downloadEvents.$inferInsert): Promise<DownloadEventRow> {
  const [row] = await tx.insert(downloadEvents).values(values).returning();
  return row!;
}

/** Where a page of the monitor ends: the last event's time (ISO, microseconds) and id. */
export type DownloadPosition = readonly [createdAt: string, id: string];

/** Newest first, a page of `limit` after `after`: one row comparison on download_events_created_id_idx, read backwards. */
export async function listLatestDownloadEvents(
  db: Db,
  page: { after?: DownloadPosition; limit: number },
): Promise<Array<DownloadEventRow & { position: DownloadPosition }>> {
  const after = page.after;
  const rows = await db
    .select({ event: downloadEvents, createdAtText: cursorInstantSql(downloadEvents.createdAt) })
    .from(downloadEvents)
    .where(after ? sql`(${downloadEvents.createdAt}, ${downloadEvents.id}) < (${instantParam(after[0])}, ${after[1]}::uuid)` : undefined)
    .orderBy(desc(downloadEvents.createdAt), desc(downloadEvents.id))
    .limit(page.limit);
  return rows.map(({ event, createdAtText }) => ({ ...event, position: [createdAtText, event.id] as const }));
}
