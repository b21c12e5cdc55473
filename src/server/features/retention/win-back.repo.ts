import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { isProUserSql, users } from '../auth/auth.table.js';
import { membershipLog } from '../analytics/analytics.table.js';
import { retentionSettings, winBackOptOuts, winBackSends } from './retention.table.js';

export async function saveWinBackSettings(
  db: Db,
  values: { winBackEnabled: boolean; winBackDays: number; winBackPercentOff: number | null; winBackDurationInMonths: number | null; winBackCode: string | null },
): Promise<void> {
  const row = { ...values, updatedAt: new Date() };
  await db.insert(retentionSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: retentionSettings.id, set: row });
}

export interface LapsedMember {
  userId: string;
  email: string;
  username: string | null;
  proEndedAt: Date;
}

/**
 * Members whose Pro ended between `from` and `until` and who are not Pro now, never got a
 * win-back and did not opt out. "Ended" is the first membership-log row after the member's
 * last Pro row, so every way Pro ends counts (a canceled subscription reaching its end, a
 * failed payment, complimentary Pro expiring or revoked).
 */
export async function findLapsedMembers(db: Db, from: Date, until: Date, limit: number): Promise<LapsedMember[]> {
  const pro = sql`(${membershipLog.role} = 'pro_user' or ${membershipLog.isPro} or ${membershipLog.complimentaryPro})`;
  type Row = { user_id: string; email: string; username: string | null; pro_ended_at: string | Date };
  const result = await db.execute<Row>(sql`
    select ${users.id} as user_id, ${users.email} as email, ${users.username} as username, ended.at as pro_ended_at
    from ${users}
    join lateral (
      select after_pro.at from ${membershipLog} after_pro
      where after_pro.user_id = ${users.id}
        and after_pro.id > (select max(${membershipLog.id}) from ${membershipLog} where ${membershipLog.userId} = ${users.id} and ${pro})
      order by after_pro.id
      limit 1
    ) ended on true
    where not ${isProUserSql} and not ${users.isAdmin} and ${users.email} is not null
      and ended.at > ${from.toISOString()}::timestamptz and ended.at <= ${until.toISOString()}::timestamptz
      and not exists (select 1 from ${winBackSends} where ${winBackSends.userId} = ${users.id})
      and not exists (select 1 from ${winBackOptOuts} where ${winBackOptOuts.userId} = ${users.id})
    order by ended.at
    limit ${limit}`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({ userId: row.user_id, email: row.email, username: row.username, proEndedAt: new Date(row.pro_ended_at) }));
}

/** Claims the member's one win-back; false when it was claimed before (another instance, an earlier run). */
export async function claimWinBack(tx: Tx, userId: string, code: string, proEndedAt: Date): Promise<boolean> {
  const rows = await tx.insert(winBackSends).values({ userId, code, proEndedAt }).onConflictDoNothing().returning({ userId: winBackSends.userId });
  return rows.length === 1;
}

/** Records the opt-out; false when the member had opted out already (or no longer exists). */
export async function recordWinBackOptOut(db: Db, userId: string): Promise<boolean> {
  const exists = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (exists.length === 0) return false;
  const rows = await db.insert(winBackOptOuts).values({ userId }).onConflictDoNothing().returning({ userId: winBackOptOuts.userId });
  return rows.length === 1;
}

export async function countWinBacks(db: Db): Promise<{ sent: number; optedOut: number }> {
  const [sent] = await db.select({ n: count() }).from(winBackSends);
  const [optedOut] = await db.select({ n: count() }).from(winBackOptOuts);
  return { sent: sent?.n ?? 0, optedOut: optedOut?.n ?? 0 };
}
