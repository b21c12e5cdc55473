import { mkdtempSync, readdirSync } from 'node:fs';
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

describe('safeFileName', () => {
  it('keeps a readable, safe name', () => {
    expect(safeFileName('My Photo (1).JPG')).toBe('My_Photo_1_.JPG');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('...')).toBe('file');
  });
});
