import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryPage } from '../../../shared/features/gallery.schema.js';
import type { ServeLogList } from '../../../shared/features/leaks.schema.js';
import { multipartBody } from '../../test-support/multipart.js';
import { accounts, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { serveLogFlushJob } from './media-serve-log.job.js';
import { createServeLogBuffer, pruneServeLog } from './media-serve-log.service.js';
import { mediaServeLog } from './media.table.js';

/** The serve log: every display-size and original fetch, written in batches, kept MEDIA_SERVE_LOG_DAYS. */
describe('media serve log', () => {
  let app: FastifyInstance;
  let who: Accounts;
  const rows = () => app.ctx.database.db.select().from(mediaServeLog);

  beforeAll(async () => {
    app = await createTestApp(testConfig({ MEDIA_SERVE_LOG_DAYS: '30' }));
    who = await accounts(app, 'served');
    expect((await upload(app, who.owner, 'gallery', await pngOf(64, 48), 'p.png', 'image/png')).statusCode).toBe(201);
  });
  afterAll(async () => app.close());

  it('records display and original fetches (not thumbnails) once the buffer is flushed; the original is the owner’s alone', async () => {
    const page = (await app.inject({ url: '/api/galleries/gallery', headers: who.owner.headers })).json() as GalleryPage;
    const image = page.images[0]!;
    const before = (await rows()).length;
    for (const url of [image.thumb.url, image.display.url, image.url]) {
      const res = await app.inject({ url, headers: { 'user-agent': 'ServeLogTest/1.0' }, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    }
    // Nothing is written on the request path.
    expect((await rows()).length).toBe(before);
    await app.ctx.modules.flushPendingWrites();
    const logged = (await rows()).slice(before);
    expect(logged.map((row) => row.objectKey.split('/').pop()!.split('.')[0]).sort()).toEqual(['display', 'original']);
    for (const row of logged) {
      expect(row).toMatchObject({ viewerId: who.owner.id, clientAddress: '203.0.113.9', userAgent: 'ServeLogTest/1.0' });
      expect(Date.now() - row.servedAt.getTime()).toBeLessThan(60_000);
    }
  });

  it('names every kind of picture on the Police list: a profile picture is not "a picture since deleted"', async () => {
    const { payload, headers } = await multipartBody({ image: { data: await pngOf(40, 40), filename: 'me.png', type: 'image/png' } });
    const saved = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...who.pro.headers, ...headers }, payload });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ url: (saved.json() as { profile: { profileImage: string } }).profile.profileImage })).statusCode).toBe(200);
    await app.ctx.modules.flushPendingWrites();
    const list = (await app.inject({ url: '/api/admin/leaks/serve-log', headers: who.owner.headers })).json() as ServeLogList;
    expect(list.entries[0]).toMatchObject({ email: 'served-pro@example.com', pictureName: 'A profile picture', galleryName: 'Profiles' });
  });

  it("leaves the owner's own fetches off the Police list unless he asks for them", async () => {
    await app.ctx.modules.flushPendingWrites();
    const list = async (query: string) =>
      ((await app.inject({ url: `/api/admin/leaks/serve-log${query}`, headers: who.owner.headers })).json() as ServeLogList).entries.map((entry) => entry.userId);
    const shown = await list('?owner=shown');
    expect(shown).toContain(who.owner.id);
    const hidden = await list('');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden).not.toContain(who.owner.id);
    expect(hidden).toEqual(shown.filter((id) => id !== who.owner.id));
    expect((await app.inject({ url: '/api/admin/leaks/serve-log?owner=everyone', headers: who.owner.headers })).statusCode).toBe(400);
  });

  it('keeps the configured number of days and prunes what is older', async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = { viewerId: who.pro.id, clientAddress: '198.51.100.1', userAgent: 'x' };
    await app.ctx.database.db.insert(mediaServeLog).values([
      { ...base, objectKey: 'galleries/gallery/old/display.webp', servedAt: new Date(Date.now() - 31 * day) },
      { ...base, objectKey: 'galleries/gallery/recent/display.webp', servedAt: new Date(Date.now() - 29 * day) },
    ]);
    expect(await pruneServeLog(app.ctx)).toBe(1);
    const keys = (await rows()).map((row) => row.objectKey);
    expect(keys).toContain('galleries/gallery/recent/display.webp');
    expect(keys).not.toContain('galleries/gallery/old/display.webp');
  });

  it('writes what is still buffered when the app closes (the flush job stops)', async () => {
    const before = (await rows()).length;
    const buffer = createServeLogBuffer(app.ctx, app.log);
    buffer.record({ viewerId: who.pro.id, objectKey: 'galleries/gallery/closing/display.webp', servedAt: new Date(), clientAddress: '198.51.100.2', userAgent: undefined });
    expect(buffer.size).toBe(1);
    await serveLogFlushJob(buffer).stop();
    expect(buffer.size).toBe(0);
    expect((await rows()).slice(before)).toEqual([expect.objectContaining({ viewerId: who.pro.id, objectKey: 'galleries/gallery/closing/display.webp' })]);
  });
});
