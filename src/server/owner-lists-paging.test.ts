import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, signInPro, type Person } from './test-support/people.js';
import { createTestApp } from './test-support/test-app.js';

/**
 * Issue 26: the owner lists (and a member's purchased content) come a page at a
 * time. Walking every page with rows written between the requests gives each
 * row once, none missing, in the order one large page gives; a cursor that is
 * not one of ours is a 400.
 */

type Row = Record<string, unknown>;
interface List {
  name: string;
  url: string;
  rows: string;
  key: string;
  who: () => Person;
  /** Writes rows between two page requests (new ones: a keyset walk must neither repeat nor skip a row for them). */
  writeBetween: (step: number) => Promise<void>;
}

describe('owner lists, a page at a time', () => {
  let app: FastifyInstance;
  let owner: Person;
  let buyer: Person;
  const run = (statement: ReturnType<typeof sql>) => app.ctx.database.db.execute(statement);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    buyer = await signInPro(app, 'buyer@example.com');
    // Pro members, two of them sharing one e-mail (the id breaks the tie), and chats for the first 23.
    await run(sql`insert into users (issuer, subject, email, role, username)
      select 'seed', 'pro-' || lpad(g::text, 3, '0'), case when g in (50, 51) then 'twin@example.com' else 'pro' || lpad(g::text, 3, '0') || '@example.com' end, 'pro_user', 'seed_user_' || g
      from generate_series(1, 120) g`);
    // Several chats share one instant and some have no message yet: ties and nulls in the order.
    await run(sql`insert into pro_chats (user_id, user_name, last_message_time, created_at)
      select id, email, case when n % 5 = 0 then null else timestamptz '2026-01-01' + ((n / 3) * interval '1 minute') end, timestamptz '2025-12-01' + (n % 4) * interval '1 second'
      from (select id, email, row_number() over (order by subject) as n from users where issuer = 'seed') members where n <= 23`);
    await run(sql`insert into media_serve_log (viewer_id, object_key, served_at, client_address, user_agent)
      select ${buyer.id}::uuid, 'galleries/g/' || g || '/display.webp', timestamptz '2026-01-01' + (g / 4) * interval '1 second', '203.0.113.1', 'test'
      from generate_series(1, 37) g`);
    await run(sql`insert into download_events (user_id, user_email, photo_url, gallery_name, user_agent, ip_address, download_method, device_type, created_at)
      select ${buyer.id}::uuid, 'buyer@example.com', '/p/' || g, 'g', 'test', '203.0.113.1', 'long_press', 'Unknown', timestamptz '2026-01-01' + (g / 3) * interval '1 second'
      from generate_series(1, 29) g`);
    await insertTips(22, '2026-03-01');
    await insertRequests(1, 26, 'paid');
    await insertRequests(101, 24, 'fulfilled');
    await run(sql`insert into custom_links (user_id, request_id, request_number, image_url, top_outfit, top_outfit_label, outfit, bottom_outfit, pose, pose_id, storage_path, fulfilled_at)
      select user_id, id, request_number, 'custom-orders/x', 't', 'T', 'o', 'O', 'P', 'p', 'custom-orders/x', timestamptz '2026-02-01' + (request_number / 3) * interval '1 second'
      from custom_requests where status = 'fulfilled'`);
  });
  afterAll(async () => app.close());

  /** `count` requests from number `from` on, created two at a time at one instant. */
  async function insertRequests(from: number, count: number, status: 'paid' | 'fulfilled', at = '2026-01-01'): Promise<void> {
    await run(sql`insert into custom_requests (request_number, user_id, user_email, attempt_id, outfit, outfit_label, top_outfit, top_outfit_label, pose, pose_label, status, fulfilled, created_at, paid_at, fulfilled_at)
      select n, ${buyer.id}::uuid, 'buyer@example.com', gen_random_uuid(), 'o', 'O', 't', 'T', 'p', 'P', ${status}, ${status === 'fulfilled'},
        ${at}::timestamptz + (n / 2) * interval '1 second', ${at}::timestamptz, case when ${status} = 'fulfilled' then ${at}::timestamptz end
      from generate_series(${from}::int, ${from + count - 1}::int) n`);
  }

  /** `count` paid tips, three paid at each instant (ties broken by id). */
  async function insertTips(count: number, at: string): Promise<void> {
    await run(sql`insert into tips (user_id, user_email, user_name, attempt_id, amount_cents, place, target_id, checkout_session_id, status, paid_at)
      select ${buyer.id}::uuid, 'buyer@example.com', 'buyer', gen_random_uuid(), 100 + n, 'chat', ${buyer.id}::uuid, 'cs_seed_' || gen_random_uuid(), 'paid',
        ${at}::timestamptz + (n / 3) * interval '1 second'
      from generate_series(1, ${count}::int) n`);
  }

  const later = '2027-01-01';
  const lists: List[] = [
    {
      name: 'chat list',
      url: '/api/chats',
      rows: 'chats',
      key: 'id',
      who: () => owner,
      writeBetween: (step) =>
        run(sql`insert into pro_chats (user_id, user_name, last_message_time)
          select id, email, ${later}::timestamptz from users where issuer = 'seed' and subject = ${`pro-${100 + step}`}`).then(() => undefined),
    },
    {
      name: 'chat candidates',
      url: '/api/chats/candidates',
      rows: 'users',
      key: 'userId',
      who: () => owner,
      // E-mails that sort before every one listed: behind the cursor, never on a later page.
      writeBetween: (step) =>
        run(sql`insert into users (issuer, subject, email, role) values ('seed', ${`early-${step}`}, ${`aaa${step}@example.com`}, 'pro_user')`).then(() => undefined),
    },
    {
      name: 'serve log',
      url: '/api/admin/leaks/serve-log',
      rows: 'entries',
      key: 'id',
      who: () => owner,
      writeBetween: () =>
        run(sql`insert into media_serve_log (viewer_id, object_key, served_at, client_address, user_agent) values (${buyer.id}::uuid, 'k', ${later}::timestamptz, '203.0.113.1', 'test')`).then(() => undefined),
    },
    {
      name: 'download monitor',
      url: '/api/downloads',
      rows: 'events',
      key: 'id',
      who: () => owner,
      writeBetween: () =>
        run(sql`insert into download_events (user_id, user_email, photo_url, gallery_name, user_agent, ip_address, download_method, device_type, created_at)
          values (${buyer.id}::uuid, 'buyer@example.com', '/p/new', 'g', 'test', '203.0.113.1', 'long_press', 'Unknown', ${later}::timestamptz)`).then(() => undefined),
    },
    { name: 'tips', url: '/api/admin/tips', rows: 'tips', key: 'id', who: () => owner, writeBetween: () => insertTips(1, later) },
    { name: 'pending custom orders', url: '/api/admin/custom-orders/pending', rows: 'requests', key: 'id', who: () => owner, writeBetween: (step) => insertRequests(500 + step, 1, 'paid', later) },
    { name: 'past custom orders', url: '/api/admin/custom-orders/past', rows: 'requests', key: 'id', who: () => owner, writeBetween: (step) => insertRequests(600 + step, 1, 'fulfilled', later) },
    {
      name: 'purchased content',
      url: '/api/custom-orders/purchased',
      rows: 'items',
      key: 'id',
      who: () => buyer,
      writeBetween: async (step) => {
        await insertRequests(700 + step, 1, 'fulfilled', later);
        await run(sql`insert into custom_links (user_id, request_id, request_number, image_url, top_outfit, top_outfit_label, outfit, bottom_outfit, pose, pose_id, storage_path, fulfilled_at)
          select user_id, id, request_number, 'custom-orders/x', 't', 'T', 'o', 'O', 'P', 'p', 'custom-orders/x', ${later}::timestamptz from custom_requests where request_number = ${700 + step}`);
      },
    },
  ];

  const get = (list: List, query: string) => app.inject({ url: `${list.url}?${query}`, headers: list.who().headers });

  for (const list of lists) {
    it(`${list.name}: every row once and none missing, page by page, while new rows arrive`, async () => {
      const whole = await get(list, 'limit=100');
      expect(whole.statusCode).toBe(200);
      const expected = (whole.json()[list.rows] as Row[]).map((row) => row[list.key]);
      expect(expected.length).toBeGreaterThan(15);
      expect(whole.json().nextCursor).toBeNull();

      const walked: unknown[] = [];
      let cursor: string | null = null;
      for (let step = 0; step < 50; step += 1) {
        const page = await get(list, `limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.statusCode).toBe(200);
        const body = page.json() as Row & { nextCursor: string | null };
        walked.push(...(body[list.rows] as Row[]).map((row) => row[list.key]));
        cursor = body.nextCursor;
        if (!cursor) break;
        await list.writeBetween(step);
      }
      expect(cursor).toBeNull();
      expect(walked).toEqual(expected);
    });

    it(`${list.name}: a cursor or page size that is not ours is a 400`, async () => {
      const forged = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');
      for (const query of [
        'cursor=not-a-cursor',
        'cursor=%21%21',
        `cursor=${forged(['2026-02-30T00:00:00.000000Z', 1])}`,
        `cursor=${forged({ at: 1 })}`,
        'limit=0',
        'limit=101',
        'limit=ten',
      ]) {
        const res = await get(list, query);
        expect(res.statusCode, query).toBe(400);
        expect(typeof res.json().message, query).toBe('string');
      }
    });
  }

  it('chat list: the chats without a message come last, newest first', async () => {
    const chats = (await get(lists[0]!, 'limit=100')).json().chats as Array<{ lastMessageTime: string | null }>;
    const firstWithout = chats.findIndex((chat) => chat.lastMessageTime === null);
    expect(firstWithout).toBeGreaterThan(0);
    expect(chats.slice(firstWithout).every((chat) => chat.lastMessageTime === null)).toBe(true);
  });

  it('chat candidates: found on the server by e-mail or username, a page at a time', async () => {
    const byEmail = (await get(lists[1]!, 'search=PRO03')).json();
    expect(byEmail.users.map((u: { userEmail: string }) => u.userEmail)).toEqual([
      'pro030@example.com', 'pro031@example.com', 'pro032@example.com', 'pro033@example.com', 'pro034@example.com', 'pro035@example.com', 'pro036@example.com', 'pro037@example.com', 'pro038@example.com', 'pro039@example.com',
    ]);
    const byName = (await get(lists[1]!, 'search=seed_user_40')).json();
    expect(byName.users.map((u: { userEmail: string }) => u.userEmail)).toEqual(['pro040@example.com']);
    // LIKE's wildcards are matched as themselves.
    expect((await get(lists[1]!, 'search=%25')).json().users).toEqual([]);
    expect((await get(lists[1]!, `search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});
