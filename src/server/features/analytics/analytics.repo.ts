import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import { onlyComplimentaryProSql, proUserSql } from '../auth/auth.table.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { analyticsDaily, type AnalyticsDailyRow } from './analytics.table.js';

export interface MembershipFigures {
  totalUsers: number;
  proUsers: number;
  active: number;
  pendingCancellation: number;
  canceled: number;
  legacyUsers: number;
  rbacUsers: number;
  complimentary: number;
  mrrCents: number;
}

/** The Pro rule of auth.table.ts, over the columns of a membership_log row (the `latest` set below). */
const logRow = { role: sql.identifier('role'), isPro: sql.identifier('is_pro'), complimentaryPro: sql.identifier('complimentary_pro') };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/**
 * The membership as it stood just before `end`, read from the log alone: each
 * user's latest row before then, deleted accounts left out. Pro follows SPEC
 * §4 and the owner's grants (role pro_user, the legacy isPro flag, or
 * complimentary Pro); legacy = isPro without that role; complimentary = Pro by
 * a grant alone. Monthly recurring revenue counts the subscriptions that will
 * renew (status active), at the Pro price.
 */
export async function membershipFiguresBefore(db: Db, end: Date): Promise<MembershipFigures> {
  const result = await db.execute<Record<keyof MembershipFigures, number>>(sql`
    with latest as (
      select distinct on (user_id) event, role, is_pro, complimentary_pro, subscription_status
      from membership_log
      where at < ${end.toISOString()}::timestamptz
      order by user_id, at desc, id desc
    )
    select
      count(*)::int as "totalUsers",
      (count(*) filter (where ${proUserSql(logRow)}))::int as "proUsers",
      (count(*) filter (where subscription_status = 'active'))::int as "active",
      (count(*) filter (where subscription_status = 'pending_cancellation'))::int as "pendingCancellation",
      (count(*) filter (where subscription_status = 'canceled'))::int as "canceled",
      (count(*) filter (where is_pro and role <> 'pro_user'))::int as "legacyUsers",
      (count(*) filter (where role = 'pro_user'))::int as "rbacUsers",
      (count(*) filter (where ${onlyComplimentaryProSql(logRow)}))::int as "complimentary",
      ((count(*) filter (where subscription_status = 'active')) * ${PRO_PRICE_CENTS})::int as "mrrCents"
    from latest
    where event <> 'deleted'
  `);
  return rowsOf<MembershipFigures>(result)[0]!;
}

export interface DayChanges {
  newMembers: number;
  cancelledMembers: number;
  churnedMembers: number;
  refunds: number;
  refundedCents: number;
}

/**
 * What changed in [start, end): subscriptions that started (active after none
 * or an ended one), were set to cancel, and ended (canceled after running),
 * each from a member's log row and the one before it; and the refunds given.
 */
export async function changesBetween(db: Db, start: Date, end: Date): Promise<DayChanges> {
  const [from, to] = [start.toISOString(), end.toISOString()];
  const changes = rowsOf<Omit<DayChanges, 'refunds' | 'refundedCents'>>(
    await db.execute(sql`
      with steps as (
        select at, subscription_status as status,
          lag(subscription_status) over (partition by user_id order by at, id) as before
        from membership_log
        where at < ${to}::timestamptz
          and user_id in (select user_id from membership_log where at >= ${from}::timestamptz and at < ${to}::timestamptz)
      )
      select
        (count(*) filter (where status = 'active' and (before is null or before = 'canceled')))::int as "newMembers",
        (count(*) filter (where status = 'pending_cancellation' and before is distinct from 'pending_cancellation'))::int as "cancelledMembers",
        (count(*) filter (where status = 'canceled' and before in ('active', 'pending_cancellation')))::int as "churnedMembers"
      from steps
      where at >= ${from}::timestamptz
    `),
  )[0]!;
  const [refunds] = await db
    .select({ refunds: sql<number>`count(*)`.mapWith(Number), refundedCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(gte(paymentRefunds.createdAt, start), sql`${paymentRefunds.createdAt} < ${to}::timestamptz`));
  return { ...changes, refunds: refunds?.refunds ?? 0, refundedCents: refunds?.refundedCents ?? 0 };
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
