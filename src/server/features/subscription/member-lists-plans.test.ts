import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_COUNT_CAP, MEMBER_PAGE_SIZE, type MemberFilter } from '../../../shared/features/members.schema.js';
import { PRO_USERS_PAGE_SIZE } from '../../../shared/features/subscription.schema.js';
import type { Db } from '../../db/client.js';
import { createTestApp } from '../../test-support/test-app.js';
import { memberKeyColumns } from './member-lists.repo.js';
import { memberCountStatement, memberPageStatement } from './members.repo.js';
import { countProUsersSinceStatement, listProUserPage } from './subscription.repo.js';

/** 10,000 members: a third subscribed (a few within the last 30 days, some past due), some lapsed, some complimentary. */
const MEMBERS = 10_000;

/** A plan node of EXPLAIN (FORMAT JSON), with the few fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The statement's SQL with its parameters bound again, so EXPLAIN plans it with the values the route sends. */
function bound(statement: { toSQL(): { sql: string; params: unknown[] } }): SQL {
  const { sql: text, params } = statement.toSQL();
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => query.append(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return query;
}

async function planOf(db: Db, statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const result = await db.execute(sql`explain (format json) ${bound(statement)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const raw = Object.values(rows[0]!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf(plan[0]!.Plan);
}

/** No sequential scan of a members table, and no Sort fed by (about) the whole table. */
function expectIndexedPlan(nodes: PlanNode[], what: string): void {
  const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['users', 'subscriptions', 'complimentary_grants'].includes(n['Relation Name'] ?? ''));
  expect(seqScans.map((n) => n['Relation Name']), `${what}: ${JSON.stringify(nodes.map((n) => n['Node Type']))}`).toEqual([]);
  const bigSorts = nodes.filter((n) => n['Node Type'] === 'Sort' && (n.Plans ?? []).some((child) => (child['Plan Rows'] ?? 0) > MEMBERS / 10));
  expect(bigSorts, `${what}: a Sort over most of the table`).toEqual([]);
}

describe('the owner’s member lists read an index at 10,000 members', () => {
  let app: FastifyInstance;
  let db: Db;
  /** The key of the row 60 from the end of the list: the cursor of one of its last pages. */
  let deepKey: [string, string, string];
  const midKey = ['2025-06-01T00:00:00.000000Z', '2025-06-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'] as const;
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.ctx.database.db;
    await db.execute(sql`
      insert into users (issuer, subject, email, username, role, is_pro, complimentary_pro, subscription_status, subscription_start_date, created_at)
      select 'seed', 'm' || n, 'member' || n || '@example.com', case when n % 2 = 0 then 'name' || n end,
             case when n % 3 = 0 then 'pro_user' else 'user' end, n % 97 = 0, n % 53 = 0,
             case when n % 33 = 0 then 'pending_cancellation' when n % 3 = 0 then 'active' when n % 7 = 0 then 'canceled' end,
             case when n % 3 = 0 then now() - make_interval(hours => n) end,
             now() - make_interval(hours => n * 2)
      from generate_series(1, ${MEMBERS}) as n`);
    // Their subscriptions as mirrored (a few past due) and the complimentary grants, so the joins meet real tables.
    await db.execute(sql`
      insert into subscriptions (id, user_id, customer_id, status, cancel_at_period_end, started_at)
      select 'sub_' || subject, id, 'cus_' || subject, case when right(subject, 2) = '99' then 'past_due' else 'active' end, false, subscription_start_date
      from users where subscription_start_date is not null`);
    await db.execute(sql`insert into complimentary_grants (user_id) select id from users where complimentary_pro`);
    // Grants that ended long ago: the table keeps every grant, so it grows with the membership.
    await db.execute(sql`
      insert into complimentary_grants (user_id, granted_at, ends_at, ended_at, end_reason)
      select id, now() - interval '2 years', now() - interval '1 year', now() - interval '1 year', 'expired' from users where right(subject, 1) in ('1', '2', '5')`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze complimentary_grants`);
    await db.execute(sql`analyze subscriptions`);
    const result = await db.execute(sql`
      select ${memberKeyColumns.keySubscribedAt} as a, ${memberKeyColumns.keyCreatedAt} as b, id::text as c from users
      order by coalesce(subscription_start_date, '-infinity'::timestamptz), created_at, id offset 60 limit 1`);
    const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as { a: string; b: string; c: string };
    deepKey = [row.a, row.b, row.c];
  }, 120_000);
  afterAll(async () => app.close());

  const filters: MemberFilter[] = ['pro', 'all', 'active', 'pending_cancellation', 'past_due', 'complimentary', 'lapsed'];
  for (const filter of filters) {
    it(`member manager, filter ${filter}: first page, a deep page, a search and the capped count`, async () => {
      const base = { filter, q: '', after: undefined, limit: MEMBER_PAGE_SIZE + 1, countCap: MEMBER_COUNT_CAP };
      expectIndexedPlan(await planOf(db, memberPageStatement(db, base)), 'first page');
      expectIndexedPlan(await planOf(db, memberPageStatement(db, { ...base, after: [...midKey] })), 'middle page');
      expectIndexedPlan(await planOf(db, memberPageStatement(db, { ...base, after: deepKey })), 'deep page');
      expectIndexedPlan(await planOf(db, memberPageStatement(db, { ...base, q: 'member12' })), 'search by e-mail');
      expectIndexedPlan(await planOf(db, memberPageStatement(db, { ...base, q: 'NAME12' })), 'search by username');
      expectIndexedPlan(await planOf(db, memberCountStatement(db, base)), 'capped count');
    });
  }

  it('Pro users and New Pro users: pages, search and the New Pro count', async () => {
    const base = { q: '', after: undefined, limit: PRO_USERS_PAGE_SIZE + 1 };
    expectIndexedPlan(await planOf(db, listProUserPage(db, base)), 'pro users first page');
    expectIndexedPlan(await planOf(db, listProUserPage(db, { ...base, after: [...midKey] })), 'pro users middle page');
    expectIndexedPlan(await planOf(db, listProUserPage(db, { ...base, after: deepKey })), 'pro users deep page');
    expectIndexedPlan(await planOf(db, listProUserPage(db, { ...base, q: 'member3' })), 'pro users search');
    expectIndexedPlan(await planOf(db, listProUserPage(db, { ...base, since })), 'new pro users first page');
    expectIndexedPlan(await planOf(db, listProUserPage(db, { ...base, since, q: 'member3' })), 'new pro users search');
    expectIndexedPlan(await planOf(db, countProUsersSinceStatement(db, { q: '', since })), 'new pro users count');
  });
});
