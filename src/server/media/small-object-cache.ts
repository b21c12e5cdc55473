import { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from '../integrations/storage.js';

/** Objects up to this size are kept: thumbnails, profile pictures, affiliate images. */
const MAX_OBJECT_BYTES = 256 * 1024;
/** The whole cache's ceiling; the least recently used objects leave first. */
const MAX_TOTAL_BYTES = 48 * 1024 * 1024;

/** The bytes behind a body this cache made, so a sender can skip the stream. */
const bufferOfBody = new WeakMap<Readable, Buffer>();
export const bufferedBytes = (body: Readable): Buffer | undefined => bufferOfBody.get(body);

function bodyOf(data: Buffer): Readable {
  const body = Readable.from([data]);
  bufferOfBody.set(body, data);
  return body;
}

interface Entry {
  data: Buffer;
  contentType: string;
}

/**
 * A store that keeps small objects in memory once read, so the media route
 * serves a grid of thumbnails without touching the disk (a stat, the content
 * type and the file, per fetch, otherwise). Stored keys never change content;
 * a put or delete through this store drops the key at once. Everything else
 * passes through to the store it wraps.
 */
export class SmallObjectCache implements ObjectStorage {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  /** Bumped by every put and delete, so a read that raced one is not kept. */
  private changes = 0;

  constructor(
    readonly inner: ObjectStorage,
    private readonly limits = { maxObjectBytes: MAX_OBJECT_BYTES, maxTotalBytes: MAX_TOTAL_BYTES },
  ) {}

  presignedGetUrl(key: string, expiresInSeconds: number): Promise<string | undefined> {
    return this.inner.presignedGetUrl(key, expiresInSeconds);
  }

  close(): void {
    this.inner.close();
  }

  /** How many objects are held (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.data.length;
  }

  private remember(key: string, entry: Entry): void {
    this.forget(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.data.length;
    for (const [oldest] of this.entries) {
      if (this.totalBytes <= this.limits.maxTotalBytes) break;
      this.forget(oldest);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.changes += 1;
    this.forget(key);
    await this.inner.put(key, body, contentType);
  }

  async delete(key: string): Promise<void> {
    this.changes += 1;
    this.forget(key);
    await this.inner.delete(key);
  }

  list(): AsyncIterable<string> {
    return this.inner.list();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used goes last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return { body: bodyOf(cached.data), size: cached.data.length, contentType: cached.contentType };
    }
    const changesBefore = this.changes;
    const object = await this.inner.get(key);
    if (!object || object.size > this.limits.maxObjectBytes) return object;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const entry = { data: Buffer.concat(chunks), contentType: object.contentType };
    if (this.changes === changesBefore) this.remember(key, entry);
    return { body: bodyOf(entry.data), size: entry.data.length, contentType: entry.contentType };
  }
}
