import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsDaily, type AnalyticsDailyRow } from './analytics.table.js';

export interface MembershipFigures {
  totalUsers: number;
  proUsers: number;
  active: number;
  pendingCancellation: number;
  canceled: number;
  legacyUsers: number;
  rbacUsers: number;
}

/**
 * The membership as it stood just before `end`, read from the log alone: each
 * user's latest row before then, deleted accounts left out. Pro follows SPEC
 * §4 (role pro_user or the legacy isPro flag); legacy = isPro without that role.
 */
export async function membershipFiguresBefore(db: Db, end: Date): Promise<MembershipFigures> {
  const result = await db.execute<Record<keyof MembershipFigures, number>>(sql`
    with latest as (
      select distinct on (user_id) event, role, is_pro, subscription_status
      from membership_log
      where at < ${end.toISOString()}::timestamptz
      order by user_id, at desc, id desc
    )
    select
      count(*)::int as "totalUsers",
      (count(*) filter (where role = 'pro_user' or is_pro))::int as "proUsers",
      (count(*) filter (where subscription_status = 'active'))::int as "active",
      (count(*) filter (where subscription_status = 'pending_cancellation'))::int as "pendingCancellation",
      (count(*) filter (where subscription_status = 'canceled'))::int as "canceled",
      (count(*) filter (where is_pro and role <> 'pro_user'))::int as "legacyUsers",
      (count(*) filter (where role = 'pro_user'))::int as "rbacUsers"
    from latest
    where event <> 'deleted'
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as MembershipFigures[];
  return rows[0]!;
}

export type DailyValues = Omit<AnalyticsDailyRow, 'computedAt'>;

/** Writes a day's record unless one exists; true when this call wrote it. */
export async function insertDailyIfAbsent(db: Db, values: DailyValues): Promise<boolean> {
  const rows = await db.insert(analyticsDaily).values(values).onConflictDoNothing().returning({ date: analyticsDaily.date });
  return rows.length > 0;
}

/** Writes or rewrites a day's record (a backfill recomputes from the log, so rewriting is safe). */
export async function upsertDaily(db: Db, values: DailyValues): Promise<void> {
  const { date: _date, ...rest } = values;
  await db
    .insert(analyticsDaily)
    .values(values)
    .onConflictDoUpdate({ target: analyticsDaily.date, set: { ...rest, computedAt: new Date() } });
}

/** Records from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export async function listDaily(db: Db, from: string, to: string): Promise<AnalyticsDailyRow[]> {
  return db
    .select()
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.date, from), lte(analyticsDaily.date, to)))
    .orderBy(asc(analyticsDaily.date));
}
