import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { liveStreams } from './live-streams.table.js';

/** A stream not refreshed for this long belongs to a stopped instance. */
const STALE_AFTER_SECONDS = 15;

/**
 * Registers a new stream and takes the registrations of the user's oldest
 * streams beyond `limit`, counting every instance. Returns the new stream's id
 * and the ids taken: their instances end them at their next recheck.
 */
export async function registerStream(db: Db, userId: string, limit: number): Promise<{ id: number; evicted: number[] }> {
  return db.transaction(async (tx) => {
    // One user's registrations are counted one at a time, so two tabs opening
    // together on two instances cannot both keep an eleventh stream.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('live_streams'), hashtext(${userId}))`);
    const [row] = await tx.insert(liveStreams).values({ userId }).returning({ id: liveStreams.id });
    if (!row) throw new Error('live stream was not registered');
    const beyondLimit = tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(and(eq(liveStreams.userId, userId), gt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`)))
      .orderBy(desc(liveStreams.openedAt), desc(liveStreams.id))
      .offset(limit);
    const evicted = await tx.delete(liveStreams).where(inArray(liveStreams.id, beyondLimit)).returning({ id: liveStreams.id });
    return { id: row.id, evicted: evicted.map((r) => r.id) };
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

export async function unregisterStreams(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(liveStreams).where(inArray(liveStreams.id, ids));
}

/** Drops the registrations of instances that stopped without closing their streams. */
export async function deleteStaleStreams(db: Db): Promise<void> {
  await db.delete(liveStreams).where(lt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS * 4})`));
}
