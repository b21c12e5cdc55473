import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PAGE_SIZE, MEMBER_PATHS, type MemberList } from '../../../shared/features/members.schema.js';
import { PRO_USERS_PAGE_SIZE, SUBSCRIPTION_PATHS, type ProUserList } from '../../../shared/features/subscription.schema.js';
import { signInOwner, type Person } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';

/** Adds members through SQL: `count` accounts named <prefix>-<n>@example.com, Pro or not, subscribed `daysAgo` (null: never). */
async function addMembers(app: FastifyInstance, prefix: string, count: number, options: { pro: boolean; daysAgo: number | null }) {
  await app.ctx.database.db.execute(sql`
    insert into users (issuer, subject, email, username, role, subscription_status, subscription_start_date)
    select 'seed', ${prefix} || '-' || n, ${prefix} || '-' || n || '@example.com', 'User_' || ${prefix} || n,
           ${options.pro ? 'pro_user' : 'user'}, ${options.pro ? 'active' : null},
           case when ${options.daysAgo}::int is null then null else now() - make_interval(days => ${options.daysAgo}::int) - make_interval(secs => n) end
    from generate_series(1, ${count}) as n`);
}

describe('the owner’s member lists: keyset pages, search and filters', () => {
  let app: FastifyInstance;
  let owner: Person;

  const get = async <T>(url: string) => {
    const res = await app.inject({ url, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  /** Every page of a list, following the cursors; the e-mails in order. */
  async function walk(path: string, params: Record<string, string>, between?: () => Promise<void>) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: URLSearchParams = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
      const page: MemberList | ProUserList = await get(`${path}?${query.toString()}`);
      const rows = 'members' in page ? page.members : page.users;
      seen.push(...rows.map((row) => row.email));
      cursor = page.nextCursor;
      pages += 1;
      if (between) await between();
    } while (cursor && pages < 100);
    return { seen, pages };
  }

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    await addMembers(app, 'sub', 60, { pro: true, daysAgo: 5 });
    await addMembers(app, 'old', 10, { pro: true, daysAgo: 90 });
    await addMembers(app, 'free', 40, { pro: false, daysAgo: null });
  }, 60_000);
  afterAll(async () => app.close());

  it('pages the member manager with no member twice and none left out, while members join between pages', async () => {
    let joined = 0;
    const { seen, pages } = await walk(MEMBER_PATHS.list, { filter: 'all' }, async () => {
      joined += 1;
      // A new subscriber sorts first and a new account first among those who never subscribed:
      // with offsets both would push rows already shown onto the next page; with the cursor they shift nothing.
      await addMembers(app, `late${joined}`, 1, { pro: false, daysAgo: null });
      await addMembers(app, `new${joined}`, 1, { pro: true, daysAgo: 0 });
    });
    expect(pages).toBe(Math.ceil(111 / MEMBER_PAGE_SIZE));
    expect(new Set(seen).size).toBe(seen.length);
    for (const email of ['owner', 'sub-1@', 'sub-60@', 'old-10@', 'free-1@', 'free-40@']) expect(seen.some((e) => e.startsWith(email))).toBe(true);
    // Subscribers newest first, then members who never subscribed.
    expect(seen.indexOf('sub-1@example.com')).toBeLessThan(seen.indexOf('sub-2@example.com'));
    expect(seen.indexOf('old-10@example.com')).toBeLessThan(seen.indexOf('free-40@example.com'));
  });

  it('counts matches up to the cap and says when there are more', async () => {
    const first = await get<MemberList>(`${MEMBER_PATHS.list}?filter=all&q=sub-`);
    expect(first).toMatchObject({ total: 60, totalCapped: false, pageSize: MEMBER_PAGE_SIZE });
    expect(first.members).toHaveLength(MEMBER_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('searches by a prefix of the e-mail or the username, whatever the case, together with a filter', async () => {
    const emails = async (query: string) => (await walk(MEMBER_PATHS.list, { filter: 'pro', q: query })).seen.sort();
    expect(await emails('OLD-1')).toEqual(['old-1@example.com', 'old-10@example.com'].sort());
    expect(await emails('user_old1')).toEqual(['old-1@example.com', 'old-10@example.com'].sort());
    // free-… members match the search but not the Pro filter.
    expect(await emails('free-1')).toEqual([]);
    expect((await walk(MEMBER_PATHS.list, { filter: 'all', q: 'free-1' })).seen).toHaveLength(11);
    expect(await emails('_')).toEqual([]);
    expect((await walk(MEMBER_PATHS.list, { filter: 'all', q: 'sub-' })).seen).toHaveLength(60);
  });

  it('pages Pro users and New Pro users, searchable, New Pro users with their count', async () => {
    const pro = await walk(SUBSCRIPTION_PATHS.proUsers, {});
    expect(new Set(pro.seen).size).toBe(pro.seen.length);
    expect(pro.seen.filter((e) => e.startsWith('sub-') || e.startsWith('old-'))).toHaveLength(70);
    expect(pro.seen.some((e) => e.startsWith('free-'))).toBe(false);
    expect(pro.pages).toBeGreaterThan(1);

    const first = await get<ProUserList>(SUBSCRIPTION_PATHS.newProUsers);
    expect(first.users).toHaveLength(PRO_USERS_PAGE_SIZE);
    const fresh = await walk(SUBSCRIPTION_PATHS.newProUsers, {});
    expect(fresh.seen.some((e) => e.startsWith('old-'))).toBe(false);
    expect(first.total).toBe(fresh.seen.length);
    const searched = await get<ProUserList>(`${SUBSCRIPTION_PATHS.newProUsers}?q=SUB-5`);
    expect(searched.users.map((u) => u.email).sort()).toEqual(['sub-5@example.com', ...Array.from({ length: 10 }, (_, i) => `sub-5${i}@example.com`)].sort());
    expect(searched.total).toBe(11);
    expect((await get<ProUserList>(`${SUBSCRIPTION_PATHS.proUsers}?q=zzz`)).users).toEqual([]);
  });

  it('answers a cursor it did not give with 400 validation_failed, never 500', async () => {
    const forged = Buffer.from(JSON.stringify(['2024-02-30T00:00:00.000000Z', 'x', 'y'])).toString('base64url');
    const wrongShape = Buffer.from(JSON.stringify({ a: 1 })).toString('base64url');
    const badDate = Buffer.from(JSON.stringify(['2024-13-01T00:00:00.000000Z', '2024-01-01T00:00:00.000000Z', '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c'])).toString('base64url');
    for (const path of [MEMBER_PATHS.list, SUBSCRIPTION_PATHS.proUsers, SUBSCRIPTION_PATHS.newProUsers]) {
      for (const cursor of ['nope!', 'bm90IGpzb24', forged, wrongShape, badDate, 'a'.repeat(300)]) {
        const res = await app.inject({ url: `${path}?cursor=${encodeURIComponent(cursor)}`, headers: owner.headers });
        expect(res.statusCode, `${path} ${cursor}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed' });
      }
    }
  });
});
