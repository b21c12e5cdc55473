import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_COLLECTION, type GalleryDirectory } from '../../../shared/features/gallery.schema.js';
import { accounts, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { createTestApp } from '../../test-support/test-app.js';

/**
 * A folder card's picture (issue 26): read one picture per gallery, it must still be exactly the
 * owner's pick or else the first picture of the folder's first gallery that has one, after every
 * change that could move it.
 */
describe('folder covers stay exact', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let folderId: string;
  let first: string;
  let second: string;

  const coverOf = async () => {
    const directory = (await app.inject({ url: '/api/galleries', headers: who.pro.headers })).json() as GalleryDirectory;
    return directory.folders.find((folder) => folder.id === folderId)!.cover?.imageId ?? null;
  };
  const add = async (collection: string, name: string) => (await upload(app, who.owner, collection, await pngOf(16, 16), name, 'image/png')).json().id as string;
  const owner = (method: 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: who.owner.headers, payload });
  async function gallery(galleryId: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/gallery-configs', headers: who.owner.headers, payload: { displayTitle: galleryId, galleryId, folderId } });
    expect(res.statusCode).toBe(201);
    return res.json().collectionName;
  }

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'covers');
    folderId = (await app.inject({ method: 'POST', url: '/api/gallery-folders', headers: who.owner.headers, payload: { name: 'Covers' } })).json().id;
    // Listed first in the folder, so its first picture is the folder's once it has one.
    first = await gallery('cover-first');
    second = await gallery('cover-second');
  });
  afterAll(async () => app.close());

  it('follows uploads, reorders, moves, deletes and the owner’s pick', async () => {
    expect(await coverOf()).toBeNull();

    // Upload: the only picture is the cover, even in the folder's second gallery.
    const later = await add(second, 'later.png');
    expect(await coverOf()).toBe(later);
    const a = await add(first, 'a.png');
    expect(await coverOf()).toBe(a);
    const b = await add(first, 'b.png');
    expect(await coverOf()).toBe(a);

    // Reorder: b to the front of the first gallery.
    expect((await owner('PUT', `/api/galleries/${first}/order`, { items: [{ id: b, displayOrder: 0 }, { id: a, displayOrder: 1 }] })).statusCode).toBe(200);
    expect(await coverOf()).toBe(b);

    // Move: no route moves a picture yet; whatever moves one, the cover is read from where pictures are.
    await app.ctx.database.db.execute(sql`update gallery_images set collection = ${second} where id = ${b}`);
    expect(await coverOf()).toBe(a);

    // Delete: the first gallery is empty, so the second's first picture takes over.
    expect((await owner('DELETE', `/api/galleries/${first}/images/${a}`)).statusCode).toBe(200);
    // Both there have display order 0; the newer, b, comes first among equals.
    expect(await coverOf()).toBe(b);
    expect((await owner('PUT', `/api/galleries/${second}/order`, { items: [{ id: later, displayOrder: 0 }, { id: b, displayOrder: 5 }] })).statusCode).toBe(200);
    expect(await coverOf()).toBe(later);

    // The owner's pick wins, and clearing it brings the first picture back.
    expect((await owner('PUT', `/api/gallery-folders/${folderId}/cover`, { imageId: b })).statusCode).toBe(200);
    expect(await coverOf()).toBe(b);
    expect((await owner('PUT', `/api/gallery-folders/${folderId}/cover`, { imageId: null })).statusCode).toBe(200);
    expect(await coverOf()).toBe(later);

    // Deleting the last picture leaves the card without one.
    expect((await owner('PUT', `/api/gallery-folders/${folderId}/cover`, { imageId: b })).statusCode).toBe(200);
    for (const id of [b, later]) expect((await owner('DELETE', `/api/galleries/${second}/images/${id}`)).statusCode).toBe(200);
    expect(await coverOf()).toBeNull();
  });

  it('gives the Pro Gallery card its newest picture as the cover and its total likes', async () => {
    const card = async () => ((await app.inject({ url: '/api/galleries', headers: who.pro.headers })).json() as GalleryDirectory).proGallery;
    expect(await card()).toEqual({ totalLikes: 0, cover: null });
    await add(PRO_COLLECTION, 'older.png');
    const newest = await add(PRO_COLLECTION, 'newest.png');
    const like = await app.inject({ method: 'POST', url: `/api/galleries/${PRO_COLLECTION}/images/${newest}/like`, headers: who.pro.headers });
    expect(like.statusCode).toBe(200);
    const after = await card();
    expect(after.totalLikes).toBe(1);
    expect(after.cover?.imageId).toBe(newest);
    // Signed for the viewer, like every folder cover.
    expect((await app.inject({ url: after.cover!.thumb.url })).statusCode).toBe(200);
  });
});
