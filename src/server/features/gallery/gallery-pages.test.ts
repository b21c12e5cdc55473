import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, GalleryPageSchema, type GalleryPage } from '../../../shared/features/gallery.schema.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { createTestApp } from '../../test-support/test-app.js';

const IMAGES = 2 * GALLERY_PAGE_SIZE + 13;

/** SPEC §2 gallery lists, a page at a time: cursors chain, ETags answer 304. */
describe('gallery pages', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let collection: string;
  const uploaded: string[] = [];

  const page = async (cursor?: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/galleries/${collection}${cursor ? `?cursor=${cursor}` : ''}`, headers: { ...who.pro.headers, ...headers } });

  /** Every page from the first, each checked against the shared schema (the server no longer re-validates). */
  async function allPages(): Promise<GalleryPage[]> {
    const pages: GalleryPage[] = [];
    let cursor: string | undefined;
    do {
      const res = await page(cursor);
      expect(res.statusCode).toBe(200);
      const body = GalleryPageSchema.strict().parse(res.json());
      pages.push(body);
      cursor = body.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);
    return pages;
  }

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'pages');
    collection = await configureGallery(app, who.owner, 'paged', 'Paged');
    const png = await pngOf(24, 16);
    for (let i = 0; i < IMAGES; i += 1) uploaded.push((await upload(app, who.owner, collection, png, `${i}.png`, 'image/png')).json().id);
  }, 180_000);
  afterAll(async () => app.close());

  it(`chains ${IMAGES} images over pages of ${GALLERY_PAGE_SIZE}, in order, with no repeat and no gap`, async () => {
    const pages = await allPages();
    expect(pages.map((p) => p.images.length)).toEqual([GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE, 13]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.images.map((image) => image.id));
    // A configured gallery is in upload order (display order 0, 1, 2…).
    expect(ids).toEqual(uploaded);
  });

  it('keeps the chain whole when many images share a display order and time ties are broken by id', async () => {
    const items = uploaded.map((id, i) => ({ id, displayOrder: i % 3 }));
    const reorder = await app.inject({ method: 'PUT', url: `/api/galleries/${collection}/order`, headers: who.owner.headers, payload: { items } });
    expect(reorder.statusCode).toBe(200);
    const pages = await allPages();
    const images = pages.flatMap((p) => p.images);
    expect(new Set(images.map((image) => image.id)).size).toBe(IMAGES);
    expect(images.map((image) => image.displayOrder)).toEqual([...images.map((image) => image.displayOrder)].sort((a, b) => a - b));
  });

  it('lists the Pro gallery newest first across pages', async () => {
    const png = await pngOf(12, 12);
    const pro: string[] = [];
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i += 1) pro.push((await upload(app, who.owner, 'gallery_pro', png, `p${i}.png`, 'image/png')).json().id);
    const first = GalleryPageSchema.parse((await app.inject({ url: '/api/galleries/gallery_pro', headers: who.pro.headers })).json());
    const second = GalleryPageSchema.parse((await app.inject({ url: `/api/galleries/gallery_pro?cursor=${first.nextCursor}`, headers: who.pro.headers })).json());
    expect([...first.images, ...second.images].map((image) => image.id)).toEqual(pro.reverse());
    expect(second.nextCursor).toBeNull();
  }, 60_000);

  it('answers 304 for an unchanged page and a fresh page once it changed', async () => {
    const first = await page();
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await page(undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const imageId = uploaded[0]!;
    expect((await app.inject({ method: 'POST', url: `/api/galleries/${collection}/images/${imageId}/like`, headers: who.pro.headers })).statusCode).toBe(200);
    const changed = await page(undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(GalleryPageSchema.parse(changed.json()).totalLikes).toBe(1);
  });

  it('gives each viewer their own page (their own likes), so one viewer’s ETag is not another’s', async () => {
    const mine = await page();
    const owners = await app.inject({ url: `/api/galleries/${collection}`, headers: { ...who.owner.headers, 'if-none-match': mine.headers.etag as string } });
    expect(owners.statusCode).toBe(200);
  });

  it('refuses a cursor that is not one of ours with 400, changing nothing', async () => {
    for (const cursor of ['nope', Buffer.from('[1,"x","y"]').toString('base64url'), Buffer.from('[99999999999,"1","00000000-0000-4000-8000-000000000000"]').toString('base64url'), 'a%20b']) {
      const res = await page(cursor);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  // Runs last: it deletes the images after the first page.
  it('reports the gallery’s total likes on every page, also on a later page left empty by deletions', async () => {
    const before = GalleryPageSchema.parse((await page()).json());
    for (const image of before.images.slice(0, 3).filter((image) => !image.likedByMe)) {
      expect((await app.inject({ method: 'POST', url: `/api/galleries/${collection}/images/${image.id}/like`, headers: who.pro.headers })).statusCode).toBe(200);
    }
    const first = GalleryPageSchema.parse((await page()).json());
    const firstIds = new Set(first.images.map((image) => image.id));
    const rest = uploaded.filter((id) => !firstIds.has(id));
    expect(rest.length).toBeGreaterThan(0);
    for (const id of rest) expect((await app.inject({ method: 'DELETE', url: `/api/galleries/${collection}/images/${id}`, headers: who.owner.headers })).statusCode).toBe(200);
    // What is left are the first page's images and their likes.
    const total = first.images.reduce((sum, image) => sum + image.likes, 0);
    expect(total).toBeGreaterThanOrEqual(3);
    const later = GalleryPageSchema.parse((await page(first.nextCursor!)).json());
    expect(later.images).toEqual([]);
    expect(later.totalLikes).toBe(total);
  });
});
