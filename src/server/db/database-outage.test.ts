import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { signInPro, type Person } from '../test-support/people.js';
import { testConfig, testDatabaseUrl } from '../test-support/test-app.js';

/**
 * Every connection of the app's database ended by an administrator (pg_terminate_backend), ten
 * times, while members post in a chat and pages are read: the process lives on (an unhandled
 * 'error' event or rejection fails the run), every post that was acknowledged is kept, and the
 * site is ready again within 5 s each time. The app gets a database of its own on the test server,
 * so ending "every backend of the app's database" touches no other test.
 */

const ROUNDS = 10;
const READY_WITHIN_MS = 5_000;
const WRITERS = 4;

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
function urlOfDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function readyWithin(app: FastifyInstance, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await app.inject({ url: '/readyz' })).statusCode === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.skipIf(!testDatabaseUrl)('every connection of the database ended under load', () => {
  const name = `outage_${randomBytes(5).toString('hex')}`;
  const adminUrl = testDatabaseUrl!;
  const appUrl = urlOfDatabase(adminUrl, name);
  let app: FastifyInstance;
  const members: Person[] = [];

  beforeAll(async () => {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
    app = await buildApp(testConfig({}, { database: { kind: 'postgres', url: appUrl } }));
    await app.ready();
    // One member per writer: a member's sends go one at a time (a second at once is refused as in progress).
    for (let n = 0; n < WRITERS; n++) {
      const member = await signInPro(app, `member${n}@example.com`);
      expect((await app.inject({ method: 'POST', url: `/api/chats/${member.id}/open`, headers: member.headers })).statusCode).toBe(200);
      members.push(member);
    }
  });
  // Closing the app and DROP DATABASE (which ends the database's sessions and may wait for a
  // checkpoint) took over a minute once, on a test server other files kept busy.
  afterAll(async () => {
    await app?.close();
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 180_000);

  it('keeps the process, every acknowledged post, and is ready again within 5 s each time', { timeout: 60_000 }, async () => {
    const acknowledged = new Map<Person, string[]>(members.map((member) => [member, []]));
    const answers = new Map<string, number>();
    const count = (status: number, code?: string) => answers.set(`${status} ${code ?? ''}`.trim(), (answers.get(`${status} ${code ?? ''}`.trim()) ?? 0) + 1);
    let running = true;
    const writer = async (member: Person, n: number) => {
      for (let i = 0; running; i++) {
        const text = `post ${n}-${i}`;
        const res = await app.inject({ method: 'POST', url: `/api/chats/${member.id}/messages`, headers: member.headers, payload: { text } });
        count(res.statusCode, res.statusCode === 201 ? undefined : (res.json() as { code: string }).code);
        if (res.statusCode === 201) acknowledged.get(member)!.push(text);
        const page = await app.inject({ url: '/api/me', headers: member.headers });
        count(page.statusCode, page.statusCode === 200 ? undefined : (page.json() as { code: string }).code);
      }
    };
    const writers = members.map((member, n) => writer(member, n));

    const slowest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const ended = await withClient(adminUrl, async (client) => {
        const result = await client.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid, 2000) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return result.rows.filter((row) => row.ended).length;
      });
      expect(ended).toBeGreaterThan(0);
      const started = Date.now();
      expect(await readyWithin(app, READY_WITHIN_MS)).toBe(true);
      slowest.push(Date.now() - started);
    }
    running = false;
    await Promise.all(writers);
    // No connection leaked by a request that failed mid-way: every one is back in the pool (a leak would exhaust it).
    // A background job may be mid-query at this moment: it gives its connection back; a leaked one never comes back.
    const { pool } = app.ctx.database;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 5_000 });

    // Refused answers say the database is away, with the usual shape; nothing else goes wrong.
    expect([...answers.keys()].filter((key) => !['201', '200', '503 database_unavailable'].includes(key))).toEqual([]);
    for (const [member, texts] of acknowledged) {
      expect(texts.length).toBeGreaterThan(0);
      const kept = new Set<string>();
      for (let before: number | null = null, first = true; first || before !== null; first = false) {
        const res = await app.inject({ url: `/api/chats/${member.id}/messages?limit=100${before ? `&before=${before}` : ''}`, headers: member.headers });
        const page = res.json() as { messages: { text: string }[]; nextBefore: number | null };
        page.messages.forEach((message) => kept.add(message.text));
        before = page.nextBefore;
      }
      expect(texts.filter((text) => !kept.has(text))).toEqual([]);
    }
    console.warn(`terminations: ${ROUNDS}; acknowledged posts: ${[...acknowledged.values()].flat().length}; answers: ${JSON.stringify(Object.fromEntries(answers))}; ready again after (ms): ${slowest.join(', ')}`);
  });
});
