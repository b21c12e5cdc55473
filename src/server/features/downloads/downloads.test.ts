import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTypeOf, DOWNLOAD_MONITOR_LIMIT } from '../../../shared/features/downloads.schema.js';
import { openSse } from '../../test-support/sse.js';
import { sameOriginHeaders, type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { signInOwner, signInBasic } from '../../test-support/people.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const event = { photoUrl: '/api/media/galleries/gallery/0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c/display.webp', galleryName: 'gallery', downloadMethod: 'long_press' };

describe('download monitoring', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let basic: SignedIn;
  const log = (who: SignedIn, payload: object, ua = IPHONE) =>
    app.inject({ method: 'POST', url: '/api/downloads', headers: { ...who.headers, 'user-agent': ua }, payload });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'snoop@example.com');
  });
  afterAll(async () => app.close());

  it('tells the device from the user agent', () => {
    expect(deviceTypeOf(IPHONE)).toBe('iPhone');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('iPad');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(deviceTypeOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(deviceTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('Mac');
    expect(deviceTypeOf('curl/8.0')).toBe('Unknown');
  });

  it('refuses visitors (401), bad events (400), and the list to non-admins (403)', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/downloads', headers: sameOriginHeaders(app), payload: event })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/downloads' })).statusCode).toBe(401);
    expect((await log(basic, { ...event, downloadMethod: 'screenshot' })).statusCode).toBe(400);
    expect((await log(basic, { ...event, photoUrl: '' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/downloads', headers: basic.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/downloads/nothing', headers: owner.headers })).statusCode).toBe(404);
  });

  it('records the user, the server-seen IP and the device, and lists the latest 50 newest first', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/downloads',
      headers: { ...basic.headers, 'user-agent': IPHONE },
      payload: { ...event, ipAddress: '6.6.6.6', userEmail: 'forged@example.com' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userEmail: 'snoop@example.com', ipAddress: '203.0.113.9', deviceType: 'iPhone', downloadMethod: 'long_press', userAgent: IPHONE });

    for (let i = 0; i < DOWNLOAD_MONITOR_LIMIT + 5; i += 1) await log(basic, { ...event, galleryName: `g${i}`, downloadMethod: 'context_menu' });
    const list = (await app.inject({ url: '/api/downloads', headers: owner.headers })).json().events;
    expect(list).toHaveLength(DOWNLOAD_MONITOR_LIMIT);
    expect(list[0].galleryName).toBe(`g${DOWNLOAD_MONITOR_LIMIT + 4}`);
  });

  it('tells open admin tabs at once, and nobody else', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const adminStream = await openSse(`${base}/api/events`, { cookie: owner.cookie });
    const userStream = await openSse(`${base}/api/events`, { cookie: basic.cookie });
    try {
      const logged = (await log(basic, { ...event, downloadMethod: 'drag_start' })).json();
      const message = JSON.parse((await adminStream.next()).data);
      expect(message).toEqual({ type: 'downloads.logged', data: { id: logged.id } });
      expect(await userStream.quietFor(300)).toBe(true);
    } finally {
      adminStream.close();
      userStream.close();
    }
  });
});
