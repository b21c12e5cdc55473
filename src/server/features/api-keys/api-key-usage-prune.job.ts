import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { pruneKeyUsage } from './api-keys.service.js';

const FIRST_PRUNE_AFTER_MS = 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes usage-log rows older than 30 days; every instance may run it, deleting twice is harmless. */
export function apiKeyUsagePruneJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  const run = async () => {
    try {
      const removed = await pruneKeyUsage(ctx);
      if (removed > 0) log.info({ removed }, 'old API key usage rows removed');
    } catch (err) {
      log.error({ err }, 'pruning the API key usage log failed');
    }
  };
  let timers: NodeJS.Timeout[] = [];
  return {
    name: 'api-key-usage-prune',
    start() {
      timers = [setTimeout(() => void run(), FIRST_PRUNE_AFTER_MS), setInterval(() => void run(), PRUNE_EVERY_MS)];
      timers.forEach((t) => t.unref());
    },
    stop() {
      timers.forEach((t) => clearTimeout(t));
      timers = [];
    },
  };
}
