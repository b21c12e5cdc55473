import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '../../../shared/features/gallery.schema.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';

const UNKNOWN_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

describe('galleries', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let sunsets: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'gal');
    sunsets = await configureGallery(app, who.owner, 'My Sunsets', 'Sunsets at Sea');
  });
  afterAll(async () => app.close());

  it('names a configured collection gallery_ + the id lowercased with spaces as underscores', async () => {
    expect(sunsets).toBe('gallery_my_sunsets');
    const page = (await get('/api/galleries/gallery_my_sunsets', who.pro.headers)).json();
    expect(page).toMatchObject({ collectionName: 'gallery_my_sunsets', title: 'Sunsets at Sea', totalLikes: 0, images: [] });
  });

  it('refuses visitors on every gallery route with 401', async () => {
    const visitor = sameOriginHeaders(app);
    const id = UNKNOWN_ID;
    const attempts = [
      get('/api/galleries'),
      get('/api/galleries/gallery'),
      send('POST', '/api/gallery-folders', visitor, { name: 'x' }),
      send('POST', '/api/gallery-configs', visitor, { displayTitle: 'x', galleryId: 'x', folderId: id }),
      send('POST', `/api/galleries/gallery/images/${id}/like`, visitor),
      send('DELETE', `/api/galleries/gallery/images/${id}`, visitor),
      send('PUT', `/api/galleries/${sunsets}/name`, visitor, { name: 'x' }),
      send('PUT', `/api/galleries/${sunsets}/order`, visitor, { items: [{ id, displayOrder: 1 }] }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(401);
    // Media needs no session but a signed URL, which only the gallery list hands out.
    expect((await get(`/api/media/galleries/gallery/${id}/thumb.webp`)).statusCode).toBe(403);
  });

  it('shows Basic users the teasers only: every Pro gallery is 403', async () => {
    expect((await get('/api/galleries/gallery', who.basic.headers)).statusCode).toBe(200);
    for (const url of ['/api/galleries', '/api/galleries/gallery_pro', `/api/galleries/${sunsets}`]) {
      expect((await get(url, who.basic.headers)).statusCode).toBe(403);
    }
  });

  it('keeps managing to admins: 403 for a Pro user', async () => {
    const id = UNKNOWN_ID;
    const attempts = [
      send('POST', '/api/gallery-folders', who.pro.headers, { name: 'x' }),
      send('POST', '/api/gallery-configs', who.pro.headers, { displayTitle: 'x', galleryId: 'x', folderId: id }),
      send('DELETE', `/api/galleries/gallery/images/${id}`, who.pro.headers),
      send('PUT', `/api/galleries/${sunsets}/name`, who.pro.headers, { name: 'x' }),
      send('PUT', `/api/galleries/${sunsets}/order`, who.pro.headers, { items: [{ id, displayOrder: 1 }] }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown gallery or image, 400 for a malformed name', async () => {
    expect((await get('/api/galleries/gallery_nothing_here', who.pro.headers)).statusCode).toBe(404);
    expect((await get('/api/galleries/not-a-gallery', who.pro.headers)).statusCode).toBe(400);
    expect((await send('POST', `/api/galleries/gallery/images/${UNKNOWN_ID}/like`, who.basic.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/galleries/gallery/images/${UNKNOWN_ID}`, who.owner.headers)).statusCode).toBe(404);
    expect((await send('PUT', '/api/galleries/gallery_nothing_here/name', who.owner.headers, { name: 'x' })).statusCode).toBe(404);
  });

  it('requires a folder name, and display name, gallery id and folder for a gallery', async () => {
    const folder = await send('POST', '/api/gallery-folders', who.owner.headers, { name: '   ' });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().issues[0].message).toBe(GALLERY_MESSAGES.folderNameRequired);
    for (const payload of [{ displayTitle: '', galleryId: 'a', folderId: UNKNOWN_ID }, { displayTitle: 'A', galleryId: ' ', folderId: UNKNOWN_ID }, { displayTitle: 'A', galleryId: 'a' }]) {
      const res = await send('POST', '/api/gallery-configs', who.owner.headers, payload);
      expect(res.statusCode).toBe(400);
    }
    const noFolder = await send('POST', '/api/gallery-configs', who.owner.headers, { displayTitle: 'A', galleryId: 'a', folderId: UNKNOWN_ID });
    expect(noFolder.statusCode).toBe(404);
    const again = await send('POST', '/api/gallery-configs', who.owner.headers, { displayTitle: 'B', galleryId: 'MY sunsets', folderId: (await get('/api/galleries', who.owner.headers)).json().folders[0].id });
    expect(again.statusCode).toBe(409);
  });

  it('lists folders with their gallery count and total likes', async () => {
    const directory = (await get('/api/galleries', who.pro.headers)).json();
    const folder = directory.folders.find((f: { name: string }) => f.name === 'Folder My Sunsets');
    expect(folder).toMatchObject({ galleryCount: 1, totalLikes: 0 });
    expect(directory.galleries).toEqual([expect.objectContaining({ collectionName: sunsets, displayTitle: 'Sunsets at Sea', folderId: folder.id })]);
  });

  it('renames with a trimmed, non-empty name', async () => {
    const blank = await send('PUT', `/api/galleries/${sunsets}/name`, who.owner.headers, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe(GALLERY_MESSAGES.nameRequired);
    expect((await send('PUT', `/api/galleries/${sunsets}/name`, who.owner.headers, { name: '  Golden Hour  ' })).statusCode).toBe(200);
    expect((await get(`/api/galleries/${sunsets}`, who.pro.headers)).json().title).toBe('Golden Hour');
  });

  it('puts new images after the highest order, reorders them, and lists teasers newest first', async () => {
    const ids: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) {
      const res = await upload(app, who.owner, sunsets, await pngOf(40, 30), name, 'image/png');
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const orders = (await get(`/api/galleries/${sunsets}`, who.pro.headers)).json().images.map((i: { displayOrder: number }) => i.displayOrder);
    expect(orders).toEqual([0, 1, 2]);

    const bad = await send('PUT', `/api/galleries/${sunsets}/order`, who.owner.headers, { items: [{ id: ids[0], displayOrder: -1 }] });
    expect(bad.statusCode).toBe(400);
    const reorder = [{ id: ids[2]!, displayOrder: 0 }, { id: ids[0]!, displayOrder: 1 }, { id: ids[1]!, displayOrder: 2 }];
    expect((await send('PUT', `/api/galleries/${sunsets}/order`, who.owner.headers, { items: reorder })).statusCode).toBe(200);
    const names = (await get(`/api/galleries/${sunsets}`, who.pro.headers)).json().images.map((i: { filename: string }) => i.filename);
    expect(names).toEqual(['c.png', 'a.png', 'b.png']);
    const next = await upload(app, who.owner, sunsets, await pngOf(40, 30), 'd.png', 'image/png');
    expect(next.json().displayOrder).toBe(3);

    for (const name of ['old.png', 'new.png']) await upload(app, who.owner, 'gallery', await pngOf(20, 20), name, 'image/png');
    const teasers = (await get('/api/galleries/gallery', who.basic.headers)).json().images.map((i: { filename: string }) => i.filename);
    expect(teasers).toEqual(['new.png', 'old.png']);
  });

  it('likes and unlikes, reversing everything; deleting an image removes its files and likes', async () => {
    const image = (await get(`/api/galleries/${sunsets}`, who.pro.headers)).json().images[0];
    const like = await send('POST', `/api/galleries/${sunsets}/images/${image.id}/like`, who.pro.headers);
    expect(like.json()).toEqual({ liked: true, likes: 1, totalLikes: 1 });
    await send('POST', `/api/galleries/${sunsets}/images/${image.id}/like`, who.owner.headers);
    const page = (await get(`/api/galleries/${sunsets}`, who.pro.headers)).json();
    expect(page.totalLikes).toBe(2);
    expect(page.images[0]).toMatchObject({ likes: 2, likedByMe: true });
    const unlike = await send('POST', `/api/galleries/${sunsets}/images/${image.id}/like`, who.pro.headers);
    expect(unlike.json()).toEqual({ liked: false, likes: 1, totalLikes: 1 });
    expect((await get(`/api/galleries/${sunsets}`, who.pro.headers)).json().images[0].likedByMe).toBe(false);
    // A Basic user cannot like a Pro image.
    expect((await send('POST', `/api/galleries/${sunsets}/images/${image.id}/like`, who.basic.headers)).statusCode).toBe(403);

    const filesOf = () => {
      const folder = path.join(app.ctx.config.dataDir, 'files', 'galleries', sunsets, image.id);
      return existsSync(folder) ? readdirSync(folder) : [];
    };
    expect(filesOf().length).toBeGreaterThan(0);
    const removed = await send('DELETE', `/api/galleries/${sunsets}/images/${image.id}`, who.owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(filesOf()).toEqual([]);
    for (const url of [image.url, image.thumb.url, image.display.url]) expect((await get(url, who.owner.headers)).statusCode).toBe(404);
    const after = (await get(`/api/galleries/${sunsets}`, who.pro.headers)).json();
    expect(after.totalLikes).toBe(0);
    expect(after.images.map((i: { id: string }) => i.id)).not.toContain(image.id);
    expect((await get('/api/galleries', who.pro.headers)).json().folders.find((f: { galleryCount: number }) => f.galleryCount === 1).totalLikes).toBe(0);
  });
});
