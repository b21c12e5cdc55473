import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isProUserSql, onlyComplimentaryProSql, users } from '../features/auth/auth.table.js';
import { emailNotifications } from '../features/notifications/notifications.table.js';

/**
 * The database-backed figures of /metrics. They are read at scrape time from
 * the shared database, so every instance of a fleet reports the same value.
 */

export interface MembersByTier {
  pro: number;
  complimentary: number;
  basic: number;
}

/**
 * Pro as the permission rules count it (isProUserSql); complimentary are the
 * Pro members who are Pro only through a complimentary grant, counted apart.
 */
export async function countMembersByTier(db: Db): Promise<MembersByTier> {
  const [row] = await db
    .select({
      pro: sql<number>`count(*) filter (where ${isProUserSql})`.mapWith(Number),
      complimentary: sql<number>`count(*) filter (where ${onlyComplimentaryProSql(users)})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users);
  const pro = row?.pro ?? 0;
  const complimentary = row?.complimentary ?? 0;
  return { pro: pro - complimentary, complimentary, basic: (row?.all ?? 0) - pro };
}

export interface EmailQueueState {
  /** Jobs not yet delivered. */
  pending: number;
  /** Undelivered jobs whose last attempt failed (waiting for a retry). */
  failing: number;
}

export async function readEmailQueue(db: Db): Promise<EmailQueueState> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${emailNotifications.attempts} > 0)`.mapWith(Number),
    })
    .from(emailNotifications)
    .where(sql`${emailNotifications.processed} = false`);
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}
