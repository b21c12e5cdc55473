import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { pruneKeyUsage } from './api-keys.service.js';

const FIRST_PRUNE_AFTER_MS = 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes usage-log rows older than 30 days; every instance may run it, deleting twice is harmless. */
export function apiKeyUsagePruneJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'api-key-usage-prune',
    firstAfterMs: FIRST_PRUNE_AFTER_MS,
    everyMs: PRUNE_EVERY_MS,
    run: async () => {
      const removed = await pruneKeyUsage(ctx);
      if (removed > 0) log.info({ removed }, 'old API key usage rows removed');
    },
    failure: 'pruning the API key usage log failed',
    log,
  });
}
