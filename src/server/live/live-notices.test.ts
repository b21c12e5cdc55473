import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { signInBasic } from '../test-support/people.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { LiveHub } from './live-hub.js';
import { parseLiveNotice } from './live-notices.js';

/** A response the hub writes to; `ended` resolves when the hub ends it. */
function fakeResponse() {
  const emitter = new EventEmitter();
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const raw = Object.assign(emitter, { destroyed: false, write: () => true, end: () => markEnded() });
  return { raw: raw as unknown as ServerResponse, ended };
}

const waitFor = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
};

describe('live notices', () => {
  let app: FastifyInstance;
  let hub: LiveHub;
  let user: CurrentUser;

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    user = (await app.inject({ url: '/api/me', headers: (await signInBasic(app, 'notice@example.com')).headers })).json();
    // The sessions always read as live: only the ended-session notice can close a stream here.
    hub = new LiveHub(app.ctx.database, 'live_notices_test', async (hashes) => new Map(hashes.map((hash) => [hash, user])), app.log);
    await hub.start();
  });
  afterAll(async () => {
    await hub.close();
    await app.close();
  });

  it('tells event ids from ended sessions and ignores anything else', () => {
    const hash = 'a'.repeat(64);
    expect(parseLiveNotice('42')).toEqual({ kind: 'event', id: 42 });
    expect(parseLiveNotice(`session_ended:${hash}`)).toEqual({ kind: 'session_ended', tokenHash: hash });
    for (const junk of ['session_ended:short', 'hello', '1.5']) expect(parseLiveNotice(junk)).toBeNull();
  });

  it("closes the streams of an ended session on the instance holding them, and only that session's", async () => {
    const ending = fakeResponse();
    const staying = fakeResponse();
    hub.attach(user, 'e'.repeat(64), ending.raw, null);
    hub.attach(user, 'f'.repeat(64), staying.raw, null);
    expect(await waitFor(() => hub.size === 2)).toBe(true);

    await hub.closeSessionStreams(['e'.repeat(64)]);
    await ending.ended;
    expect(await waitFor(() => hub.size === 1)).toBe(true);
  });
});
