import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { sweepTemporaryFiles } from '../../media/temporary-file-sweep.js';
import { sweepAbandonedFiles } from './media-files.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** One pass: temporary files of interrupted writes, then files of interrupted uploads and deletes. */
export async function sweepLeftoverFiles(ctx: AppContext, now = new Date()): Promise<{ temporary: number; abandoned: number }> {
  const temporary = await sweepTemporaryFiles(ctx.storage, now);
  const abandoned = await sweepAbandonedFiles(ctx, now);
  return { temporary, abandoned };
}

/** Sweeps at start and hourly, on every instance (each pass is safe to repeat). */
export function leftoverFileSweepJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'leftover file sweep',
    firstAfterMs: 0,
    everyMs: HOUR_MS,
    run: async () => {
      const removed = await sweepLeftoverFiles(ctx);
      if (removed.temporary + removed.abandoned > 0) log.info(removed, 'removed files left by interrupted uploads');
    },
    failure: 'sweeping leftover upload files failed',
    log,
  });
}
