import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { liveChannel } from './live-notices.js';
import { listenLocally, openSse, parseEvent as parse, tabOpener } from '../test-support/sse.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { signInOwner, signInBasic, type Person } from '../test-support/people.js';

const config = testConfig({ ADMIN_EMAILS: 'owner@example.com' });

describe('live events over Server-Sent Events', () => {
  let app: FastifyInstance;
  let base: string;
  let owner: Person;
  let member: Person;
  const liveTabs = tabOpener(() => base);
  const open = liveTabs.open;

  beforeAll(async () => {
    app = await createTestApp(config);
    base = await listenLocally(app);
    owner = await signInOwner(app);
    member = await signInBasic(app, 'member@example.com');
  });
  afterAll(async () => {
    liveTabs.closeAll();
    await app.close();
  });

  it('refuses a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("tells a user's open tabs when their record changes, and nobody else", async () => {
    const ownerTab = await open(owner);
    const memberTab = await open(member);
    const toggled = await app.inject({ method: 'POST', url: '/api/me/toggle-role', headers: owner.headers });
    expect(toggled.statusCode).toBe(200);
    const event = parse(await ownerTab.next());
    expect(event).toEqual({ type: 'user.updated', data: { userId: toggled.json().id } });
    expect(await memberTab.quietFor(500)).toBe(true);
  });

  it('sends admin-only events to admins only', async () => {
    const ownerTab = await open(owner);
    const memberTab = await open(member);
    await app.ctx.live.publish({ type: 'user.updated', data: { userId: member.id } }, { kind: 'admins' });
    expect(parse(await ownerTab.next())).toMatchObject({ type: 'user.updated' });
    expect(await memberTab.quietFor(500)).toBe(true);
  });

  it('resumes after a reconnect from Last-Event-ID, in order and without duplicates', async () => {
    const first = await open(member);
    const published = async () => app.ctx.live.publish({ type: 'user.updated', data: { userId: member.id } }, { kind: 'user', userId: member.id });
    await published();
    const seen = await first.next();
    first.close();
    await published();
    await published();
    const resumed = await open(member, { 'last-event-id': String(seen.id) });
    const a = await resumed.next();
    const b = await resumed.next();
    expect(Number(a.id)).toBeGreaterThan(Number(seen.id));
    expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    expect(await resumed.quietFor(400)).toBe(true);
  });

  it('delivers an event that commits after one with a higher id, and keeps the stream id growing', async () => {
    const tab = await open(member);
    const { db } = app.ctx.database;
    // Two transactions can commit out of id order; store two events that way round.
    const store = async (id: number) => {
      const payload = JSON.stringify({ userId: member.id });
      await db.execute(sql`insert into live_events (id, type, audience, user_id, payload) values (${id}, 'user.updated', 'user', ${member.id}, ${payload}::jsonb)`);
      await db.execute(sql`select pg_notify(${liveChannel(app.ctx.config)}, ${String(id)})`);
    };
    await store(900_000);
    const higher = await tab.next();
    await store(899_000);
    const lower = await tab.next();
    expect(parse(lower)).toEqual({ type: 'user.updated', data: { userId: member.id } });
    expect(Number(higher.id)).toBe(900_000);
    expect(Number(lower.id)).toBe(900_000);
  });
});

// Two instances need a shared database server; PGlite lives inside one process, so this runs in server-pg only.
describe.runIf(testDatabaseUrl)('live events across two app instances (PostgreSQL)', () => {
  it('reaches a tab connected to another instance', async () => {
    const shared = testConfig({ ADMIN_EMAILS: 'owner@example.com' });
    const first = await createTestApp(shared);
    const second = await buildApp(shared);
    try {
      const base = await listenLocally(second);
      const owner = await signInOwner(first);
      const stream = await openSse(`${base}/api/events`, { cookie: owner.cookie });
      await new Promise((r) => setTimeout(r, 200));
      const toggled = await first.inject({ method: 'POST', url: '/api/me/toggle-role', headers: owner.headers });
      expect(parse(await stream.next())).toEqual({ type: 'user.updated', data: { userId: toggled.json().id } });
      stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
