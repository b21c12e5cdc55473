import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { whatsNew, type WhatsNewRow } from './updates.table.js';

/** Newest first; members' list leaves out drafts and scheduled updates. */
export async function listUpdates(db: Db, publishedOnly: boolean): Promise<WhatsNewRow[]> {
  return db
    .select()
    .from(whatsNew)
    .where(publishedOnly ? isNotNull(whatsNew.publishedAt) : undefined)
    .orderBy(desc(whatsNew.timestamp), desc(whatsNew.id));
}

export async function insertUpdate(db: Db | Tx, values: { date: string; update: string; scheduledFor: Date | null; publishedAt?: null }): Promise<WhatsNewRow> {
  const rows = await db.insert(whatsNew).values(values).returning();
  return rows[0]!;
}

export async function editUpdate(
  db: Db,
  id: string,
  values: { date: string; update: string; lastEdited: Date },
): Promise<WhatsNewRow | undefined> {
  const rows = await db.update(whatsNew).set(values).where(eq(whatsNew.id, id)).returning();
  return rows[0];
}

export async function deleteUpdate(db: Db, id: string): Promise<WhatsNewRow | undefined> {
  const rows = await db.delete(whatsNew).where(eq(whatsNew.id, id)).returning();
  return rows[0];
}

export async function findUpdate(db: Db | Tx, id: string): Promise<WhatsNewRow | undefined> {
  const rows = await db.select().from(whatsNew).where(eq(whatsNew.id, id)).limit(1);
  return rows[0];
}

/** Publishes every update whose time has come; each row is returned to one caller only (ADR 0131). Its timestamp becomes the publication's. */
export function claimDueUpdates(tx: Tx): Promise<WhatsNewRow[]> {
  return tx
    .update(whatsNew)
    .set({ publishedAt: sql`now()`, timestamp: sql`now()` })
    .where(and(isNull(whatsNew.publishedAt), lte(whatsNew.scheduledFor, sql`now()`)))
    .returning();
}

/** Changes an unpublished update's schedule, or publishes it now; undefined when it is gone or already published. */
export async function setUpdatePublication(tx: Tx, id: string, values: { scheduledFor: Date | null; publishedAt?: null }): Promise<WhatsNewRow | undefined> {
  const publishNow = values.publishedAt === undefined;
  const [row] = await tx
    .update(whatsNew)
    .set(publishNow ? { publishedAt: sql`now()`, timestamp: sql`now()`, scheduledFor: null } : { scheduledFor: values.scheduledFor })
    .where(and(eq(whatsNew.id, id), isNull(whatsNew.publishedAt)))
    .returning();
  return row;
}

/** Every update not yet published, and those published in [from, to), for the owner's calendar. */
export async function listCalendarUpdates(db: Db, from: Date, to: Date): Promise<WhatsNewRow[]> {
  return db
    .select()
    .from(whatsNew)
    .where(sql`(${whatsNew.publishedAt} is null or (${whatsNew.publishedAt} >= ${from} and ${whatsNew.publishedAt} < ${to}))`);
}

export async function nextScheduledUpdate(db: Db): Promise<WhatsNewRow | undefined> {
  const rows = await db
    .select()
    .from(whatsNew)
    .where(and(isNull(whatsNew.publishedAt), isNotNull(whatsNew.scheduledFor)))
    .orderBy(asc(whatsNew.scheduledFor))
    .limit(1);
  return rows[0];
}
