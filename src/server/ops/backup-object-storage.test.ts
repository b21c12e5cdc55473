import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../integrations/storage.js';
import { accounts, photo, upload } from '../test-support/gallery.js';
import { startS3TestServer, type S3TestServer } from '../test-support/s3-test-server.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { createBackup } from './backup.service.js';
import { restoreBackup } from './restore.service.js';

async function allFiles(storage: ObjectStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    const object = await storage.get(key);
    files[key] = `${object!.contentType} ${createHash('sha256').update(await buffer(object!.body)).digest('hex')}`;
  }
  return files;
}

/** Backups read and restores write the file store through ObjectStorage: the same archive moves between disk and bucket. */
describe('backup and restore with object storage', () => {
  let s3: S3TestServer;
  let folder: string;
  const apps: FastifyInstance[] = [];
  const site = async (env: Record<string, string> = {}) => {
    const app = await createTestApp(testConfig(env));
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    folder = mkdtempSync(path.join(tmpdir(), 'site-s3-backup-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up every object of a bucket and restores them into an empty bucket and onto local disk', async () => {
    const source = await site(s3.env);
    const owner = (await accounts(source, 'bk')).owner;
    expect((await upload(source, owner, 'gallery_pro', await photo(640, 480), 'Kept.jpg')).statusCode).toBe(201);
    await source.ctx.storage.put('notes/readme.txt', Buffer.from('hello'), 'text/plain');
    const sourceFiles = await allFiles(source.ctx.storage);
    expect(Object.keys(sourceFiles)).toHaveLength(4);

    const archive = path.join(folder, 'site.tar.gz');
    const manifest = await createBackup(source.ctx, archive);
    expect(Object.fromEntries(manifest.files.map((f) => [f.key, `${f.contentType} ${f.sha256}`]))).toEqual(sourceFiles);

    const intoBucket = await site({ ...s3.env, S3_BUCKET: await s3.createBucket() });
    expect(await allFiles(intoBucket.ctx.storage)).toEqual({});
    await restoreBackup(intoBucket.ctx, archive);
    expect(await allFiles(intoBucket.ctx.storage)).toEqual(sourceFiles);

    const ontoDisk = await site();
    await restoreBackup(ontoDisk.ctx, archive);
    expect(await allFiles(ontoDisk.ctx.storage)).toEqual(sourceFiles);
  }, 120_000);
});
