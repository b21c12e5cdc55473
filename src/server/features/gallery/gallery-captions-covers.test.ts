import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryDirectory, GalleryPage } from '../../../shared/features/gallery.schema.js';
import { openSse } from '../../test-support/sse.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { createTestApp } from '../../test-support/test-app.js';

/** The owner's captions on pictures and covers on folder cards. */
describe('gallery captions and folder covers', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'caption');
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => app.close());

  const patchCaption = (collection: string, imageId: string, payload: unknown, headers = who.owner.headers) =>
    app.inject({ method: 'PATCH', url: `/api/galleries/${collection}/images/${imageId}`, headers, payload: payload as object });
  const galleryOf = async (collection: string) =>
    (await app.inject({ method: 'GET', url: `/api/galleries/${collection}`, headers: who.pro.headers })).json() as GalleryPage;
  const directory = async () => (await app.inject({ method: 'GET', url: '/api/galleries', headers: who.pro.headers })).json() as GalleryDirectory;
  const setCover = (folderId: string, imageId: string | null, headers = who.owner.headers) =>
    app.inject({ method: 'PUT', url: `/api/gallery-folders/${folderId}/cover`, headers, payload: { imageId } });

  it('saves a caption, trims it, clears it with an empty one, and tells viewers live', async () => {
    const collection = await configureGallery(app, who.owner, 'Captioned', 'Captioned');
    const image = (await upload(app, who.owner, collection, await pngOf(20, 20), 'harbour-at-dawn.png', 'image/png')).json();
    expect((await galleryOf(collection)).images[0]!.caption).toBeNull();

    const pro = await openSse(`${base}/api/events`, { cookie: who.pro.cookie });
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await patchCaption(collection, image.id, { caption: '  The harbour at dawn  ' })).statusCode).toBe(200);
      expect(JSON.parse((await pro.next()).data)).toEqual({ type: 'gallery.changed', data: { collection } });
    } finally {
      pro.close();
    }
    expect((await galleryOf(collection)).images[0]!.caption).toBe('The harbour at dawn');

    expect((await patchCaption(collection, image.id, { caption: '   ' })).statusCode).toBe(200);
    expect((await galleryOf(collection)).images[0]!.caption).toBeNull();
  });

  it('refuses bad captions with a 4xx and changes nothing', async () => {
    const collection = await configureGallery(app, who.owner, 'Refusals', 'Refusals');
    const image = (await upload(app, who.owner, collection, await pngOf(20, 20), 'a.png', 'image/png')).json();
    await patchCaption(collection, image.id, { caption: 'Kept' });

    const tooLong = await patchCaption(collection, image.id, { caption: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('A caption may hold at most 200 characters.');
    expect((await patchCaption(collection, image.id, { caption: 42 })).statusCode).toBe(400);
    expect((await patchCaption(collection, image.id, {})).statusCode).toBe(400);
    expect((await patchCaption(collection, '00000000-0000-4000-8000-000000000000', { caption: 'Nope' })).statusCode).toBe(404);
    // Only the owner may caption.
    expect((await patchCaption(collection, image.id, { caption: 'Pro wrote this' }, who.pro.headers)).statusCode).toBe(403);
    expect((await galleryOf(collection)).images[0]!.caption).toBe('Kept');
  });

  it("shows a folder's first image as its cover until the owner picks another, and refuses pictures of other folders", async () => {
    const collection = await configureGallery(app, who.owner, 'Covered', 'Covered');
    const before = (await directory()).folders.find((folder) => folder.name === 'Folder Covered')!;
    expect(before.cover).toBeNull();

    const first = (await upload(app, who.owner, collection, await pngOf(20, 20), 'first.png', 'image/png')).json();
    const second = (await upload(app, who.owner, collection, await pngOf(30, 20), 'second.png', 'image/png')).json();
    let folder = (await directory()).folders.find((candidate) => candidate.id === before.id)!;
    // Media URLs are signed for whoever asks; the file they name is what must match.
    const file = (url: string) => url.split('?')[0];
    expect(folder.cover).toMatchObject({ imageId: first.id });
    expect(file(folder.cover!.thumb.url)).toBe(file(first.thumb.url));
    expect(folder.coverImageId).toBeNull();

    expect((await setCover(before.id, second.id)).statusCode).toBe(200);
    folder = (await directory()).folders.find((candidate) => candidate.id === before.id)!;
    expect(folder).toMatchObject({ coverImageId: second.id, cover: { imageId: second.id } });
    expect(file(folder.cover!.thumb.url)).toBe(file(second.thumb.url));

    const elsewhere = await configureGallery(app, who.owner, 'Elsewhere', 'Elsewhere');
    const stranger = (await upload(app, who.owner, elsewhere, await pngOf(20, 20), 'x.png', 'image/png')).json();
    const refused = await setCover(before.id, stranger.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('cover_not_in_folder');
    expect((await setCover(before.id, second.id, who.pro.headers)).statusCode).toBe(403);
    expect((await setCover('00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
    expect((await directory()).folders.find((candidate) => candidate.id === before.id)!.coverImageId).toBe(second.id);

    // Deleting the picked picture brings back the first image.
    await app.inject({ method: 'DELETE', url: `/api/galleries/${collection}/images/${second.id}`, headers: who.owner.headers });
    folder = (await directory()).folders.find((candidate) => candidate.id === before.id)!;
    expect(folder).toMatchObject({ coverImageId: null, cover: { imageId: first.id } });
  });
});
