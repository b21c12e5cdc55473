import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { pruneServeLog, type ServeLogBuffer } from './media-serve-log.service.js';

const FLUSH_EVERY_MS = 5_000;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_PRUNE_AFTER_MS = 60_000;

/** Writes the buffered serve log every few seconds, and what is left when the app closes. */
export function serveLogFlushJob(buffer: ServeLogBuffer): BackgroundJob {
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'media-serve-log-flush',
    start() {
      timer = setInterval(() => void buffer.flush(), FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await buffer.flush();
    },
  };
}

/** Deletes serve-log rows past their keeping time (MEDIA_SERVE_LOG_DAYS); every instance may run it, deleting twice is harmless. */
export function serveLogPruneJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'media-serve-log-prune',
    firstAfterMs: FIRST_PRUNE_AFTER_MS,
    everyMs: PRUNE_EVERY_MS,
    run: async () => {
      const removed = await pruneServeLog(ctx);
      if (removed > 0) log.info({ removed }, 'old media serve log rows removed');
    },
    failure: 'pruning the media serve log failed',
    log,
  });
}
