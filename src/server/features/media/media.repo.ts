import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaServeLog, type NewMediaServeLogRow } from './media.table.js';

/** One multi-row insert per batch. */
export async function insertServeLogRows(db: Db, rows: readonly NewMediaServeLogRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(mediaServeLog).values([...rows]);
}

/** Removes log rows served before `cutoff`; returns how many. */
export async function deleteServeLogBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(mediaServeLog).where(lt(mediaServeLog.servedAt, cutoff)).returning({ id: mediaServeLog.id });
  return deleted.length;
}
