import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../errors.js';
import type { ObjectStorage, StoredObject } from '../integrations/storage.js';
import { IMAGE_CONTENT_TYPES } from './images.js';
import { markImage } from './viewer-mark.js';

/**
 * Where the copies and the mark key are recorded. The leaks feature keeps them
 * (it reads the same key to trace a copy) and hands this in, so media/ stays
 * below the features.
 */
export interface MarkedCopyRecords {
  /** The mark key, made on first use. */
  markKey(): Promise<string>;
  record(copy: { storageKey: string; viewerId: string; displayKey: string; bytes: number }): Promise<void>;
  touch(storageKeys: string[]): Promise<void>;
  /** The least recently used copies beyond `maxBytes` in all: the ones to evict. */
  beyond(maxBytes: number): Promise<string[]>;
  forget(storageKeys: string[]): Promise<void>;
}

/**
 * Where a member's copy is kept. A copy with their name in the corner is kept
 * under a name of its own, made from the name, so turning the visible mark on
 * or off, or a new username, never serves a copy made before.
 */
function markedCopyKey(viewerId: string, displayKey: string, label: string | undefined): string {
  if (label === undefined) return `marked/${viewerId}/${displayKey}.jpg`;
  return `marked/${viewerId}/${displayKey}.named-${createHash('sha256').update(label).digest('hex').slice(0, 16)}.jpg`;
}

/**
 * Members' marked copies of Pro display images: made on a member's first
 * request for a picture, kept in storage, so every later fetch costs what any
 * stored file costs. Uses are remembered in memory and written in batches;
 * beyond the size cap the least recently used copies are deleted (they are
 * made again, with the same mark, if asked for).
 */
export class MarkedCopies {
  private readonly used = new Set<string>();
  private key: Promise<string> | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly records: MarkedCopyRecords,
    private readonly maxBytes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The member's copy of a display image; with `label`, their name shows in its corner too. */
  async open(displayKey: string, viewerId: string, label?: string): Promise<StoredObject> {
    const storageKey = markedCopyKey(viewerId, displayKey, label);
    const cached = await this.storage.get(storageKey);
    if (cached) {
      this.used.add(storageKey);
      return cached;
    }
    const display = await this.storage.get(displayKey);
    if (!display) throw notFound('That file');
    const marked = await markImage(Buffer.concat(await display.body.toArray()), await this.markKey(), { userId: viewerId, imageKey: displayKey }, { label });
    await this.storage.put(storageKey, marked, IMAGE_CONTENT_TYPES.jpeg);
    await this.records.record({ storageKey, viewerId, displayKey, bytes: marked.length });
    void this.evict().catch((err: unknown) => this.log.warn({ err }, 'evicting marked copies failed'));
    return { body: Readable.from(marked), size: marked.length, contentType: IMAGE_CONTENT_TYPES.jpeg };
  }

  /** Writes the remembered uses (a background job calls this every minute and at shutdown). */
  async flush(): Promise<void> {
    const keys = [...this.used];
    this.used.clear();
    await this.records.touch(keys);
  }

  private markKey(): Promise<string> {
    this.key ??= this.records.markKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async evict(): Promise<void> {
    const beyond = await this.records.beyond(this.maxBytes);
    if (beyond.length === 0) return;
    await Promise.all(beyond.map((key) => this.storage.delete(key)));
    await this.records.forget(beyond);
  }
}
