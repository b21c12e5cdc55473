import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_COLLECTION } from '../../../shared/features/gallery.schema.js';
import { LEAKS_PATHS } from '../../../shared/features/leaks.schema.js';
import type { SiteContent } from '../../../shared/features/site-content.schema.js';
import { accounts, upload } from '../../test-support/gallery.js';
import { multipartBody } from '../../test-support/multipart.js';
import { signInPro, type Person } from '../../test-support/people.js';
import { photoLike } from '../../test-support/photo-like.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

const WIDTH = 1200;
const HEIGHT = 800;
/** Where the name is drawn (bottom right), and a part of the picture far from it. */
const CORNER = { left: WIDTH - 400, top: HEIGHT - 40, width: 400, height: 40 };
const ELSEWHERE = { left: 0, top: 0, width: 400, height: 40 };

/** How far two pictures differ in one region: the mean difference per channel, in grey levels. */
async function difference(a: Buffer, b: Buffer, region: typeof CORNER): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().extract(region).raw().toBuffer()));
  expect(one!.length).toBeGreaterThan(0);
  return one!.reduce((sum, value, i) => sum + Math.abs(value - two![i]!), 0) / one!.length;
}

describe('the visible name on marked pictures (Site content)', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let carol: Person;

  const displayUrl = async (who: Person) => {
    const page = await app.inject({ url: `/api/galleries/${PRO_COLLECTION}`, headers: who.headers });
    return page.json().images[0].display.url as string;
  };
  const fetchBytes = async (who: Person, url: string) => {
    const res = await app.inject({ url, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const setVisibleName = async (on: boolean) => {
    const content: SiteContent = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json();
    const res = await app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: owner.headers, payload: { ...content, pictureMarks: { visibleUsername: on } } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    ({ owner } = await accounts(app, 'named'));
    ada = await signInPro(app, 'ada@example.com', { username: 'Ada <&"> Byron' });
    carol = await signInPro(app, 'carol.smith@example.com');
    expect((await upload(app, owner, PRO_COLLECTION, await photoLike(21, WIDTH, HEIGHT), 'dunes.webp', 'image/webp')).statusCode).toBe(201);
  });
  afterAll(async () => app?.close());

  it('draws the member’s name in the corner only while the owner has it on, and the trace still names them', async () => {
    const plain = await fetchBytes(owner, await displayUrl(owner));
    const offUrl = await displayUrl(ada);
    expect(new URL(offUrl, 'http://x').searchParams.has('n')).toBe(false);
    const invisibleOnly = await fetchBytes(ada, offUrl);
    expect(await difference(invisibleOnly, plain, CORNER)).toBeLessThan(3);

    await setVisibleName(true);
    const onUrl = await displayUrl(ada);
    expect(new URL(onUrl, 'http://x').searchParams.get('n')).toBe('Ada <&"> Byron');
    expect(new URL(await displayUrl(carol), 'http://x').searchParams.get('n')).toBe('carol.smith');
    expect(new URL(await displayUrl(owner), 'http://x').searchParams.has('n')).toBe(false);
    const named = await fetchBytes(ada, onUrl);
    expect(await difference(named, invisibleOnly, CORNER)).toBeGreaterThan(8);
    expect(await difference(named, invisibleOnly, ELSEWHERE)).toBeLessThan(2);

    await app.ctx.modules.flushPendingWrites();
    const { width = 0 } = await sharp(named).metadata();
    const leaked = await sharp(named).resize(Math.round(width * 0.75)).jpeg({ quality: 70 }).toBuffer();
    const { payload, headers } = await multipartBody({ file: { data: leaked, filename: 'found.jpg', type: 'image/jpeg' } });
    const traced = await app.inject({ method: 'POST', url: LEAKS_PATHS.trace, headers: { ...owner.headers, ...headers }, payload });
    expect(traced.statusCode, traced.body).toBe(200);
    expect(traced.json().suspects[0]).toMatchObject({ userId: ada.id });

    // Off again: the invisible-only copy, not the named one made meanwhile.
    await setVisibleName(false);
    const again = await displayUrl(ada);
    expect(new URL(again, 'http://x').searchParams.has('n')).toBe(false);
    expect((await fetchBytes(ada, again)).equals(invisibleOnly)).toBe(true);
  });

  it('refuses a URL whose name was changed', async () => {
    await setVisibleName(true);
    const url = new URL(await displayUrl(ada), 'http://x');
    url.searchParams.set('n', 'Somebody else');
    const res = await app.inject({ url: `${url.pathname}${url.search}`, headers: ada.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('media_link_invalid');
  });
});
