import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage, safeFileName } from './storage.js';

const storage = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
  return { root, store: new LocalDiskStorage(root) };
};

describe('LocalDiskStorage', () => {
  it('stores, reads back with its content type, and deletes', async () => {
    const { store } = storage();
    await store.put('profile_images/u1/1700000000_me.webp', Buffer.from('bytes'), 'image/webp');
    const object = await store.get('profile_images/u1/1700000000_me.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(5);
    expect(await text(object!.body)).toBe('bytes');
    await store.delete('profile_images/u1/1700000000_me.webp');
    expect(await store.get('profile_images/u1/1700000000_me.webp')).toBeUndefined();
  });

  it('refuses keys that climb out of its folder', async () => {
    const { store } = storage();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('leaves no temporary files behind', async () => {
    const { root, store } = storage();
    await store.put('a/b.bin', Buffer.alloc(1024), 'application/octet-stream');
    expect(readdirSync(path.join(root, 'a')).sort()).toEqual(['b.bin', 'b.bin.content-type']);
  });
});

describe('LocalDiskStorage.list', () => {
  it('lists every stored key, without content-type companions or unfinished writes', async () => {
    const { root, store } = storage();
    await store.put('a/b.bin', Buffer.from('1'), 'application/octet-stream');
    await store.put('c.txt', Buffer.from('2'), 'text/plain');
    writeFileSync(path.join(root, 'a', 'b.bin.0123456789ab.tmp'), 'half');
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys.sort()).toEqual(['a/b.bin', 'c.txt']);
  });

  it('lists nothing for a store that has never been written', async () => {
    const store = new LocalDiskStorage(path.join(tmpdir(), 'storage-never-written-folder'));
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys).toEqual([]);
  });
});

describe('safeFileName', () => {
  it('keeps a readable, safe name', () => {
    expect(safeFileName('My Photo (1).JPG')).toBe('My_Photo_1_.JPG');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('...')).toBe('file');
  });
});

describe('LocalDiskStorage.sweepTemporaryFiles', () => {
  it('removes old temporary files a crashed write left, and nothing else', async () => {
    const { root, store } = storage();
    await store.put('gallery/a.webp', Buffer.from('kept'), 'image/webp');
    const folder = path.join(root, 'gallery');
    const leftovers = ['a.webp.0123456789ab.tmp', 'a.webp.0123456789ab.tmp.content-type'];
    for (const name of [...leftovers, 'b.webp.fedcba987654.tmp']) writeFileSync(path.join(folder, name), 'partial');
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of leftovers) utimesSync(path.join(folder, name), longAgo, longAgo);

    expect(await store.sweepTemporaryFiles(new Date(Date.now() - 10 * 60 * 1000))).toBe(2);
    // The young one may be a write under way in another instance.
    expect(readdirSync(folder).sort()).toEqual(['a.webp', 'a.webp.content-type', 'b.webp.fedcba987654.tmp']);
  });

  it('does nothing before anything was stored', async () => {
    const { root } = storage();
    expect(await new LocalDiskStorage(path.join(root, 'not-yet')).sweepTemporaryFiles(new Date())).toBe(0);
  });
});
