import { and, asc, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import { onlyComplimentaryProSql, proUserSql } from '../auth/auth.table.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { analyticsDaily, type AnalyticsDailyRow } from './analytics.table.js';

/** A day's figures as the log gives them; the conversion rate is worked out from two of them. */
export type DayFigures = Omit<AnalyticsDailyRow, 'computedAt' | 'conversionRate'>;

/** The Pro rule of auth.table.ts, over the columns of a membership_log row. */
const logRow = { role: sql.identifier('role'), isPro: sql.identifier('is_pro'), complimentaryPro: sql.identifier('complimentary_pro') };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/**
 * Every day's figures from `first` to `last` (UTC days, inclusive), in one pass over the log (ADR 0105).
 *
 * Membership at the end of a day: each user's latest log row before the next midnight, deleted accounts
 * left out. A row holds from the day of its time to the day of the user's next row (exclusive), so it
 * adds its counts on its first day and takes them back on the day it is replaced; a running sum over
 * the days gives each day's membership, at a cost linear in days plus log rows. Pro follows SPEC §4 and
 * the owner's grants (role pro_user, the legacy isPro flag, or complimentary Pro); legacy = isPro without
 * that role; complimentary = Pro by a grant alone. Monthly recurring revenue counts the subscriptions that
 * will renew (status active), at the Pro price.
 *
 * Changes during a day, from each log row and the one before it: subscriptions that started (active after
 * none or an ended one), were set to cancel, and ended (canceled after running); and the refunds given.
 */
export async function dailyFigures(db: Db, first: string, last: string): Promise<DayFigures[]> {
  const firstDay = sql`${first}::date`;
  const lastDay = sql`${last}::date`;
  // The midnights (UTC) that open the first day and close the last.
  const startOfFirst = sql`(${firstDay}::timestamp at time zone 'UTC')`;
  const endOfLast = sql`((${lastDay} + 1)::timestamp at time zone 'UTC')`;
  const dayOfLog = sql`(at at time zone 'UTC')::date`;
  const result = await db.execute(sql`
    with steps as (
      select at, event, role, is_pro, complimentary_pro, subscription_status as status,
        ${dayOfLog} as day,
        ((lead(at) over by_user) at time zone 'UTC')::date as replaced_day,
        lag(subscription_status) over by_user as before
      from membership_log
      where at < ${endOfLast}
      window by_user as (partition by user_id order by at, id)
    ),
    held as (
      select greatest(day, ${firstDay}) as from_day, replaced_day,
        1 as users,
        (${proUserSql(logRow)})::int as pro,
        (status = 'active')::int as active,
        (status = 'pending_cancellation')::int as pending,
        (status = 'canceled')::int as canceled,
        (is_pro and role <> 'pro_user')::int as legacy,
        (role = 'pro_user')::int as rbac,
        (${onlyComplimentaryProSql(logRow)})::int as complimentary
      from steps
      where event <> 'deleted' and (replaced_day is null or replaced_day > greatest(day, ${firstDay}))
    ),
    deltas as (
      select from_day as day, users, pro, active, pending, canceled, legacy, rbac, complimentary from held
      union all
      select replaced_day, -users, -pro, -active, -pending, -canceled, -legacy, -rbac, -complimentary from held
      where replaced_day <= ${lastDay}
    ),
    per_day as (
      select day, sum(users) as users, sum(pro) as pro, sum(active) as active, sum(pending) as pending, sum(canceled) as canceled,
        sum(legacy) as legacy, sum(rbac) as rbac, sum(complimentary) as complimentary
      from deltas group by day
    ),
    changes as (
      select day,
        count(*) filter (where status = 'active' and (before is null or before = 'canceled')) as new_members,
        count(*) filter (where status = 'pending_cancellation' and before is distinct from 'pending_cancellation') as cancelled_members,
        count(*) filter (where status = 'canceled' and before in ('active', 'pending_cancellation')) as churned_members
      from steps where day >= ${firstDay} group by day
    ),
    refunds as (
      select (created_at at time zone 'UTC')::date as day, count(*) as refunds, sum(amount_cents) as refunded_cents
      from ${paymentRefunds}
      where created_at >= ${startOfFirst} and created_at < ${endOfLast}
      group by 1
    ),
    days as (
      select day::date from generate_series(${firstDay}, ${lastDay}, interval '1 day') as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      (sum(coalesce(per_day.users, 0)) over running)::int as "totalUsers",
      (sum(coalesce(per_day.pro, 0)) over running)::int as "proUsers",
      (sum(coalesce(per_day.active, 0)) over running)::int as "active",
      (sum(coalesce(per_day.pending, 0)) over running)::int as "pendingCancellation",
      (sum(coalesce(per_day.canceled, 0)) over running)::int as "canceled",
      (sum(coalesce(per_day.legacy, 0)) over running)::int as "legacyUsers",
      (sum(coalesce(per_day.rbac, 0)) over running)::int as "rbacUsers",
      (sum(coalesce(per_day.complimentary, 0)) over running)::int as "complimentary",
      (sum(coalesce(per_day.active, 0)) over running * ${PRO_PRICE_CENTS})::int as "mrrCents",
      coalesce(changes.new_members, 0)::int as "newMembers",
      coalesce(changes.cancelled_members, 0)::int as "cancelledMembers",
      coalesce(changes.churned_members, 0)::int as "churnedMembers",
      coalesce(refunds.refunds, 0)::int as "refunds",
      coalesce(refunds.refunded_cents, 0)::int as "refundedCents"
    from days
      left join per_day on per_day.day = days.day
      left join changes on changes.day = days.day
      left join refunds on refunds.day = days.day
    window running as (order by days.day)
    order by days.day
  `);
  return rowsOf<DayFigures>(result);
}

export type DailyValues = Omit<AnalyticsDailyRow, 'computedAt'>;

/** Writes a day's record unless one exists; true when this call wrote it. */
export async function insertDailyIfAbsent(db: Db, values: DailyValues): Promise<boolean> {
  const rows = await db.insert(analyticsDaily).values(values).onConflictDoNothing().returning({ date: analyticsDaily.date });
  return rows.length > 0;
}

/** Writes or rewrites days' records in one statement (a backfill recomputes from the log, so rewriting is safe). */
export async function upsertDays(db: Db, days: DailyValues[]): Promise<void> {
  if (days.length === 0) return;
  const rewritten = Object.fromEntries(
    Object.entries(getTableColumns(analyticsDaily))
      .filter(([key]) => key !== 'date')
      .map(([key, column]) => [key, key === 'computedAt' ? sql`now()` : sql.raw(`excluded.${column.name}`)]),
  );
  await db.insert(analyticsDaily).values(days).onConflictDoUpdate({ target: analyticsDaily.date, set: rewritten });
}

/** Records from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export async function listDaily(db: Db, from: string, to: string): Promise<AnalyticsDailyRow[]> {
  return db
    .select()
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.date, from), lte(analyticsDaily.date, to)))
    .orderBy(asc(analyticsDaily.date));
}
