import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryPage } from '../../../shared/features/gallery.schema.js';
import { createTestApp } from '../../test-support/test-app.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';

/** Every media URL a Pro user sees, requested by a visitor, a Basic user and the Pro user. */
describe('protected gallery media', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let proUrls: string[];
  let teaserUrls: string[];

  const urlsOf = (page: GalleryPage) => page.images.flatMap((image) => [image.thumb.url, image.display.url, image.url]);
  const pageOf = async (collection: string) => (await app.inject({ url: `/api/galleries/${collection}`, headers: who.pro.headers })).json() as GalleryPage;

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'media');
    const configured = await configureGallery(app, who.owner, 'vault');
    for (const collection of ['gallery', 'gallery_pro', configured]) {
      expect((await upload(app, who.owner, collection, await pngOf(64, 48), 'p.png', 'image/png')).statusCode).toBe(201);
    }
    proUrls = [...urlsOf(await pageOf('gallery_pro')), ...urlsOf(await pageOf(configured))];
    teaserUrls = urlsOf(await pageOf('gallery'));
    expect(proUrls).toHaveLength(6);
  });
  afterAll(async () => app.close());

  it('serves every Pro derivative and original to the Pro user, privately', async () => {
    for (const url of proUrls) {
      const res = await app.inject({ url, headers: who.pro.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.headers['cache-control']).not.toContain('public');
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('gives a visitor and a Basic user no Pro byte', async () => {
    for (const url of proUrls) {
      const visitor = await app.inject({ url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.headers['content-type']).toMatch(/json/);
      const basic = await app.inject({ url, headers: who.basic.headers });
      expect([403, 404], url).toContain(basic.statusCode);
      expect(basic.headers['content-type']).toMatch(/json/);
    }
  });

  it('serves teasers to every signed-in user, never to visitors', async () => {
    expect(teaserUrls.length).toBeGreaterThan(0);
    for (const url of teaserUrls) {
      expect((await app.inject({ url, headers: who.basic.headers })).statusCode).toBe(200);
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('refuses guessed paths: another collection, another file name, traversal', async () => {
    const [thumb] = proUrls;
    const moved = thumb!.replace('/gallery_pro/', '/gallery/');
    expect((await app.inject({ url: moved, headers: who.basic.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: thumb!.replace('thumb.webp', 'secret.webp'), headers: who.pro.headers })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/media/galleries/gallery/..%2F..%2Fdb/thumb.webp', headers: who.pro.headers })).statusCode).toBe(400);
  });
});
