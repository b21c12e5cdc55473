import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsRecord } from '../../../shared/features/analytics.schema.js';
import { buildApp } from '../../app.js';
import { seedMembershipHistory, type HistoryEvent } from '../auth/membership-history.seed.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { dayOf } from './analytics-days.service.js';
import { backfillAnalytics, getAnalytics, recordDay } from './analytics.service.js';
import { analyticsDaily, membershipLog } from './analytics.table.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { recordYesterday } from './analytics-daily.job.js';
import { signInOwner, signInBasic, type Person } from '../../test-support/people.js';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A month of history whose figures are worked out by hand below. */
const HISTORY: HistoryEvent[] = [
  { at: noon('2026-02-10'), member: 'a', signUp: true },
  { at: noon('2026-03-01'), member: 'b', signUp: true },
  { at: noon('2026-03-01'), member: 'a', change: { role: 'pro_user', subscriptionStatus: 'active' } },
  { at: noon('2026-03-05'), member: 'c', signUp: true },
  { at: new Date('2026-03-05T23:59:00Z'), member: 'c', change: { isPro: true } },
  { at: noon('2026-03-10'), member: 'a', change: { subscriptionStatus: 'pending_cancellation' } },
  { at: noon('2026-03-15'), member: 'a', change: { role: 'user', subscriptionStatus: 'canceled' } },
  { at: noon('2026-03-15'), member: 'b', change: { role: 'pro_user', subscriptionStatus: 'active' } },
  { at: new Date('2026-03-20T00:00:00Z'), member: 'd', signUp: true },
  { at: new Date('2026-03-20T00:00:00Z'), member: 'd', change: { role: 'pro_user', isPro: true, subscriptionStatus: 'active' } },
  { at: noon('2026-03-12'), member: 'e', signUp: true },
  { at: noon('2026-03-12'), member: 'e', change: { complimentaryPro: true } },
  { at: noon('2026-03-25'), member: 'e', change: { complimentaryPro: false } },
];

const figures = (
  totalUsers: number,
  proUsers: number,
  conversionRate: number,
  [active, pending_cancellation, canceled]: [number, number, number],
  legacyUsers: number,
  rbacUsers: number,
  complimentaryUsers: number,
  mrrCents: number,
) => ({ totalUsers, proUsers, conversionRate, subscriptionStatuses: { active, pending_cancellation, canceled }, legacyUsers, rbacUsers, complimentaryUsers, mrrCents });

/** The hand-computed membership at the end of each day, by the first day it holds. */
const EXPECTED: [string, ReturnType<typeof figures>][] = [
  ['2026-03-02', figures(2, 1, 50, [1, 0, 0], 0, 1, 0, 2000)],
  ['2026-03-05', figures(3, 2, 66.67, [1, 0, 0], 1, 1, 0, 2000)],
  ['2026-03-10', figures(3, 2, 66.67, [0, 1, 0], 1, 1, 0, 0)],
  ['2026-03-12', figures(4, 3, 75, [0, 1, 0], 1, 1, 1, 0)],
  ['2026-03-15', figures(4, 3, 75, [1, 0, 1], 1, 1, 1, 2000)],
  ['2026-03-20', figures(5, 4, 80, [2, 0, 1], 1, 2, 1, 4000)],
  ['2026-03-25', figures(5, 3, 60, [2, 0, 1], 1, 2, 0, 4000)],
];

/** What happened on a day (every other day: nothing): subscriptions started, set to cancel, ended; refunds. */
const NO_CHANGES = { newMembers: 0, cancelledMembers: 0, churnedMembers: 0, refunds: 0, refundedCents: 0 };
const CHANGES: Record<string, Partial<typeof NO_CHANGES>> = {
  '2026-03-10': { cancelledMembers: 1 },
  '2026-03-15': { newMembers: 1, churnedMembers: 1 },
  '2026-03-18': { refunds: 2, refundedCents: 750 },
  '2026-03-19': { refunds: 1, refundedCents: 100 },
  '2026-03-20': { newMembers: 1 },
};

function expectedFor(day: string) {
  return [...EXPECTED].reverse().find(([from]) => from <= day)![1];
}

describe('analytics', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let member: Person;

  const backfill = (who: SignedIn | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/analytics/backfill',
      headers: who?.headers ?? sameOriginHeaders(app),
      payload: payload as object,
    });

  beforeAll(async () => {
    app = await createTestApp();
    const ids = await seedMembershipHistory(app.ctx.database.db, HISTORY);
    // Every refund counts, of a membership payment or of a custom order (re_2).
    const refund = (id: string, kind: string, amountCents: number, createdAt: Date) => ({ id, kind, subjectId: 'x', userId: ids.get('b')!, paymentIntentId: `pi_${id}`, amountCents, createdAt });
    await app.ctx.database.db
      .insert(paymentRefunds)
      .values([
        refund('re_1', 'subscription', 500, noon('2026-03-18')),
        refund('re_2', 'custom_order', 250, new Date('2026-03-18T23:59:59Z')),
        refund('re_3', 'subscription', 100, new Date('2026-03-19T00:00:00Z')),
      ]);
    owner = await signInOwner(app);
    member = await signInBasic(app, 'member@example.com');
  });
  afterAll(async () => app.close());

  it('logs sign-ups and membership changes in the same transaction, and refuses to rewrite the log', async () => {
    await updateUserRecord(app.ctx, member.id, { role: 'pro_user', subscriptionStatus: 'active' });
    await updateUserRecord(app.ctx, member.id, { menuHintSeen: true });
    const rows = (await app.ctx.database.db.select().from(membershipLog)).filter((row) => row.userId === member.id);
    expect(rows.map((row) => [row.event, row.role, row.subscriptionStatus])).toEqual([
      ['signed_up', 'user', null],
      ['changed', 'pro_user', 'active'],
    ]);
    await expect(app.ctx.database.db.delete(membershipLog)).rejects.toThrow();
    await expect(app.ctx.database.db.update(membershipLog).set({ role: 'admin' })).rejects.toThrow();
  });

  it('backfills 30 days from the log with the hand-computed figures', async () => {
    const now = new Date('2026-03-31T15:00:00Z');
    const { message } = await backfillAnalytics(app.ctx, 30, now);
    expect(message).toBe('Generated analytics for 30 days (2026-03-02 to 2026-03-31).');
    const records = await getAnalytics(app.ctx, 'month', now);
    expect(records).toHaveLength(30);
    for (const record of records) {
      expect(record, record.date).toEqual({ date: record.date, ...expectedFor(record.date), ...NO_CHANGES, ...CHANGES[record.date] });
    }
    const week = await getAnalytics(app.ctx, 'week', now);
    expect(week.map((record) => record.date)).toEqual(['2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(await getAnalytics(app.ctx, 'year', now)).toHaveLength(30);
  });

  it('writes a day once even when two instances run the daily job together', async () => {
    // On PostgreSQL a second app shares the schema, like a second instance; PGlite is one process.
    const second = app.ctx.config.database.kind === 'postgres' ? await buildApp(app.ctx.config) : app;
    try {
      const results = await Promise.all([recordDay(app.ctx.database.db, '2026-03-22'), recordDay(second.ctx.database.db, '2026-03-22')]);
      expect(results.filter(Boolean)).toHaveLength(0); // the backfill above already wrote it
      const fresh = await Promise.all([recordDay(app.ctx.database.db, '2026-01-15'), recordDay(second.ctx.database.db, '2026-01-15')]);
      expect(fresh.sort()).toEqual([false, true]);
      const rows = (await app.ctx.database.db.select().from(analyticsDaily)).filter((row) => row.date === '2026-01-15');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ totalUsers: 0, proUsers: 0, conversionRate: 0 });

      // The job's own step, as each instance's timer runs it: yesterday, once.
      const now = new Date('2026-02-02T03:00:00Z');
      const runs = await Promise.all([recordYesterday(app.ctx.database.db, now), recordYesterday(second.ctx.database.db, now)]);
      expect(runs.sort()).toEqual(['2026-02-01', null].sort());
      const yesterday = (await app.ctx.database.db.select().from(analyticsDaily)).filter((row) => row.date === '2026-02-01');
      expect(yesterday).toHaveLength(1);
    } finally {
      if (second !== app) await second.close();
    }
  });

  it('refuses non-admins (401/403) and bad input (400)', async () => {
    expect((await app.inject({ url: '/api/admin/analytics?range=week' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/analytics?range=week', headers: member.headers })).statusCode).toBe(403);
    expect((await backfill(null, { days: 30 })).statusCode).toBe(401);
    expect((await backfill(member, { days: 30 })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/analytics?range=decade', headers: owner.headers })).statusCode).toBe(400);
    expect((await backfill(owner, { days: 0 })).statusCode).toBe(400);
    expect((await backfill(owner, { days: 'thirty' })).statusCode).toBe(400);
  });

  it('backfills through the API and answers the ranges with today included', async () => {
    const res = await backfill(owner, { days: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Generated analytics for 30 days \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\)\.$/);
    const week: AnalyticsRecord[] = (await app.inject({ url: '/api/admin/analytics?range=week', headers: owner.headers })).json();
    expect(week).toHaveLength(7);
    const today = week[6]!;
    expect(today.date).toBe(dayOf(new Date()));
    // The seeded five (b, d by role, c by the legacy flag, e no longer complimentary), the owner (not Pro) and the member (Pro by role).
    expect(today).toMatchObject({ totalUsers: 7, proUsers: 4, rbacUsers: 3, legacyUsers: 1, complimentaryUsers: 0, conversionRate: 57.14 });
  });
});
