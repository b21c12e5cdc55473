import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { liveChannel } from '../live/live-notices.js';
import { insertLiveEvent } from '../live/live-events.repo.js';
import { signInPro, type Person } from '../test-support/people.js';
import { listenLocally, parseEvent, tabOpener, type SseStream } from '../test-support/sse.js';
import { testConfig } from '../test-support/test-app.js';
import type { Db } from './client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/**
 * A PostgreSQL cluster of the test's own (the embedded binaries, as the site runs them) stopped in
 * fast mode and started again under a running app: meanwhile requests get 503 database_unavailable
 * with Retry-After, readiness fails and liveness holds; afterwards the site serves within 5 s, and
 * an open event stream receives both what is published after recovery and what was stored while
 * its LISTEN connection was down. Runs once, in the embedded project: it needs no shared server.
 */

const READY_WITHIN_MS = 5_000;

async function readyWithin(app: FastifyInstance, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await app.inject({ url: '/readyz' })).statusCode === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The next event of the stream whose data has this id (others, such as chat reads, are skipped). */
async function eventWithId(stream: SseStream, id: string): Promise<string> {
  for (;;) {
    const event = parseEvent(await stream.next(READY_WITHIN_MS));
    if (event.data.id === id) return event.type;
  }
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a PostgreSQL restart under a running site', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-restart-'));
  const clusterDir = path.join(dir, 'pg');
  let cluster: EmbeddedPostgres;
  let app: FastifyInstance;
  let base = '';
  let ada: Person;
  const tabs = tabOpener(() => base);

  beforeAll(async () => {
    cluster = await startEmbeddedPostgres({ clusterDir });
    const { host, user, database } = cluster.connection;
    app = await buildApp(testConfig({}, { database: { kind: 'postgres', url: `postgres://${user}@localhost/${database}?host=${encodeURIComponent(host)}` } }));
    base = await listenLocally(app);
    ada = await signInPro(app, 'ada@example.com');
  }, 120_000);
  afterAll(async () => {
    tabs.closeAll();
    await app?.close();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Stores an event over a connection of the test's own, as another instance of the site would. */
  async function publishAside(id: string): Promise<void> {
    const client = new pg.Client(cluster.connection);
    await client.connect();
    try {
      await insertLiveEvent(drizzle(client) as unknown as Db, liveChannel(app.ctx.config), { type: 'updates.changed', audience: 'signed_in', userId: null, payload: { id } });
    } finally {
      await client.end();
    }
  }

  it('answers 503 while it is down and serves again, with no event lost, once it is back', { timeout: 60_000 }, async () => {
    const stream = await tabs.open(ada);
    await publishAside('before');
    expect(await eventWithId(stream, 'before')).toBe('updates.changed');

    await cluster.stop();
    const refused = await app.inject({ url: '/api/me', headers: ada.headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'database_unavailable', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    cluster = await startEmbeddedPostgres({ clusterDir });
    // Stored the moment the server is back, very likely before the app's LISTEN connection returns.
    await publishAside('while-reconnecting');
    expect(await readyWithin(app, READY_WITHIN_MS)).toBe(true);
    expect((await app.inject({ url: '/api/me', headers: ada.headers })).statusCode).toBe(200);

    // Certainly missed: every connection of the app is ended (waiting until they are gone) and an event
    // stored at once, before the LISTEN connection's first retry; only the catch-up from the log delivers it.
    const admin = new pg.Client(cluster.connection);
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid, 2000) from pg_stat_activity where backend_type = $1 and pid <> pg_backend_pid()', ['client backend']);
    await admin.end();
    await publishAside('missed');

    await publishAside('after');
    const expected = ['after', 'missed', 'while-reconnecting'];
    const received = new Set<string>();
    while (!expected.every((id) => received.has(id))) received.add(String(parseEvent(await stream.next(READY_WITHIN_MS)).data.id));
    expect(expected.filter((id) => !received.has(id))).toEqual([]);
  });
});
