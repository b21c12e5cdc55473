import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { deleteServeLogBefore, insertServeLogRows } from './media.repo.js';
import type { NewMediaServeLogRow } from './media.table.js';

/** A batch is written when this many fetches wait, or on the flush interval, or at shutdown. */
export const SERVE_LOG_BATCH_SIZE = 500;
/** Beyond this many waiting rows (the database is down), new ones are dropped rather than filling memory. */
const SERVE_LOG_MAX_WAITING = 20_000;
const USER_AGENT_LIMIT = 500;

export interface ServedFetch {
  viewerId: string;
  objectKey: string;
  servedAt: Date;
  clientAddress: string;
  userAgent: string | undefined;
}

/**
 * The serve log's buffer: the media route only appends to memory; batches go to
 * the database from here. A failed batch is put back once, so a short outage
 * loses nothing; a long one drops the overflow and says so in the log.
 */
export class ServeLogBuffer {
  private waiting: NewMediaServeLogRow[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Told after each written batch (the admins' Police tab lists the log live). */
    private readonly onWritten: (rows: number) => Promise<void> = async () => undefined,
  ) {}

  get size(): number {
    return this.waiting.length;
  }

  record(fetch: ServedFetch): void {
    if (this.waiting.length >= SERVE_LOG_MAX_WAITING) {
      this.log.warn({ objectKey: fetch.objectKey }, 'media serve log buffer full; fetch not logged');
      return;
    }
    this.waiting.push({ ...fetch, userAgent: (fetch.userAgent ?? '').slice(0, USER_AGENT_LIMIT) });
    if (this.waiting.length >= SERVE_LOG_BATCH_SIZE) void this.flush();
  }

  /** Writes everything waiting, batch by batch; stops at the first failed batch (it waits for the next flush). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    let written = true;
    while (written && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, SERVE_LOG_BATCH_SIZE);
      this.flushing = insertServeLogRows(this.db, batch).then(
        () => this.onWritten(batch.length).catch((err: unknown) => this.log.warn({ err }, 'serve log batch not announced')),
        (err: unknown) => {
          written = false;
          this.log.warn({ err, rows: batch.length }, 'media serve log batch not written; retrying later');
          this.waiting.unshift(...batch.slice(0, Math.max(0, SERVE_LOG_MAX_WAITING - this.waiting.length)));
        },
      );
      try {
        await this.flushing;
      } finally {
        this.flushing = undefined;
      }
    }
  }
}

/** The buffer of one app: the media route appends to it, its flush job and a leak trace write it out. */
export function createServeLogBuffer(ctx: AppContext, log: FastifyBaseLogger): ServeLogBuffer {
  return new ServeLogBuffer(ctx.database.db, log, (rows) => ctx.live.publish({ type: 'media.served', data: { rows } }, { kind: 'admins' }));
}

/** Removes serve-log rows older than the configured number of days; returns how many. */
export async function pruneServeLog(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.mediaServeLogDays * 24 * 60 * 60 * 1000);
  return deleteServeLogBefore(ctx.database.db, cutoff);
}
