import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryPage } from '../../../shared/features/gallery.schema.js';
import { MEDIA_URL_LIFETIME_SECONDS } from '../../media/signed-media-urls.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { lapse, signInPro } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';

/** Signed, viewer-bound media URLs (ADR 0021): handed out after the access check, served without any. */
describe('signed media URLs', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let proCollection: string;

  const pageOf = async (collection: string, headers: Record<string, string>) => app.inject({ url: `/api/galleries/${collection}`, headers });
  const firstImage = async (collection: string, headers: Record<string, string>) =>
    ((await pageOf(collection, headers)).json() as GalleryPage).images[0]!;
  const expectRefused = (res: Awaited<ReturnType<FastifyInstance['inject']>>, statuses: number[], code?: string) => {
    expect(statuses).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/json/);
    const body = res.json() as { code: string; message: string };
    expect(body.message).toEqual(expect.any(String));
    if (code) expect(body.code).toBe(code);
    expect(res.rawPayload.length).toBeLessThan(300);
  };

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'signed');
    proCollection = await configureGallery(app, who.owner, 'vault');
    for (const collection of ['gallery', 'gallery_pro', proCollection]) {
      expect((await upload(app, who.owner, collection, await pngOf(64, 48), 'p.png', 'image/png')).statusCode).toBe(201);
    }
  });
  afterAll(async () => app.close());
  afterEach(() => vi.useRealTimers());

  it('serves every derivative to anyone holding the URL, privately, for no longer than the URL lives', async () => {
    const image = await firstImage(proCollection, who.pro.headers);
    for (const url of [image.thumb.url, image.display.url, image.url]) {
      expect(url).toMatch(/^\/api\/media\/galleries\/.+\?u=[0-9a-f-]{36}&exp=\d+(&m=1)?&sig=[\w-]{32}$/);
      expect(url).toContain(`u=${who.pro.id}`);
      // No session needed: the URL itself is the permission, for its short life.
      const askedAt = Math.floor(Date.now() / 1000);
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
      const expiresAt = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(Math.min(MEDIA_URL_LIFETIME_SECONDS, expiresAt - askedAt));
      expect(res.rawPayload.length).toBe(Number(res.headers['content-length']));
    }
  });

  it('gives the same viewer the same URL on the next load, and another viewer another URL', async () => {
    const first = await firstImage('gallery', who.pro.headers);
    const again = await firstImage('gallery', who.pro.headers);
    const basic = await firstImage('gallery', who.basic.headers);
    expect(again.thumb.url).toBe(first.thumb.url);
    expect(basic.thumb.url).not.toBe(first.thumb.url);
    expect(basic.thumb.url).toContain(`u=${who.basic.id}`);
  });

  it('hands a Basic member no Pro URL at all', async () => {
    expectRefused(await pageOf(proCollection, who.basic.headers), [403]);
    expectRefused(await pageOf('gallery_pro', who.basic.headers), [403]);
  });

  it('refuses a tampered, truncated or re-pointed URL with the usual error and no bytes', async () => {
    const image = await firstImage(proCollection, who.pro.headers);
    const url = new URL(image.display.url, 'http://x');
    const variant = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const sig = url.searchParams.get('sig')!;
    const refused = [
      variant((u) => u.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)),
      variant((u) => u.searchParams.set('sig', sig.slice(0, 20))),
      variant((u) => u.searchParams.delete('sig')),
      variant((u) => (u.search = '')),
      variant((u) => u.searchParams.set('u', who.basic.id)),
      variant((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))),
      variant((u) => (u.pathname = u.pathname.replace('display.', 'original.'))),
      variant((u) => (u.pathname = u.pathname.replace(proCollection, 'gallery'))),
    ];
    for (const bad of refused) expectRefused(await app.inject({ url: bad }), [403], 'media_link_invalid');
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  });

  it('refuses path traversal with a 404 and no bytes', async () => {
    const image = await firstImage('gallery', who.pro.headers);
    const query = image.thumb.url.slice(image.thumb.url.indexOf('?'));
    for (const path of ['/api/media/galleries/gallery/..%2F..%2Fsession-secret', '/api/media/%2E%2E/session-secret', '/api/media/galleries//thumb.webp']) {
      expectRefused(await app.inject({ url: `${path}${query}` }), [403, 404]);
    }
  });

  it('stops serving a URL at its expiry', async () => {
    const image = await firstImage('gallery', who.pro.headers);
    const expiresAt = Number(new URL(image.thumb.url, 'http://x').searchParams.get('exp'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiresAt - 5) * 1000);
    expect((await app.inject({ url: image.thumb.url })).statusCode).toBe(200);
    vi.setSystemTime((expiresAt + 1) * 1000);
    expectRefused(await app.inject({ url: image.thumb.url }), [403], 'media_link_expired');
  });

  it('gives a lapsed member no new URLs; the old ones work until they expire, then stop', async () => {
    const member = await signInPro(app, 'signed-lapsing@example.com');
    const image = await firstImage(proCollection, member.headers);
    await lapse(app, member);
    expectRefused(await pageOf(proCollection, member.headers), [403]);
    expect((await app.inject({ url: image.display.url })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + MEDIA_URL_LIFETIME_SECONDS * 1000 + 1000);
    expectRefused(await app.inject({ url: image.display.url }), [403], 'media_link_expired');
  });

  it('answers a revalidation with 304, and a byte range with 206 and exactly those bytes', async () => {
    const image = await firstImage(proCollection, who.pro.headers);
    const full = await app.inject({ url: image.url });
    const again = await app.inject({ url: image.url, headers: { 'if-none-match': String(full.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await app.inject({ url: image.url, headers: { range: 'bytes=10-49' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-49/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(10, 50))).toBe(true);
    const tail = await app.inject({ url: image.url, headers: { range: 'bytes=-7' } });
    expect(tail.rawPayload.equals(full.rawPayload.subarray(-7))).toBe(true);

    const outside = await app.inject({ url: image.url, headers: { range: `bytes=${full.rawPayload.length + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${full.rawPayload.length}`);
  });

  it('serves a signed URL without a single database query', async () => {
    const image = await firstImage(proCollection, who.pro.headers);
    // The member's marked copy of a Pro display image is made (and recorded) on the first fetch only.
    expect((await app.inject({ url: image.display.url, headers: who.pro.headers })).statusCode).toBe(200);
    const clientQuery = vi.spyOn(pg.Client.prototype, 'query');
    const poolQuery = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      for (const url of [image.thumb.url, image.display.url, image.url]) {
        expect((await app.inject({ url, headers: who.pro.headers })).statusCode).toBe(200);
      }
      expect(clientQuery).not.toHaveBeenCalled();
      expect(poolQuery).not.toHaveBeenCalled();
    } finally {
      clientQuery.mockRestore();
      poolQuery.mockRestore();
    }
  });

  it('redirects to the object store’s own short-lived URL when the store can make one', async () => {
    const image = await firstImage(proCollection, who.pro.headers);
    const asked: { key: string; seconds: number }[] = [];
    const onDisk = app.ctx.storage.presignedGetUrl;
    app.ctx.storage.presignedGetUrl = async (key, seconds) => {
      asked.push({ key, seconds });
      return `https://bucket.example/${key}?X-Amz-Expires=${seconds}`;
    };
    try {
      // A member's Pro display image is their own marked copy, made here; thumbnails come straight from the store.
      const res = await app.inject({ url: image.thumb.url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^https:\/\/bucket\.example\/galleries\//);
      expect(asked).toHaveLength(1);
      expect(asked[0]!.seconds).toBeLessThanOrEqual(MEDIA_URL_LIFETIME_SECONDS);
      expect(res.headers['cache-control']).toBe(`private, max-age=${asked[0]!.seconds}`);
      expectRefused(await app.inject({ url: image.thumb.url.replace('sig=', 'sig=x') }), [403]);
      expect(asked).toHaveLength(1);
    } finally {
      app.ctx.storage.presignedGetUrl = onDisk;
    }
  });
});
