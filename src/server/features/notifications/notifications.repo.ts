import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { emailNotifications, type EmailNotificationRow, type NewEmailNotification } from './notifications.table.js';

/** Wakes the e-mail workers; only a hint (channel shared by every schema), the table is the truth. */
export const NOTIFICATION_WAKE_CHANNEL = 'email_notifications';

export async function insertNotifications(db: Db | Tx, jobs: NewEmailNotification[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.insert(emailNotifications).values(jobs);
  // Delivered at commit, so a worker never wakes for a job it cannot see yet.
  await db.execute(sql`select pg_notify(${NOTIFICATION_WAKE_CHANNEL}, '')`);
}

/** When the next pending job becomes due (its delay or lease over), or null when none waits. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(greatest(${emailNotifications.availableAt}, coalesce(${emailNotifications.lockedUntil}, ${emailNotifications.availableAt})))` })
    .from(emailNotifications)
    .where(eq(emailNotifications.processed, false));
  return row?.at ? new Date(row.at) : null;
}

const unleased = (now: Date) => or(isNull(emailNotifications.lockedUntil), lt(emailNotifications.lockedUntil, now));

/**
 * Leases the oldest due job and every other pending job of its group until
 * `leaseUntil`. SKIP LOCKED lets workers on other instances pass over a job
 * being claimed instead of waiting for it; the lease then keeps them off it
 * while it is being sent, without holding a transaction open during SMTP.
 */
export async function claimDueGroup(db: Db, now: Date, leaseUntil: Date): Promise<EmailNotificationRow[]> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ groupKey: emailNotifications.groupKey })
      .from(emailNotifications)
      .where(and(eq(emailNotifications.processed, false), lte(emailNotifications.availableAt, now), unleased(now)))
      .orderBy(asc(emailNotifications.availableAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return [];
    const group = tx
      .select({ id: emailNotifications.id })
      .from(emailNotifications)
      .where(and(eq(emailNotifications.groupKey, due.groupKey), eq(emailNotifications.processed, false), unleased(now)))
      .for('update', { skipLocked: true });
    const ids = (await group).map((row) => row.id);
    return tx
      .update(emailNotifications)
      .set({ lockedUntil: leaseUntil })
      .where(inArray(emailNotifications.id, ids))
      .returning()
      .then((rows) => rows.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()));
  });
}

export async function markDelivered(db: Db, ids: string[], now: Date): Promise<void> {
  await db
    .update(emailNotifications)
    .set({ processed: true, processedAt: now, lockedUntil: null, lastError: null })
    .where(inArray(emailNotifications.id, ids));
}

export async function markFailed(db: Db, ids: string[], retryAt: Date, error: string): Promise<void> {
  await db
    .update(emailNotifications)
    .set({ lockedUntil: null, availableAt: retryAt, attempts: sql`${emailNotifications.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(inArray(emailNotifications.id, ids));
}

/** Never to be retried (the address was refused for good): processed, with the reason kept. */
export async function markUndeliverable(db: Db, ids: string[], error: string): Promise<void> {
  await db
    .update(emailNotifications)
    .set({ processed: true, processedAt: new Date(), lockedUntil: null, attempts: sql`${emailNotifications.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(inArray(emailNotifications.id, ids));
}

export async function findNotifications(db: Db, where: { userId?: string } = {}): Promise<EmailNotificationRow[]> {
  return db
    .select()
    .from(emailNotifications)
    .where(where.userId ? eq(emailNotifications.userId, where.userId) : undefined)
    .orderBy(asc(emailNotifications.timestamp));
}
