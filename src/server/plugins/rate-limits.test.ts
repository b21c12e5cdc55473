import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config-rate-limits.js';
import { type AppConfig } from '../config.js';
import { localAllowance } from './rate-limit-store.js';
import { signInPro, type Person } from '../test-support/people.js';
import { runSignInFlow } from '../test-support/sign-in.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';

const testRedisUrl = process.env.TEST_REDIS_URL;
const plenty = { auth: 1000, upload: 1000, chat: 1000, aiChat: 1000 };
const limits = (changes: { global?: number; perAddress?: Partial<RateLimits['perAddress']>; perAccount?: Partial<RateLimits['perAccount']> }): RateLimits => ({
  global: changes.global ?? 1000,
  perAddress: { ...plenty, ...changes.perAddress },
  perAccount: { ...plenty, ...changes.perAccount },
});

const send = (app: FastifyInstance, who: Person, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/chats/${who.id}/messages`, headers: who.headers, payload: { text: 'hello' }, remoteAddress });

async function proMemberWithChat(app: FastifyInstance, email: string): Promise<Person> {
  const who = await signInPro(app, email);
  await app.inject({ method: 'POST', url: `/api/chats/${who.id}/open`, headers: who.headers });
  return who;
}

describe('rate limits per account and per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { rateLimits: limits({ perAddress: { chat: 3 }, perAccount: { chat: 2, auth: 2 } }) }));
  });
  afterAll(async () => app.close());

  it('counts chat messages per account, whatever address they come from', async () => {
    const ada = await proMemberWithChat(app, 'ada@example.com');
    expect((await send(app, ada, '10.0.0.1')).statusCode).toBe(201);
    expect((await send(app, ada, '10.0.0.2')).statusCode).toBe(201);
    const limited = await send(app, ada, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many requests/) });
  });

  it('counts chat messages per address, whichever account sends them', async () => {
    const codes: number[] = [];
    for (const email of ['bob@example.com', 'cy@example.com', 'di@example.com', 'ed@example.com']) {
      codes.push((await send(app, await proMemberWithChat(app, email), '10.0.1.1')).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('counts sign-in attempts per e-mail address, so one account cannot be tried from many places', async () => {
    const attempt = async (email: string) => (await runSignInFlow(app, email).then(({ callback }) => callback.statusCode, (error: Error) => error.message));
    expect(await attempt('target@example.com')).toBe(302);
    expect(await attempt('target@example.com')).toBe(302);
    expect(await attempt('target@example.com')).toMatch(/429/);
    expect(await attempt('someone-else@example.com')).toBe(302);
  });
});

describe('what the per-address limit leaves out', () => {
  it("does not count the local sign-in provider's token endpoint, which the site itself calls for every visitor", async () => {
    const app = await createTestApp(testConfig({}, { rateLimits: limits({ global: 3 }) }));
    try {
      const tokenRequest = () =>
        app.inject({ method: 'POST', url: '/oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code' });
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await tokenRequest()).statusCode);
      // The provider refuses the incomplete request itself; our limit never answers for it.
      expect(codes).toEqual(Array(6).fill(400));
      expect((await runSignInFlow(app, 'after-tokens@example.com', { remoteAddress: '10.0.2.1' })).callback.statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });
});

/** Two instances sharing one store: what one counted, the other sees. */
async function twoInstances(config: AppConfig, run: (first: FastifyInstance, second: FastifyInstance) => Promise<void>): Promise<void> {
  const first = await createTestApp(config);
  const second = await buildApp(config);
  try {
    await run(first, second);
  } finally {
    await second.close();
    await first.close();
  }
}

// Two instances share a database only on a database server; PGlite lives inside one process.
describe.runIf(testDatabaseUrl)('rate limits across two instances, counted in PostgreSQL', () => {
  it('limits an account whose messages go to both instances', async () => {
    await twoInstances(testConfig({}, { rateLimits: limits({ perAccount: { chat: 2 } }) }), async (first, second) => {
      const ada = await proMemberWithChat(first, 'ada@example.com');
      expect((await send(first, ada, '10.0.0.1')).statusCode).toBe(201);
      expect((await send(second, ada, '10.0.0.2')).statusCode).toBe(201);
      expect((await send(first, ada, '10.0.0.3')).statusCode).toBe(429);
    });
  });
});

/** Rows of the shared counters that count `address` (the global limit's key is the address itself). */
async function sharedCounts(app: FastifyInstance, address: string): Promise<number[]> {
  const result = await app.ctx.database.db.execute<{ count: number }>(sql`select count from rate_limit_hits where key like ${`%${address}`}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: number }[];
  return rows.map((row) => Number(row.count));
}

const uniqueAddress = () => `10.${randomBytes(3).join('.')}`;

describe.runIf(testDatabaseUrl)('rate limits counted in memory until a limit is near', () => {
  it('writes nothing to the database for a client well under its limit, and shares its count once it nears it', async () => {
    const app = await createTestApp(testConfig({}, { rateLimits: DEFAULT_RATE_LIMITS }));
    try {
      const address = uniqueAddress();
      const site = () => app.inject({ url: '/api/site', remoteAddress: address });
      const allowance = localAllowance(DEFAULT_RATE_LIMITS.global);
      expect(allowance).toBeGreaterThan(1);
      for (let i = 1; i < allowance; i += 1) expect((await site()).statusCode).toBe(200);
      expect(await sharedCounts(app, address)).toEqual([]);
      expect((await site()).statusCode).toBe(200);
      expect(await sharedCounts(app, address)).toEqual([allowance]);
    } finally {
      await app.close();
    }
  });

  it('lets two instances together through at most the limit plus each one\'s local allowance', async () => {
    const global = 60;
    await twoInstances(testConfig({}, { rateLimits: limits({ global }) }), async (first, second) => {
      const address = uniqueAddress();
      const codes: number[] = [];
      for (let i = 0; i < 2 * global; i += 1) codes.push((await (i % 2 ? second : first).inject({ url: '/api/site', remoteAddress: address })).statusCode);
      const allowed = codes.filter((code) => code === 200).length;
      expect(allowed).toBeGreaterThanOrEqual(global);
      expect(allowed).toBeLessThanOrEqual(global + 2 * (localAllowance(global) - 1));
      expect(codes.slice(-10)).toEqual(Array(10).fill(429));
    });
  });
});

if (!testRedisUrl) console.warn('Redis rate-limit tests skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them.');
describe.runIf(testRedisUrl)('rate limits across two instances, counted in Redis', () => {
  it('limits an address whose requests go to both instances', async () => {
    const redis = { url: testRedisUrl!, keyPrefix: `test-${randomBytes(6).toString('hex')}:` };
    // On PGlite each instance has an in-memory database of its own: only Redis is shared.
    const config = testConfig({}, { rateLimits: { ...DEFAULT_RATE_LIMITS, global: 3 }, redis });
    const first = await createTestApp(config);
    const second = testDatabaseUrl ? await buildApp(config) : await createTestApp(config);
    try {
      const site = (app: FastifyInstance) => app.inject({ url: '/api/site', remoteAddress: '10.9.9.9' });
      const codes = [(await site(first)).statusCode, (await site(second)).statusCode, (await site(first)).statusCode, (await site(second)).statusCode];
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
