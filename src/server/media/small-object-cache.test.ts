import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDiskStorage } from '../integrations/storage.js';
import { SmallObjectCache } from './small-object-cache.js';

describe('small object cache', () => {
  const folders: string[] = [];
  const disk = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'small-cache-'));
    folders.push(folder);
    return new LocalDiskStorage(folder);
  };
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('reads a small object from disk once, then from memory, with the same bytes and type', async () => {
    const inner = disk();
    const cache = new SmallObjectCache(inner);
    await cache.put('a/thumb.webp', Buffer.from('thumb bytes'), 'image/webp');
    const read = vi.spyOn(inner, 'get');
    for (let i = 0; i < 3; i += 1) {
      const object = (await cache.get('a/thumb.webp'))!;
      expect(object).toMatchObject({ size: 11, contentType: 'image/webp' });
      expect(await text(object.body)).toBe('thumb bytes');
    }
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets an object the moment it is deleted or replaced', async () => {
    const cache = new SmallObjectCache(disk());
    await cache.put('a/display.webp', Buffer.from('one'), 'image/webp');
    await cache.get('a/display.webp');
    await cache.put('a/display.webp', Buffer.from('two'), 'image/webp');
    expect(await text((await cache.get('a/display.webp'))!.body)).toBe('two');
    await cache.delete('a/display.webp');
    expect(await cache.get('a/display.webp')).toBeUndefined();
  });

  it('keeps large objects on disk and stays under its byte ceiling, oldest out first', async () => {
    const inner = disk();
    const cache = new SmallObjectCache(inner, { maxObjectBytes: 10, maxTotalBytes: 20 });
    await cache.put('big', Buffer.alloc(11), 'application/octet-stream');
    await cache.get('big');
    expect(cache.size).toBe(0);
    for (const key of ['k1', 'k2', 'k3']) {
      await cache.put(key, Buffer.alloc(8), 'application/octet-stream');
      await cache.get(key);
    }
    expect(cache.size).toBe(2);
    const read = vi.spyOn(inner, 'get');
    await cache.get('k1');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('passes a presigning store’s URLs through, and has none over local disk', async () => {
    expect(await new SmallObjectCache(disk()).presignedGetUrl('a/b.webp', 60)).toBeUndefined();
    const inner = Object.assign(disk(), { presignedGetUrl: async (key: string, seconds: number) => `https://bucket.example/${key}?e=${seconds}` });
    expect(await new SmallObjectCache(inner).presignedGetUrl('a/b.webp', 60)).toBe('https://bucket.example/a/b.webp?e=60');
  });
});
