import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { storageUnavailable } from '../../integrations/storage.js';
import { accounts, photo, upload, type Accounts } from '../../test-support/gallery.js';
import { fetchMedia, startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../../test-support/test-app.js';

/** Gallery images on object storage (S3_BUCKET set), served by an S3-protocol server on loopback. */

async function storedKeys(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of app.ctx.storage.list()) keys.push(key);
  return keys.sort();
}

function mediaUrls(image: { url: string; thumb: { url: string }; display: { url: string } }): string[] {
  return [image.url, image.thumb.url, image.display.url];
}

// Two instances need one database server that both reach; every server project has one (embedded or external).
describe.runIf(testDatabaseUrl)('two app instances, separate DATA_DIRs, one PostgreSQL and one bucket', () => {
  let s3: S3TestServer;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let who: Accounts;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // One site: the same database and session secret, so a session made on one is valid on the other.
    const shared = { ...s3.env, SESSION_SECRET: randomBytes(32).toString('hex'), ADMIN_EMAILS: 'owner@example.com' };
    const firstConfig = testConfig(shared);
    const secondConfig = { ...testConfig(shared), database: firstConfig.database };
    expect(secondConfig.dataDir).not.toBe(firstConfig.dataDir);
    first = await createTestApp(firstConfig);
    second = await buildApp(secondConfig);
    second.addHook('onClose', async () => rmSync(secondConfig.dataDir, { recursive: true, force: true }));
    await second.ready();
    who = await accounts(first, 'two');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('lists and serves through one instance an image uploaded through the other', async () => {
    const uploaded = await upload(first, who.owner, 'gallery_pro', await photo(900, 600), 'Shared.jpg');
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json();

    const listed = await second.inject({ url: '/api/galleries/gallery_pro', headers: who.pro.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().images.map((i: { id: string }) => i.id)).toContain(image.id);

    for (const url of mediaUrls(image)) {
      const fromFirst = await fetchMedia(first, url, who.pro.headers);
      const fromSecond = await fetchMedia(second, url, who.pro.headers);
      expect(fromSecond.statusCode, url).toBe(200);
      expect(fromSecond.contentType, url).toBe(fromFirst.contentType);
      expect(fromSecond.body.equals(fromFirst.body), url).toBe(true);
      expect(fromSecond.body.length, url).toBeGreaterThan(100);
    }
    // The files are in the bucket, on neither instance's disk.
    for (const app of [first, second]) expect(existsSync(path.join(app.ctx.config.dataDir, 'files'))).toBe(false);
    expect(await storedKeys(second)).toEqual(expect.arrayContaining([`galleries/gallery_pro/${image.id}/thumb.webp`]));
  });

  it('deletes through one instance what the other then no longer serves', async () => {
    const image = (await upload(second, who.owner, 'gallery_pro', await photo(300, 200), 'Gone.jpg')).json();
    expect((await fetchMedia(first, image.thumb.url, who.pro.headers)).statusCode).toBe(200);
    const removed = await first.inject({ method: 'DELETE', url: `/api/galleries/gallery_pro/images/${image.id}`, headers: who.owner.headers });
    expect(removed.statusCode).toBe(200);
    for (const url of mediaUrls(image)) expect((await fetchMedia(second, url, who.pro.headers)).statusCode).toBe(404);
    expect((await storedKeys(first)).filter((key) => key.includes(image.id))).toEqual([]);
  });
});

describe('object storage unreachable', () => {
  let s3: S3TestServer;
  let app: FastifyInstance;
  let who: Accounts;
  const imageIds = async () =>
    (await app.inject({ url: '/api/galleries/gallery_pro', headers: who.owner.headers })).json().images.map((i: { id: string }) => i.id);

  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await createTestApp(testConfig(s3.env));
    who = await accounts(app, 'down');
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('refuses an upload with 503 storage_unavailable and writes nothing: no row, no file', async () => {
    const before = { ids: await imageIds(), keys: await storedKeys(app) };
    await s3.stop();
    try {
      const res = await upload(app, who.owner, 'gallery_pro', await photo(600, 400), 'Lost.jpg');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'storage_unavailable', message: expect.stringMatching(/try again/i) });
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain(new URL(s3.endpoint).port);
      expect(await imageIds()).toEqual(before.ids);
    } finally {
      await s3.start();
    }
    expect(await storedKeys(app)).toEqual(before.keys);
    // And once the store is back, the same upload goes through.
    expect((await upload(app, who.owner, 'gallery_pro', await photo(600, 400), 'Found.jpg')).statusCode).toBe(201);
  });

  it('removes the files already written when the store goes away in the middle of an upload', async () => {
    const before = { ids: await imageIds(), keys: await storedKeys(app) };
    const storage = app.ctx.storage;
    const realPut = storage.put.bind(storage);
    let puts = 0;
    // The connection drops after the first of the three files (original, thumbnail, display size),
    // which are written side by side: the others may already be under way.
    storage.put = async (key, body, contentType) => {
      puts += 1;
      if (puts > 1) throw storageUnavailable(new Error('connection reset'));
      return realPut(key, body, contentType);
    };
    try {
      const res = await upload(app, who.owner, 'gallery_pro', await photo(500, 500), 'Half.jpg');
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('storage_unavailable');
    } finally {
      storage.put = realPut;
    }
    expect(puts).toBeGreaterThanOrEqual(2);
    expect(await imageIds()).toEqual(before.ids);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  it('answers 503 for a stored image it must read while the store is down, without its address, and serves it again after', async () => {
    await upload(app, who.owner, 'gallery_pro', await photo(400, 300), 'Served.jpg');
    // A member's Pro display size is their marked copy, which the app reads from the store itself
    // (other files are answered with a redirect to the store, without the app reading them).
    const listed = (await app.inject({ url: '/api/galleries/gallery_pro', headers: who.pro.headers })).json();
    const display = listed.images[0].display.url as string;
    await s3.stop();
    try {
      const res = await app.inject({ url: display, headers: who.pro.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('storage_unavailable');
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain(new URL(s3.endpoint).port);
      expect(res.body).not.toMatch(/ECONNREFUSED|s3/i);
    } finally {
      await s3.start();
    }
    expect((await fetchMedia(app, display, who.pro.headers)).statusCode).toBe(200);
  });
});
