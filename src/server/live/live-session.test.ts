import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { signInBasic, signInPro, type Person } from '../test-support/people.js';
import { listenLocally, openSse, parseEvent as parse, streamRegistered as settle, tabOpener, type SseStream } from '../test-support/sse.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { MAX_STREAMS_PER_USER } from './live-hub.js';

const config = testConfig({ ADMIN_EMAILS: 'owner@example.com' });
/** Generous: a stream must end "within seconds"; this only bounds a failing test. */
const ENDS_WITHIN_MS = 8000;

describe('an open event stream follows its session and its tier', () => {
  let app: FastifyInstance;
  let base: string;
  const liveTabs = tabOpener(() => base);
  const open = liveTabs.open;

  beforeAll(async () => {
    app = await createTestApp(config);
    base = await listenLocally(app);
  });
  afterAll(async () => {
    liveTabs.closeAll();
    await app.close();
  });

  it('ends when its session signs out, and only that session', async () => {
    const first = await signInBasic(app, 'signout@example.com');
    const second = await signInBasic(app, 'signout@example.com');
    const kept = await open(second);
    const stream = await open(first);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: first.headers })).statusCode).toBe(204);
    expect(await stream.endedWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await kept.endedWithin(300)).toBe(false);
  });

  it('ends when its session is revoked or expires', async () => {
    const revoked = await signInBasic(app, 'revoked@example.com');
    const expired = await signInBasic(app, 'expired@example.com');
    const revokedTab = await open(revoked);
    const expiredTab = await open(expired);
    const { db } = app.ctx.database;
    await db.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'revoked@example.com')`);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'expired@example.com')`);
    expect(await revokedTab.endedWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await expiredTab.endedWithin(ENDS_WITHIN_MS)).toBe(true);
  });

  it('stops Pro chat traffic, live and replayed, once the member is no longer Pro', async () => {
    const ada: Person = await signInPro(app, 'ada@example.com');
    const chatEvent = { type: 'chat.read' as const, data: { chatId: ada.id, by: 'admin' as const } };
    const audience = { kind: 'user_and_admins' as const, userId: ada.id };
    const tab = await open(ada);
    await app.ctx.live.publish(chatEvent, audience);
    const whilePro = await tab.next();
    expect(parse(whilePro)).toEqual(chatEvent);

    // The Pro ends without any event reaching the tab (as a lapsed subscription written straight to the record).
    await app.ctx.database.db.execute(sql`update users set role = 'user', is_pro = false where id = ${ada.id}`);
    await app.ctx.live.publish(chatEvent, audience);
    await app.ctx.live.publish({ type: 'content.updated', data: {} }, { kind: 'signed_in' });
    expect(parse(await tab.next())).toEqual({ type: 'content.updated', data: {} });

    const resumed = await open(ada, { 'last-event-id': String(whilePro.id) });
    expect(parse(await resumed.next())).toEqual({ type: 'content.updated', data: {} });
    expect(await resumed.quietFor(300)).toBe(true);

    // Pro again: the chat traffic comes back.
    await updateUserRecord(app.ctx, ada.id, { role: 'pro_user' });
    await app.ctx.live.publish(chatEvent, audience);
    const types = [parse(await tab.next()).type, parse(await tab.next()).type];
    expect(types).toEqual(['user.updated', 'chat.read']);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest first`, async () => {
    const busy = await signInBasic(app, 'busy@example.com');
    const tabs: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) tabs.push(await open(busy));
    expect(await tabs[0]!.endedWithin(200)).toBe(false);
    tabs.push(await open(busy));
    expect(await tabs[0]!.endedWithin(ENDS_WITHIN_MS)).toBe(true);
    const survivors = await Promise.all(tabs.slice(1).map((tab) => tab.endedWithin(100)));
    expect(survivors).toHaveLength(MAX_STREAMS_PER_USER);
    expect(survivors.every((ended) => !ended)).toBe(true);
  });

  it(`keeps ${MAX_STREAMS_PER_USER} of the streams one user opens all at once (registered as one batch), and delivers to them`, async () => {
    const eager = await signInBasic(app, 'eager@example.com');
    const extra = 3;
    const tabs = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER + extra }, () => open(eager)));
    const ended = await Promise.all(tabs.map((tab) => tab.endedWithin(ENDS_WITHIN_MS / 4)));
    expect(ended.filter(Boolean)).toHaveLength(extra);
    await updateUserRecord(app.ctx, eager.id, { menuHintSeen: true });
    const told = await Promise.all(tabs.filter((_, i) => !ended[i]).map((tab) => tab.next(ENDS_WITHIN_MS)));
    expect(told).toHaveLength(MAX_STREAMS_PER_USER);
    expect(told.map((event) => parse(event).type)).toEqual(Array(MAX_STREAMS_PER_USER).fill('user.updated'));
  });
});

// Two instances need a database server they can both reach, so this runs in server-pg only.
describe.runIf(testDatabaseUrl)('event streams across two app instances (PostgreSQL)', () => {
  it('ends a stream on one instance when its session signs out on the other', async () => {
    const shared = testConfig({ ADMIN_EMAILS: 'owner@example.com' });
    const first = await createTestApp(shared);
    const second = await buildApp(shared);
    try {
      const base = await listenLocally(second);
      const user = await signInBasic(first, 'two@example.com');
      const stream = await openSse(`${base}/api/events`, { cookie: user.cookie });
      await settle();
      expect((await first.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(204);
      expect(await stream.endedWithin(ENDS_WITHIN_MS)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user across both, closing the oldest first`, async () => {
    const shared = testConfig({ ADMIN_EMAILS: 'owner@example.com' });
    const first = await createTestApp(shared);
    const second = await buildApp(shared);
    const tabs: SseStream[] = [];
    try {
      const bases = [await listenLocally(first), await listenLocally(second)];
      const user = await signInBasic(first, 'many-tabs@example.com');
      const open = async (base: string) => {
        tabs.push(await openSse(`${base}/api/events`, { cookie: user.cookie }));
        await settle();
      };
      // Alternate instances, so neither holds more than half of the limit on its own.
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) await open(bases[i % 2]!);
      expect(await tabs[0]!.endedWithin(200)).toBe(false);
      await open(bases[1]!);
      expect(await tabs[0]!.endedWithin(ENDS_WITHIN_MS)).toBe(true);
      const survivors = await Promise.all(tabs.slice(1).map((tab) => tab.endedWithin(100)));
      expect(survivors).toHaveLength(MAX_STREAMS_PER_USER);
      expect(survivors.every((ended) => !ended)).toBe(true);
    } finally {
      tabs.forEach((tab) => tab.close());
      await second.close();
      await first.close();
    }
  });
});
