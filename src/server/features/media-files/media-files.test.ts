import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, photo, upload, type Accounts } from '../../test-support/gallery.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { sweepLeftoverFiles } from './media-files-sweep.job.js';
import { ABANDONED_AFTER_MS, writeFilesThenRecord } from './media-files.service.js';
import { recordPendingFiles } from './media-files.repo.js';
import { pendingFileWrites } from './media-files.table.js';

const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);
const later = () => new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);

/** A crashed or failed upload leaves nothing: no row without files, no files without a row. */
describe('files of interrupted uploads', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let filesDir: string;
  const galleryFiles = () => filesUnder(path.join(filesDir, 'galleries'));
  const listed = async () => (await app.inject({ url: '/api/galleries/gallery_pro', headers: who.owner.headers })).json().images.length as number;
  const pending = () => app.ctx.database.db.select().from(pendingFileWrites);

  // A temporary file of a write killed mid-way, there before the app starts.
  const config = testConfig();
  const leftBeforeStart = path.join(config.dataDir, 'files', 'galleries', 'gallery_pro', 'crashed', 'original.jpg.0123456789ab.tmp');
  mkdirSync(path.dirname(leftBeforeStart), { recursive: true });
  writeFileSync(leftBeforeStart, 'half a photo');
  utimesSync(leftBeforeStart, HOUR_AGO, HOUR_AGO);

  beforeAll(async () => {
    app = await createTestApp(config);
    filesDir = path.join(app.ctx.config.dataDir, 'files');
    who = await accounts(app, 'mf');
  });
  afterAll(async () => app.close());

  it('sweeps temporary files left by a crash when the app starts', async () => {
    for (let i = 0; i < 50 && existsSync(leftBeforeStart); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(leftBeforeStart)).toBe(false);
  });

  it('keeps a temporary file young enough to be a write under way', async () => {
    const fresh = path.join(filesDir, 'galleries', 'gallery_pro', 'busy', 'thumb.webp.ba9876543210.tmp');
    mkdirSync(path.dirname(fresh), { recursive: true });
    writeFileSync(fresh, 'being written');
    expect((await sweepLeftoverFiles(app.ctx)).temporary).toBe(0);
    expect(existsSync(fresh)).toBe(true);
    utimesSync(fresh, HOUR_AGO, HOUR_AGO);
    expect((await sweepLeftoverFiles(app.ctx)).temporary).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  });

  it('removes every file written when a storage write fails, and records no image', async () => {
    const before = await listed();
    const storage = app.ctx.storage;
    const put = storage.put.bind(storage);
    storage.put = async (key, body, type) => {
      if (key.endsWith('/display.webp')) throw new Error('disk full');
      return put(key, body, type);
    };
    try {
      const res = await upload(app, who.owner, 'gallery_pro', await photo(900, 600), 'full-disk.jpg');
      expect(res.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(galleryFiles()).toEqual([]);
    expect(await listed()).toBe(before);
    expect(await pending()).toEqual([]);
  });

  it('removes the files when the row cannot be written', async () => {
    const keys = ['galleries/gallery_pro/no-row/original.jpg', 'galleries/gallery_pro/no-row/thumb.webp'];
    const write = async () => {
      for (const key of keys) await app.ctx.storage.put(key, Buffer.from('bytes'), 'image/jpeg');
    };
    await expect(
      writeFilesThenRecord(app.ctx, keys, write, async () => {
        throw new Error('database refused the row');
      }),
    ).rejects.toThrow('database refused the row');
    expect(galleryFiles()).toEqual([]);
    expect(await pending()).toEqual([]);
  });

  it('sweeps the files of an upload killed between its files and its row, and only once it is old', async () => {
    const keys = ['galleries/gallery_pro/killed/original.jpg', 'galleries/gallery_pro/killed/thumb.webp'];
    // What a kill -9 after the files and before the row leaves: the pending record (committed
    // before any write) and the files, and no row.
    await recordPendingFiles(app.ctx.database.db, keys);
    for (const key of keys) await app.ctx.storage.put(key, Buffer.from('bytes'), 'image/jpeg');
    expect(galleryFiles().sort()).toEqual(['original.jpg', 'original.jpg.content-type', 'thumb.webp', 'thumb.webp.content-type']);

    expect((await sweepLeftoverFiles(app.ctx)).abandoned).toBe(0); // young: maybe still under way
    expect(galleryFiles()).toHaveLength(4);
    expect((await sweepLeftoverFiles(app.ctx, later())).abandoned).toBe(2);
    expect(galleryFiles()).toEqual([]);
    expect(await pending()).toEqual([]);
  });

  it('sweeps the files of a delete that stopped after its row went', async () => {
    const res = await upload(app, who.owner, 'gallery_pro', await photo(900, 600), 'going.jpg');
    expect(res.statusCode).toBe(201);
    const before = galleryFiles().length;
    expect(before).toBeGreaterThan(0);
    // The row goes; then removing its files fails, as a kill at that moment would leave them.
    const storage = app.ctx.storage;
    const remove = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('killed');
    };
    try {
      const del = await app.inject({ method: 'DELETE', url: `/api/galleries/gallery_pro/images/${res.json().id}`, headers: who.owner.headers });
      expect(del.statusCode).toBe(500);
    } finally {
      storage.delete = remove;
    }
    expect(await listed()).toBe(0);
    expect(galleryFiles()).toHaveLength(before);
    expect((await sweepLeftoverFiles(app.ctx, later())).abandoned).toBeGreaterThanOrEqual(3);
    expect(galleryFiles()).toEqual([]);
    expect(await pending()).toEqual([]);
  });

  it('leaves the files of a finished upload alone', async () => {
    const res = await upload(app, who.owner, 'gallery_pro', await photo(900, 600), 'kept.jpg');
    expect(res.statusCode).toBe(201);
    const files = galleryFiles();
    expect(await sweepLeftoverFiles(app.ctx, later())).toEqual({ temporary: 0, abandoned: 0 });
    expect(galleryFiles()).toEqual(files);
    const served = await app.inject({ url: res.json().thumb.url, headers: who.pro.headers });
    expect(served.statusCode).toBe(200);
  });
});
