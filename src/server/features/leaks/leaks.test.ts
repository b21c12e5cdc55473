import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import { LEAK_MESSAGES, LEAK_TRACE_MAX_PIXELS, LEAKS_PATHS } from '../../../shared/features/leaks.schema.js';
import { photoLike } from '../../test-support/photo-like.js';
import { accounts, upload } from '../../test-support/gallery.js';
import { multipartBody } from '../../test-support/multipart.js';
import { signInPro, type Person } from '../../test-support/people.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

async function fetchBytes(app: FastifyInstance, who: Person, url: string): Promise<Buffer> {
  const res = await app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** A leaked copy as found elsewhere: resized to 75% and re-encoded as JPEG at quality 70. */
async function leaked(copy: Buffer): Promise<Buffer> {
  const { width = 0 } = await sharp(copy).metadata();
  return sharp(copy).resize(Math.round(width * 0.75)).jpeg({ quality: 70 }).toBuffer();
}

describe('leak tracer', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let bob: Person;
  let displayUrlFor: (who: Person) => Promise<string>;

  const trace = async (who: Person, data: Buffer, filename = 'found.jpg', type = 'image/jpeg') => {
    const { payload, headers } = await multipartBody({ file: { data, filename, type } });
    return app.inject({ method: 'POST', url: LEAKS_PATHS.trace, headers: { ...who.headers, ...headers }, payload });
  };

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    ({ owner } = await accounts(app, 'leak'));
    ada = await signInPro(app, 'ada@example.com', { username: 'Ada' });
    bob = await signInPro(app, 'bob@example.com', { username: 'Bob' });
    const uploaded = await upload(app, owner, PRO_COLLECTION, await photoLike(11, 1200, 800), 'dunes.webp', 'image/webp');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await upload(app, owner, PRO_COLLECTION, await photoLike(12, 1200, 800), 'cliffs.webp', 'image/webp');
    displayUrlFor = async (who) => {
      const page = await app.inject({ url: `/api/galleries/${PRO_COLLECTION}`, headers: who.headers });
      const image = page.json().images.find((i: { filename: string }) => i.filename === 'dunes.webp');
      return image.display.url as string;
    };
  });
  afterAll(async () => app?.close());

  it('gives each member a differently marked copy, and the owner the plain picture', async () => {
    const [adaCopy, bobCopy, ownerCopy, ownerAgain] = await Promise.all([
      fetchBytes(app, ada, await displayUrlFor(ada)),
      fetchBytes(app, bob, await displayUrlFor(bob)),
      fetchBytes(app, owner, await displayUrlFor(owner)),
      fetchBytes(app, owner, await displayUrlFor(owner)),
    ]);
    expect(adaCopy.equals(bobCopy)).toBe(false);
    expect(adaCopy.equals(ownerCopy)).toBe(false);
    expect(ownerCopy.equals(ownerAgain)).toBe(true);
    // A second fetch serves the stored copy: the very same bytes.
    expect((await fetchBytes(app, ada, await displayUrlFor(ada))).equals(adaCopy)).toBe(true);
  });

  it('names the member whose copy leaked, first, with their fetches', async () => {
    const adaCopy = await fetchBytes(app, ada, await displayUrlFor(ada));
    await fetchBytes(app, bob, await displayUrlFor(bob));
    await app.ctx.modules.flushPendingWrites();
    const attempt = { photoUrl: 'dunes.webp', galleryName: 'Pro Gallery', downloadMethod: 'context_menu' };
    expect((await app.inject({ method: 'POST', url: '/api/downloads', headers: ada.headers, payload: attempt })).statusCode).toBe(201);
    const res = await trace(owner, await leaked(adaCopy));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.image).toMatchObject({ pictureName: 'dunes', galleryName: 'Pro Gallery' });
    expect(body.suspects.length).toBeGreaterThan(0);
    expect(body.suspects[0]).toMatchObject({ userId: ada.id, email: 'ada@example.com', username: 'Ada' });
    expect(body.suspects[0].confidence).toBeGreaterThan(0.3);
    expect(body.suspects[0].fetches.length).toBeGreaterThan(0);
    expect(body.suspects[0].downloadAttempts).toMatchObject([{ downloadMethod: 'context_menu' }]);
    expect(body.suspects.map((s: { userId: string }) => s.userId)).not.toContain(bob.id);
  });

  it('tells look-alike pictures apart by the mark it finds', async () => {
    const shot = await photoLike(31, 1200, 800);
    const retake = await sharp(shot)
      .composite([{ input: { create: { width: 60, height: 60, channels: 3, background: '#203040' } }, left: 900, top: 600 }])
      .webp()
      .toBuffer();
    for (const [data, name] of [[shot, 'shot.webp'], [retake, 'retake.webp']] as const) {
      expect((await upload(app, owner, PRO_COLLECTION, data, name, 'image/webp')).statusCode).toBe(201);
    }
    const page = (await app.inject({ url: `/api/galleries/${PRO_COLLECTION}`, headers: bob.headers })).json();
    const retakeUrl = page.images.find((i: { filename: string }) => i.filename === 'retake.webp').display.url as string;
    const bobCopy = await fetchBytes(app, bob, retakeUrl);
    await app.ctx.modules.flushPendingWrites();
    const body = (await trace(owner, await leaked(bobCopy))).json();
    expect(body.image).toMatchObject({ pictureName: 'retake' });
    expect(body.suspects.map((s: { userId: string }) => s.userId)).toEqual([bob.id]);
  });

  it('finds no one in the plain picture, and no picture in an unrelated one', async () => {
    const plain = await fetchBytes(app, owner, await displayUrlFor(owner));
    const unmarked = (await trace(owner, await leaked(plain))).json();
    expect(unmarked.image).toMatchObject({ pictureName: 'dunes' });
    expect(unmarked.suspects).toEqual([]);
    const unrelated = (await trace(owner, await leaked(await photoLike(99, 1200, 800)))).json();
    expect(unrelated).toEqual({ image: null, suspects: [] });
  });

  it('is for admins only, and refuses what is not a picture', async () => {
    const copy = await leaked(await fetchBytes(app, ada, await displayUrlFor(ada)));
    expect((await trace(ada, copy)).statusCode).toBe(403);
    const notAPicture = await trace(owner, Buffer.from('just text'), 'found.txt', 'text/plain');
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().code).toBe('not_an_image');
  });

  it('refuses a copy with too many pixels from its header, and a truncated or corrupt one, with a 4xx', async () => {
    // 8000 × 6000 = 48 megapixels, over the limit; one colour, so the file itself is small.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } }).png().toBuffer();
    expect(8000 * 6000).toBeGreaterThan(LEAK_TRACE_MAX_PIXELS);
    const tooMany = await trace(owner, huge, 'huge.png', 'image/png');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ code: 'image_too_many_pixels', message: LEAK_MESSAGES.tooManyPixels });

    const whole = await leaked(await fetchBytes(app, ada, await displayUrlFor(ada)));
    const truncated = await trace(owner, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ code: 'unreadable_image', message: LEAK_MESSAGES.unreadable });

    // A PNG whose header is intact and whose compressed pixels are scrambled.
    const png = await sharp(whole).png().toBuffer();
    const scrambled = Buffer.from(png.map((byte, i) => (i >= 200 && i < png.length - 20 ? byte ^ 0x5a : byte)));
    const corrupt = await trace(owner, scrambled, 'found.png', 'image/png');
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().code).toBe('unreadable_image');
  });

  it('traces one copy at a time, asking the others to retry later', async () => {
    const copy = await leaked(await fetchBytes(app, ada, await displayUrlFor(ada)));
    const answers = await Promise.all([1, 2, 3, 4].map(() => trace(owner, copy)));
    const busy = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((a) => a.statusCode === 200).length).toBe(4);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ code: 'rate_limited', message: LEAK_MESSAGES.busy });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the running trace is done, the next one is served.
    expect((await trace(owner, copy)).statusCode).toBe(200);
  });

  it('lists the serve log for admins, newest first, by picture and gallery name', async () => {
    await fetchBytes(app, bob, await displayUrlFor(bob));
    await app.ctx.modules.flushPendingWrites();
    const res = await app.inject({ url: LEAKS_PATHS.serveLog, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({ email: 'bob@example.com', pictureName: 'dunes', galleryName: 'Pro Gallery' });
    expect(JSON.stringify(entries)).not.toContain('display.webp');
    expect((await app.inject({ url: LEAKS_PATHS.serveLog, headers: ada.headers })).statusCode).toBe(403);
  });

  it('leaves teasers and thumbnails unmarked', async () => {
    await upload(app, owner, TEASER_COLLECTION, await photoLike(13, 600, 400), 'teaser.webp', 'image/webp');
    const teaserUrl = async (who: Person) => (await app.inject({ url: `/api/galleries/${TEASER_COLLECTION}`, headers: who.headers })).json().images[0].display.url as string;
    const thumbUrl = async (who: Person) => (await app.inject({ url: `/api/galleries/${PRO_COLLECTION}`, headers: who.headers })).json().images[0].thumb.url as string;
    expect((await fetchBytes(app, ada, await teaserUrl(ada))).equals(await fetchBytes(app, bob, await teaserUrl(bob)))).toBe(true);
    expect((await fetchBytes(app, ada, await thumbUrl(ada))).equals(await fetchBytes(app, bob, await thumbUrl(bob)))).toBe(true);
  });
});
