import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import { seedMembershipHistory, type HistoryEvent, type MembershipChange } from '../auth/membership-history.seed.js';
import { users } from '../auth/auth.table.js';
import { createTestApp } from '../../test-support/test-app.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { addDays, daysEndingWith, endOfDay } from './analytics-days.service.js';
import { backfillAnalytics, conversionRate, getAnalytics } from './analytics.service.js';
import { membershipLog } from './analytics.table.js';

const DAYS = 60;
const LAST_DAY = '2026-05-31';
const START = Date.parse(`${addDays(LAST_DAY, -DAYS - 20)}T00:00:00Z`);
const HOUR = 3_600_000;

/** A small deterministic generator, so a failure names the same history every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const CHANGES: MembershipChange[] = [
  { role: 'pro_user', subscriptionStatus: 'active' },
  { subscriptionStatus: 'pending_cancellation' },
  { subscriptionStatus: 'active' },
  { role: 'user', subscriptionStatus: 'canceled' },
  { isPro: true },
  { isPro: false },
  { complimentaryPro: true },
  { complimentaryPro: false },
];

/** Sign-ups and changes over 80 days: some on the hour of midnight, some at the same instant as another. */
function history(): HistoryEvent[] {
  const random = generator(26);
  const events: HistoryEvent[] = [];
  for (let member = 0; member < 40; member += 1) {
    let at = START + Math.floor(random() * 40 * 24) * HOUR;
    events.push({ at: new Date(at), member: `m${member}`, signUp: true });
    for (let change = Math.floor(random() * 7); change > 0; change -= 1) {
      // A quarter of the changes come at the same instant as the one before.
      if (random() > 0.25) at += Math.floor(random() * 6 * 24) * HOUR;
      events.push({ at: new Date(at), member: `m${member}`, change: CHANGES[Math.floor(random() * CHANGES.length)]! });
    }
  }
  return events;
}

interface LogRow {
  userId: string;
  at: Date;
  id: number;
  event: string;
  role: string;
  isPro: boolean;
  complimentaryPro: boolean;
  subscriptionStatus: string | null;
}

/** The figures by their definition (analytics.repo.ts), read straight off the log, one day at a time. */
function expectedDay(log: LogRow[], refunds: { createdAt: Date; amountCents: number }[], day: string) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const end = endOfDay(day).getTime();
  const byUser = new Map<string, LogRow[]>();
  for (const row of log) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const latest: LogRow[] = [];
  let [newMembers, cancelledMembers, churnedMembers] = [0, 0, 0];
  for (const rows of byUser.values()) {
    rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    const before = rows.filter((row) => row.at.getTime() < end);
    if (before.length > 0 && before.at(-1)!.event !== 'deleted') latest.push(before.at(-1)!);
    before.forEach((row, i) => {
      if (row.at.getTime() < start) return;
      const previous = i > 0 ? before[i - 1]!.subscriptionStatus : null;
      if (row.subscriptionStatus === 'active' && (previous === null || previous === 'canceled')) newMembers += 1;
      if (row.subscriptionStatus === 'pending_cancellation' && previous !== 'pending_cancellation') cancelledMembers += 1;
      if (row.subscriptionStatus === 'canceled' && (previous === 'active' || previous === 'pending_cancellation')) churnedMembers += 1;
    });
  }
  const count = (test: (row: LogRow) => boolean) => latest.filter(test).length;
  const pro = (row: LogRow) => row.role === 'pro_user' || row.isPro || row.complimentaryPro;
  const active = count((row) => row.subscriptionStatus === 'active');
  const theDays = refunds.filter((refund) => refund.createdAt.getTime() >= start && refund.createdAt.getTime() < end);
  return {
    date: day,
    totalUsers: latest.length,
    proUsers: count(pro),
    conversionRate: conversionRate(count(pro), latest.length),
    subscriptionStatuses: { active, pending_cancellation: count((row) => row.subscriptionStatus === 'pending_cancellation'), canceled: count((row) => row.subscriptionStatus === 'canceled') },
    legacyUsers: count((row) => row.isPro && row.role !== 'pro_user'),
    rbacUsers: count((row) => row.role === 'pro_user'),
    complimentaryUsers: count((row) => row.complimentaryPro && row.role !== 'pro_user' && !row.isPro),
    mrrCents: active * PRO_PRICE_CENTS,
    newMembers,
    cancelledMembers,
    churnedMembers,
    refunds: theDays.length,
    refundedCents: theDays.reduce((sum, refund) => sum + refund.amountCents, 0),
  };
}

describe('analytics backfill in one pass over the log', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    const db = app.ctx.database.db;
    const ids = await seedMembershipHistory(db, history());
    // Accounts deleted on a day of the range (one at midnight exactly), as the log records deletions.
    for (const [member, at] of [['m3', `${addDays(LAST_DAY, -30)}T00:00:00Z`], ['m7', `${addDays(LAST_DAY, -12)}T15:00:00Z`]] as const) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.membership_changed_at', ${at}, true)`);
        await tx.delete(users).where(eq(users.id, ids.get(member)!));
      });
    }
    const refund = (id: string, amountCents: number, createdAt: string) => ({ id, kind: 'subscription', subjectId: 'x', userId: ids.get('m1')!, paymentIntentId: `pi_${id}`, amountCents, createdAt: new Date(createdAt) });
    await db.insert(paymentRefunds).values([refund('re_a', 2000, `${addDays(LAST_DAY, -20)}T00:00:00Z`), refund('re_b', 500, `${addDays(LAST_DAY, -20)}T23:59:59Z`)]);
  });
  afterAll(async () => app.close());

  it('gives every day of the range the figures its definition gives that day alone', async () => {
    const log = (await app.ctx.database.db.select().from(membershipLog)) as LogRow[];
    expect(log.filter((row) => row.event === 'deleted')).toHaveLength(2);
    const refunds = await app.ctx.database.db.select().from(paymentRefunds);
    const now = new Date(`${LAST_DAY}T18:00:00Z`);
    await backfillAnalytics(app.ctx, DAYS, now);
    const records = await getAnalytics(app.ctx, 'year', now);
    expect(records.map((record) => record.date)).toEqual(daysEndingWith(LAST_DAY, DAYS));
    // The history must move every figure, or the comparison proves little.
    for (const figure of ['totalUsers', 'proUsers', 'legacyUsers', 'complimentaryUsers', 'newMembers', 'cancelledMembers', 'churnedMembers', 'refunds'] as const) {
      expect(new Set(records.map((record) => record[figure])).size, figure).toBeGreaterThan(1);
    }
    for (const record of records) expect(record, record.date).toEqual(expectedDay(log, refunds, record.date));
  });
});
