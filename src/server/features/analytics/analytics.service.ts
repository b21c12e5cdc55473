import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type AnalyticsRecord,
} from '../../../shared/features/analytics.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { addDays, dayOf, daysEndingWith } from './analytics-days.service.js';
import { dailyFigures, insertDailyIfAbsent, listDaily, upsertDays, type DailyValues, type DayFigures } from './analytics.repo.js';
import type { AnalyticsDailyRow } from './analytics.table.js';

function toRecord(row: AnalyticsDailyRow): AnalyticsRecord {
  return {
    date: row.date,
    totalUsers: row.totalUsers,
    proUsers: row.proUsers,
    conversionRate: row.conversionRate,
    subscriptionStatuses: { active: row.active, pending_cancellation: row.pendingCancellation, canceled: row.canceled },
    legacyUsers: row.legacyUsers,
    rbacUsers: row.rbacUsers,
    complimentaryUsers: row.complimentary,
    mrrCents: row.mrrCents,
    newMembers: row.newMembers,
    cancelledMembers: row.cancelledMembers,
    churnedMembers: row.churnedMembers,
    refunds: row.refunds,
    refundedCents: row.refundedCents,
  };
}

/** Pro users per 100 users, rounded to two decimals; 0 for an empty site. */
export function conversionRate(proUsers: number, totalUsers: number): number {
  return totalUsers === 0 ? 0 : Math.round((proUsers / totalUsers) * 10_000) / 100;
}

const withConversion = (figures: DayFigures): DailyValues => ({ ...figures, conversionRate: conversionRate(figures.proUsers, figures.totalUsers) });

/** A day's record computed from the membership log: the membership at the end of that UTC day. */
export async function computeDay(db: Db, day: string): Promise<DailyValues> {
  return withConversion((await dailyFigures(db, day, day))[0]!);
}

/** The records of the last 7, 30 or 365 days (today included), oldest first. */
export async function getAnalytics(ctx: AppContext, range: AnalyticsRange, now = new Date()): Promise<AnalyticsRecord[]> {
  const today = dayOf(now);
  const rows = await listDaily(ctx.database.db, addDays(today, 1 - ANALYTICS_RANGES[range]), today);
  return rows.map(toRecord);
}

/**
 * backfillAnalyticsData (SPEC §7): recomputes the last `days` days, today
 * included, from the membership log, in one transaction, and says what it did.
 */
export async function backfillAnalytics(ctx: AppContext, days: number, now = new Date()): Promise<{ message: string }> {
  const range = daysEndingWith(dayOf(now), days);
  // One read of the log for every day, in one transaction with the writes.
  await ctx.database.db.transaction(async (tx) => upsertDays(tx, (await dailyFigures(tx, range[0]!, range.at(-1)!)).map(withConversion)));
  return { message: `Generated analytics for ${days} days (${range[0]} to ${range[range.length - 1]}).` };
}

/**
 * The scheduled job's step: writes the record of a finished day once. Every
 * instance may run it; the date key lets exactly one insert win.
 */
export async function recordDay(db: Db, day: string): Promise<boolean> {
  return insertDailyIfAbsent(db, await computeDay(db, day));
}
