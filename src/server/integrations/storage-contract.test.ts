import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { startS3TestServer, type S3TestServer } from '../test-support/s3-test-server.js';
import { createS3Client, S3Storage } from './s3-storage.js';
import { createStorage } from './create-storage.js';
import type { ObjectStorage } from './storage.js';

/**
 * What every store promises the rest of the server, run on each kind of store:
 * local disk and a real S3-protocol server on loopback (never skipped: the
 * server is an npm package started by the test).
 */

async function keysOf(store: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

interface Kind {
  name: string;
  /** A new, empty store of this kind. */
  make(): Promise<ObjectStorage>;
}

let s3: S3TestServer;

const KINDS: Kind[] = [
  {
    name: 'local disk',
    make: () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storage-contract-')) })),
  },
  {
    name: 'S3 (s3rver on 127.0.0.1)',
    // A fresh bucket per store, so each test starts empty.
    make: async () => createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: await s3.createBucket() })),
  },
];

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3.close());

describe.each(KINDS)('object storage contract: $name', (kind) => {
  let store: ObjectStorage;
  beforeAll(async () => {
    store = await kind.make();
  });
  afterAll(() => store.close());

  it('gives back the same bytes, size and content type, and nothing once deleted', async () => {
    await store.put('galleries/gallery_pro/a1/original.jpg', EVERY_BYTE, 'image/jpeg');
    const object = await store.get('galleries/gallery_pro/a1/original.jpg');
    expect(object).toMatchObject({ size: 256, contentType: 'image/jpeg' });
    expect((await buffer(object!.body)).equals(EVERY_BYTE)).toBe(true);

    await store.delete('galleries/gallery_pro/a1/original.jpg');
    expect(await store.get('galleries/gallery_pro/a1/original.jpg')).toBeUndefined();
  });

  it('answers undefined for a key never stored, and deletes it without complaint', async () => {
    expect(await store.get('profile_images/nobody/1_me.webp')).toBeUndefined();
    await expect(store.delete('profile_images/nobody/1_me.webp')).resolves.toBeUndefined();
  });

  it('replaces an object written again under the same key', async () => {
    await store.put('notes/readme.txt', Buffer.from('first'), 'text/plain');
    await store.put('notes/readme.txt', Buffer.from('second, longer'), 'text/markdown');
    const object = await store.get('notes/readme.txt');
    expect(object).toMatchObject({ size: 14, contentType: 'text/markdown' });
    expect((await buffer(object!.body)).toString()).toBe('second, longer');
  });

  it('lists every stored key once, nested or not, and no longer lists deleted ones', async () => {
    const fresh = await kind.make();
    expect(await keysOf(fresh)).toEqual([]);
    for (const key of ['c.txt', 'a/b.bin', 'a/deeper/d.webp', 'gone.txt']) await fresh.put(key, Buffer.from(key), 'application/octet-stream');
    await fresh.delete('gone.txt');
    expect(await keysOf(fresh)).toEqual(['a/b.bin', 'a/deeper/d.webp', 'c.txt']);
    fresh.close();
  });

  it('refuses keys that could climb out of their place, before storing anything', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', 'a b', 'a?b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
      await expect(store.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(store.presignedGetUrl(key, 60)).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('presigned GET URLs', () => {
  it('are undefined on local disk, where the server sends the bytes itself', async () => {
    const local = await KINDS[0]!.make();
    await local.put('a/b.txt', Buffer.from('hi'), 'text/plain');
    expect(await local.presignedGetUrl('a/b.txt', 60)).toBeUndefined();
  });

  it('fetch the object from S3 without the server, for the lifetime asked (at most 7 days)', async () => {
    const store = await KINDS[1]!.make();
    await store.put('galleries/g/x/thumb.webp', EVERY_BYTE, 'image/webp');
    const url = new URL((await store.presignedGetUrl('galleries/g/x/thumb.webp', 300))!);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(EVERY_BYTE)).toBe(true);

    const longest = new URL((await store.presignedGetUrl('galleries/g/x/thumb.webp', 30 * 24 * 3600))!);
    expect(longest.searchParams.get('X-Amz-Expires')).toBe(String(7 * 24 * 3600));
    store.close();
  });
});

describe('S3 objects are private', () => {
  it('are written without any ACL, so they keep the private default of the bucket', async () => {
    const bucket = await s3.createBucket();
    const settings = loadConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: bucket }).storage;
    if (settings.kind !== 's3') throw new Error('expected S3 settings');
    const client = createS3Client(settings);
    const sent: Record<string, string>[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    const store = new S3Storage(client, bucket);
    await store.put('galleries/g/x/original.jpg', Buffer.from('x'), 'image/jpeg');
    expect(sent).toHaveLength(1);
    expect(sent[0]!['content-type']).toBe('image/jpeg');
    expect(Object.keys(sent[0]!).filter((name) => /acl|grant/i.test(name))).toEqual([]);
    store.close();
  });
});

describe('S3 listing', () => {
  it('goes past the first page of 1,000 keys (backups read every file through it)', async () => {
    const store = await KINDS[1]!.make();
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/${String(i).padStart(4, '0')}.txt`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, Buffer.from('x'), 'text/plain')));
    }
    expect(await keysOf(store)).toEqual(keys);
    store.close();
  }, 120_000);
});

describe('S3 unreachable', () => {
  it('fails every operation with 503 storage_unavailable, the address kept out of the message', async () => {
    const down = await startS3TestServer();
    const store = await createStorage(loadConfig({ NODE_ENV: 'test', ...down.env }));
    await down.close();
    const attempts: [string, () => Promise<unknown>][] = [
      ['put', () => store.put('a/b.txt', Buffer.from('x'), 'text/plain')],
      ['get', () => store.get('a/b.txt')],
      ['delete', () => store.delete('a/b.txt')],
      ['list', () => keysOf(store)],
    ];
    for (const [name, attempt] of attempts) {
      const error = await attempt().then(
        () => new Error(`${name} succeeded`),
        (caught: unknown) => caught,
      );
      expect(error, name).toBeInstanceOf(AppError);
      expect(error, name).toMatchObject({ statusCode: 503, code: 'storage_unavailable' });
      const { port } = new URL(down.endpoint);
      expect((error as AppError).message, name).not.toContain(port);
      expect((error as AppError).message, name).not.toContain('127.0.0.1');
    }
    store.close();
  });
});
