import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, signInPro, type Person } from './test-support/people.js';
import { createTestApp } from './test-support/test-app.js';

/**
 * Issue 26: on a grown site (10,000 members and chats, 50,000 serve-log lines,
 * 10,000 pictures, download events and custom orders) the owner lists' own statements, as
 * the app sends them for a first and a deep page, are planned as index scans in
 * the list's order: no sequential scan of a list table, no sort of more than a page.
 */

const LIST_TABLES = ['users', 'pro_chats', 'media_serve_log', 'download_events', 'custom_requests', 'custom_links', 'gallery_images'];
/** A sort of the page itself (the serve log sorts its joined page again) stays far below this. */
const PAGE_SORT_ROWS = 500;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** What in a plan reads a whole list table or sorts more than a page, described for the failure message. */
function wholeTableWork(plan: PlanNode): string[] {
  return nodesOf(plan).flatMap((node) => {
    if (node['Node Type'] === 'Seq Scan' && LIST_TABLES.includes(node['Relation Name'] ?? '')) return [`Seq Scan on ${node['Relation Name']}`];
    if (node['Node Type'].endsWith('Sort') && node['Plan Rows'] > PAGE_SORT_ROWS) return [`${node['Node Type']} of ${node['Plan Rows']} rows`];
    return [];
  });
}

interface Statement {
  text: string;
  values: unknown[];
}

describe('owner lists on a grown site: query plans', () => {
  let app: FastifyInstance;
  let owner: Person;
  let buyer: Person;
  const seen: Statement[] = [];
  const run = (statement: ReturnType<typeof sql>) => app.ctx.database.db.execute(statement);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    buyer = await signInPro(app, 'buyer@example.com');
    await run(sql`insert into users (issuer, subject, email, role, username)
      select 'seed', 'm' || g, 'member' || lpad(g::text, 5, '0') || '@example.com', 'pro_user', 'member_' || g from generate_series(1, 10000) g`);
    // Nine in ten members have a chat; the rest are candidates.
    await run(sql`insert into pro_chats (user_id, user_name, last_message_time, created_at)
      select id, email, case when random() < 0.05 then null else now() - random() * interval '300 days' end, now() - random() * interval '400 days'
      from users where issuer = 'seed' and subject::text not like '%0'`);
    await run(sql`insert into media_serve_log (viewer_id, object_key, served_at, client_address, user_agent)
      select ${buyer.id}::uuid, 'galleries/g/' || (g % 5000) || '/display.webp', now() - g * interval '1 second', '203.0.113.1', 'test' from generate_series(1, 50000) g`);
    // The pictures the serve log names, by either key.
    await run(sql`insert into gallery_images (collection, filename, path, original_key, thumb_key, thumb_width, thumb_height, display_key, display_width, display_height, placeholder)
      select 'g', 'p' || g || '.jpg', 'galleries/g/' || g, 'galleries/g/' || g || '/original.jpg', 'galleries/g/' || g || '/thumb.webp', 10, 10, 'galleries/g/' || g || '/display.webp', 10, 10, ''
      from generate_series(0, 9999) g`);
    await run(sql`insert into download_events (user_id, user_email, photo_url, gallery_name, user_agent, ip_address, download_method, device_type, created_at)
      select ${buyer.id}::uuid, 'buyer@example.com', '/p/' || g, 'g', 'test', '203.0.113.1', 'long_press', 'Unknown', now() - g * interval '1 second' from generate_series(1, 10000) g`);
    await run(sql`insert into custom_requests (request_number, user_id, user_email, attempt_id, outfit, outfit_label, top_outfit, top_outfit_label, pose, pose_label, status, fulfilled, created_at, paid_at, fulfilled_at)
      select g, ${buyer.id}::uuid, 'buyer@example.com', gen_random_uuid(), 'o', 'O', 't', 'T', 'p', 'P',
        case when g % 10 = 0 then 'paid' when g % 10 = 1 then 'pending_payment' else 'fulfilled' end, g % 10 > 1,
        now() - g * interval '1 minute', now(), case when g % 10 > 1 then now() end
      from generate_series(1, 10000) g`);
    await run(sql`insert into custom_links (user_id, request_id, request_number, image_url, top_outfit, top_outfit_label, outfit, bottom_outfit, pose, pose_id, storage_path, fulfilled_at)
      select case when r.request_number % 2 = 0 then ${buyer.id}::uuid else ${owner.id}::uuid end, r.id, r.request_number, 'custom-orders/x', 't', 'T', 'o', 'O', 'P', 'p', 'custom-orders/x', r.fulfilled_at
      from custom_requests r where r.status = 'fulfilled'`);
    await run(sql`analyze`);

    // Every statement the app sends from here on, to be explained with its own parameters.
    const pool = app.ctx.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'object' && first !== null && 'text' in first) {
        const { text, values } = first as { text: string; values?: unknown[] };
        seen.push({ text, values: values ?? (Array.isArray(second) ? second : []) });
      } else if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
      return query(...args);
    };
  }, 180_000);
  afterAll(async () => app.close());

  /** The statements one request sent that read `table`, each with its plan. */
  async function plansOf(url: string, who: Person, table: string): Promise<Array<{ text: string; plan: PlanNode }>> {
    seen.length = 0;
    const res = await app.inject({ url, headers: who.headers });
    expect(res.statusCode, url).toBe(200);
    const statements = seen.filter((statement) => new RegExp(`from "${table}"|from ${table}\\b`).test(statement.text));
    expect(statements.length, `${url} read ${table}`).toBeGreaterThan(0);
    const plans = [];
    for (const statement of statements) {
      const explained = await app.ctx.database.pool.query({ text: `explain (format json) ${statement.text}`, values: statement.values });
      const [row] = explained.rows as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
      plans.push({ text: statement.text, plan: row!['QUERY PLAN'][0]!.Plan });
    }
    return plans;
  }

  const lists: Array<{ url: string; rows: string; table: string; who: () => Person }> = [
    { url: '/api/chats', rows: 'chats', table: 'pro_chats', who: () => owner },
    { url: '/api/chats/candidates', rows: 'users', table: 'users', who: () => owner },
    { url: '/api/admin/leaks/serve-log', rows: 'entries', table: 'media_serve_log', who: () => owner },
    { url: '/api/downloads', rows: 'events', table: 'download_events', who: () => owner },
    { url: '/api/admin/custom-orders/pending', rows: 'requests', table: 'custom_requests', who: () => owner },
    { url: '/api/admin/custom-orders/past', rows: 'requests', table: 'custom_requests', who: () => owner },
    { url: '/api/custom-orders/purchased', rows: 'items', table: 'custom_links', who: () => buyer },
  ];

  for (const list of lists) {
    it(`${list.url}: first and deep pages read an index in the list's order`, async () => {
      // A deep page: ten pages in, by the cursors the app gave.
      let cursor: string | null = null;
      for (let step = 0; step < 10; step += 1) {
        const page: { json(): { nextCursor: string | null } } = await app.inject({ url: `${list.url}?limit=50${cursor ? `&cursor=${cursor}` : ''}`, headers: list.who().headers });
        cursor = page.json().nextCursor;
        expect(cursor, `page ${step + 1} of ${list.url} has a next one`).toEqual(expect.any(String));
      }
      for (const url of [list.url, `${list.url}?cursor=${cursor}`]) {
        for (const { text, plan } of await plansOf(url, list.who(), list.table)) {
          expect(wholeTableWork(plan), `${url}\n${text}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
          expect(nodesOf(plan).some((node) => node['Node Type'].startsWith('Index') && LIST_TABLES.includes(node['Relation Name'] ?? ''))).toBe(true);
        }
      }
    });
  }
});
