import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import type { StoredObject } from '../../integrations/storage.js';
import { markImage } from '../../media/viewer-mark.js';
import { forgetMarkedCopies, markedCopiesBeyond, markKey, recordMarkedCopy, touchMarkedCopies } from './leaks.repo.js';

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
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The member's copy of a display image; with `label`, their name shows in its corner too. */
  async open(displayKey: string, viewerId: string, label?: string): Promise<StoredObject> {
    const storageKey = markedCopyKey(viewerId, displayKey, label);
    const cached = await this.ctx.storage.get(storageKey);
    if (cached) {
      this.used.add(storageKey);
      return cached;
    }
    const display = await this.ctx.storage.get(displayKey);
    if (!display) throw notFound('That file');
    const marked = await markImage(Buffer.concat(await display.body.toArray()), await this.markKey(), { userId: viewerId, imageKey: displayKey }, { label });
    await this.ctx.storage.put(storageKey, marked, 'image/jpeg');
    await recordMarkedCopy(this.ctx.database.db, { storageKey, viewerId, displayKey, bytes: marked.length });
    void this.evict().catch((err: unknown) => this.log.warn({ err }, 'evicting marked copies failed'));
    return { body: Readable.from(marked), size: marked.length, contentType: 'image/jpeg' };
  }

  /** Writes the remembered uses (a background job calls this every minute and at shutdown). */
  async flush(): Promise<void> {
    const keys = [...this.used];
    this.used.clear();
    await touchMarkedCopies(this.ctx.database.db, keys);
  }

  private markKey(): Promise<string> {
    this.key ??= markKey(this.ctx.database.db).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async evict(): Promise<void> {
    const { db } = this.ctx.database;
    const beyond = await markedCopiesBeyond(db, this.ctx.config.markedCopiesMaxBytes);
    if (beyond.length === 0) return;
    await Promise.all(beyond.map((key) => this.ctx.storage.delete(key)));
    await forgetMarkedCopies(db, beyond);
  }
}

const instances = new WeakMap<AppContext, MarkedCopies>();

/** The marked copies of this app: shared by the media route and the job that writes their uses. */
export function markedCopiesOf(ctx: AppContext, log: FastifyBaseLogger): MarkedCopies {
  let copies = instances.get(ctx);
  if (!copies) {
    copies = new MarkedCopies(ctx, log);
    instances.set(ctx, copies);
  }
  return copies;
}
