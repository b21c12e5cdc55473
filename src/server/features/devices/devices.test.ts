import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../shared/features/auth.schema.js';
import { DEVICES_PATHS, type Device, type DeviceList } from '../../../shared/features/devices.schema.js';
import { sameOriginHeaders, signIn, type SignedIn } from '../../test-support/sign-in.js';
import { listenLocally, tabOpener } from '../../test-support/sse.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { sessions } from '../auth/auth.table.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** Generous: only bounds a failing test (the notice closes a stream well before the periodic recheck would). */
const ENDS_WITHIN_MS = 8000;

describe('signed-in devices', () => {
  let app: FastifyInstance;
  let base: string;
  const tabs = tabOpener(() => base);

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    base = await listenLocally(app);
  });
  afterAll(async () => {
    tabs.closeAll();
    await app.close();
  });

  const laptopAndPhone = async (email: string) => ({
    laptop: await signIn(app, email, { userAgent: CHROME_ON_WINDOWS, remoteAddress: '203.0.113.45' }),
    phone: await signIn(app, email, { userAgent: SAFARI_ON_IPHONE, remoteAddress: '2001:db8:85a3::8a2e:370:7334' }),
  });
  const devicesOf = async (who: SignedIn): Promise<Device[]> => {
    const response = await app.inject({ url: DEVICES_PATHS.list, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as DeviceList).devices;
  };
  const end = (who: SignedIn, id: string) => app.inject({ method: 'DELETE', url: `/api/devices/${id}`, headers: who.headers });
  const meStatus = async (who: SignedIn) => (await app.inject({ url: AUTH_PATHS.me, headers: who.headers })).statusCode;

  it('lists each session with its browser, system, masked address, sign-in time and last seen, this one first', async () => {
    const { laptop } = await laptopAndPhone('lister@example.com');
    const devices = await devicesOf(laptop);
    expect(devices).toHaveLength(2);
    // Documentation networks are in no country.
    expect(devices[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', place: '203.0.113.x', region: null, current: true });
    expect(devices[1]).toMatchObject({ browser: 'Safari', os: 'iOS', place: '2001:db8:85a3::x', region: null, current: false });
    for (const device of devices) {
      expect(device.lastSeenAt).toBeGreaterThanOrEqual(device.signedInAt);
      expect(device.lastSeenAt).toBeGreaterThan(Date.now() / 1000 - 60);
    }
  });

  it('names the country of a public address, and "This network" for a private or loopback one', async () => {
    // 46.4.0.0/16 and 2a01:4f8::/32 are networks registered in Germany.
    const germany = await signIn(app, 'traveller@example.com', { userAgent: CHROME_ON_WINDOWS, remoteAddress: '46.4.1.27' });
    await signIn(app, 'traveller@example.com', { userAgent: SAFARI_ON_IPHONE, remoteAddress: '2a01:4f8:1:2::7' });
    await signIn(app, 'traveller@example.com', { userAgent: SAFARI_ON_IPHONE, remoteAddress: '192.168.1.20' });
    await signIn(app, 'traveller@example.com', { userAgent: SAFARI_ON_IPHONE, remoteAddress: '127.0.0.1' });
    const places = (await devicesOf(germany)).map((device) => [device.region, device.place]);
    expect(places).toEqual(
      expect.arrayContaining([
        ['Germany', '46.4.1.x'],
        ['Germany', '2a01:4f8:1::x'],
        ['This network', '192.168.1.x'],
        ['This network', '127.0.0.x'],
      ]),
    );
  });

  it('a session from before browsers were kept is listed as such, and records its browser and address the next time it is used', async () => {
    const { laptop, phone } = await laptopAndPhone('veteran@example.com');
    const phoneSession = (await devicesOf(laptop)).find((device) => !device.current)!;
    const keepNothing = () =>
      app.ctx.database.db.update(sessions).set({ userAgent: null, clientAddress: null }).where(eq(sessions.id, phoneSession.id));
    await keepNothing();
    expect((await devicesOf(laptop)).find((device) => device.id === phoneSession.id)).toMatchObject({ browser: null, os: null, place: null, region: null });

    // Its next request, from the same phone, names it (however recently it was last seen).
    const next = await app.inject({ url: AUTH_PATHS.me, headers: { ...phone.headers, 'user-agent': SAFARI_ON_IPHONE }, remoteAddress: '2001:db8:85a3::1' });
    expect(next.statusCode).toBe(200);
    expect((await devicesOf(laptop)).find((device) => device.id === phoneSession.id)).toMatchObject({ browser: 'Safari', os: 'iOS', place: '2001:db8:85a3::x' });
  });

  it('ends another session: its next request is refused and its open live stream closes', async () => {
    const { laptop, phone } = await laptopAndPhone('ender@example.com');
    const phoneTab = await tabs.open(phone);
    const laptopTab = await tabs.open(laptop);
    const phoneDevice = (await devicesOf(laptop)).find((device) => !device.current)!;

    expect((await end(laptop, phoneDevice.id)).statusCode).toBe(204);
    expect(await phoneTab.endedWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect(await laptopTab.endedWithin(300)).toBe(false);
    expect((await devicesOf(laptop)).map((device) => device.id)).not.toContain(phoneDevice.id);
    // Already ended: nothing left to end.
    expect((await end(laptop, phoneDevice.id)).statusCode).toBe(404);
  });

  it('signs out all other devices and keeps this one', async () => {
    const { laptop, phone } = await laptopAndPhone('everywhere@example.com');
    const tablet = await signIn(app, 'everywhere@example.com');
    const response = await app.inject({ method: 'POST', url: DEVICES_PATHS.signOutOthers, headers: laptop.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(tablet)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect((await devicesOf(laptop)).map((device) => device.current)).toEqual([true]);
  });

  it("refuses another member's session and unknown ids (404), malformed ids (400) and visitors (401)", async () => {
    const { laptop } = await laptopAndPhone('victim@example.com');
    const intruder = await signIn(app, 'intruder@example.com');
    const victimSession = (await devicesOf(laptop))[0]!;

    expect((await end(intruder, victimSession.id)).statusCode).toBe(404);
    expect(await meStatus(laptop)).toBe(200);
    expect((await end(intruder, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await end(intruder, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ url: DEVICES_PATHS.list })).statusCode).toBe(401);
    const visitor = await app.inject({ method: 'POST', url: DEVICES_PATHS.signOutOthers, headers: sameOriginHeaders(app) });
    expect(visitor.statusCode).toBe(401);
  });

  it('ending this browser’s own session signs it out here', async () => {
    const { laptop } = await laptopAndPhone('self@example.com');
    const own = (await devicesOf(laptop)).find((device) => device.current)!;
    const response = await end(laptop, own.id);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.some((cookie) => cookie.name === 'sid' && cookie.value === '')).toBe(true);
    expect(await meStatus(laptop)).toBe(401);
  });
});
