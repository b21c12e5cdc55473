import { and, asc, desc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { liveEvents } from './live-events.table.js';
import { sessionEndedNotice } from './live-notices.js';

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type NewLiveEvent = Pick<typeof liveEvents.$inferInsert, 'type' | 'audience' | 'userId' | 'payload'>;

/**
 * Stores the event and announces its id. NOTIFY inside a transaction is only
 * delivered at commit, so an event never arrives before the change it reports.
 */
export async function insertLiveEvent(db: Db | Tx, channel: string, event: NewLiveEvent): Promise<number> {
  const [row] = await db.insert(liveEvents).values(event).returning({ id: liveEvents.id });
  if (!row) throw new Error('live event was not stored');
  await db.execute(sql`select pg_notify(${channel}, ${String(row.id)})`);
  return row.id;
}

/** These events, in id order (an id no longer in the log is left out). */
export async function findLiveEvents(db: Db, ids: number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id));
}

export async function findLiveEventsAfter(db: Db, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit);
}

export async function deleteLiveEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(liveEvents).where(and(lt(liveEvents.createdAt, before)));
}

/** The ids of the newest `limit` events, newest first: where a stream opened without Last-Event-ID starts, and what it has not to be sent. */
export async function findNewestLiveEventIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(limit);
  return rows.map((row) => row.id);
}

/** Announces ended sessions (token hashes); inside a transaction the NOTIFY goes at commit, once the session is revoked for every reader. */
export async function announceEndedSessions(db: Db | Tx, channel: string, tokenHashes: string[]): Promise<void> {
  for (const tokenHash of new Set(tokenHashes)) await db.execute(sql`select pg_notify(${channel}, ${sessionEndedNotice(tokenHash)})`);
}
