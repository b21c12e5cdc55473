import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { liveStreams } from './live-streams.table.js';

/** A stream not refreshed for this long belongs to a stopped instance. */
const STALE_AFTER_SECONDS = 15;

/**
 * Registers new streams (one per entry, in order; a burst of tabs opening comes
 * as one batch) and takes the registrations of each user's oldest streams
 * beyond `limit`, counting every instance. Returns the new ids and the ids
 * taken: their instances end them at their next recheck.
 */
export async function registerStreams(db: Db, userIds: string[], limit: number): Promise<{ ids: number[]; evicted: number[] }> {
  if (userIds.length === 0) return { ids: [], evicted: [] };
  return db.transaction(async (tx) => {
    // Registrations are counted one batch at a time across the fleet, so two tabs
    // opening together on two instances cannot both keep an eleventh stream.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('live_streams'))`);
    const rows = await tx
      .insert(liveStreams)
      .values(userIds.map((userId) => ({ userId })))
      .returning({ id: liveStreams.id });
    if (rows.length !== userIds.length) throw new Error('live streams were not registered');
    const users = [...new Set(userIds)];
    const ranked = tx
      .select({ id: liveStreams.id, rank: sql<number>`row_number() over (partition by ${liveStreams.userId} order by ${liveStreams.openedAt} desc, ${liveStreams.id} desc)`.as('rank') })
      .from(liveStreams)
      .where(and(inArray(liveStreams.userId, users), gt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`)))
      .as('ranked');
    const beyondLimit = tx.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, limit));
    const evicted = await tx.delete(liveStreams).where(inArray(liveStreams.id, beyondLimit)).returning({ id: liveStreams.id });
    return { ids: rows.map((row) => row.id), evicted: evicted.map((row) => row.id) };
  });
}

/** Marks these streams as still open; returns the ids still registered (the others were evicted). */
export async function refreshStreams(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(liveStreams)
    .set({ seenAt: sql`now()` })
    .where(inArray(liveStreams.id, ids))
    .returning({ id: liveStreams.id });
  return new Set(rows.map((r) => r.id));
}

/** The ids of these streams still registered (the others were evicted); reads only. */
export async function findRegisteredStreams(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: liveStreams.id }).from(liveStreams).where(inArray(liveStreams.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Whether the user has an event stream open on any instance: registered and
 * refreshed lately. A stream that closed (tab closed, another address typed,
 * signed out) is unregistered at once; one of a stopped instance goes stale.
 */
export async function hasOpenStream(db: Db | Tx, userId: string): Promise<boolean> {
  const fresh = gt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`);
  const rows = await db.select({ id: liveStreams.id }).from(liveStreams).where(and(eq(liveStreams.userId, userId), fresh)).limit(1);
  return rows.length > 0;
}

export async function unregisterStreams(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(liveStreams).where(inArray(liveStreams.id, ids));
}

/** Drops the registrations of instances that stopped without closing their streams. */
export async function deleteStaleStreams(db: Db): Promise<void> {
  await db.delete(liveStreams).where(lt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS * 4})`));
}
