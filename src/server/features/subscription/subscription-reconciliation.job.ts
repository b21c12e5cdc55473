import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { reconcileAll } from './subscription.sync.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The first run waits a little, so start-up is not slowed by provider calls,
 * but not long: a payer whose webhook was lost in a crash must not stay Basic.
 */
export const FIRST_RUN_MS = 30 * 1000;

/**
 * The daily reconciliation: every subscription re-read from the provider, drift
 * fixed and logged. It is idempotent, so two instances running it only repeat
 * reads. Tests call reconcileAll directly instead of waiting for the timer.
 */
export function reconciliationJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  const run = () => void reconcileAll(ctx, log).catch((err: unknown) => log.error({ err }, 'subscription reconciliation failed'));
  let timers: NodeJS.Timeout[] = [];
  return {
    name: 'subscription-reconciliation',
    start() {
      timers = [setTimeout(run, FIRST_RUN_MS), setInterval(run, DAY_MS)];
      timers.forEach((timer) => timer.unref());
    },
    stop() {
      // clearTimeout clears intervals too.
      timers.forEach((timer) => clearTimeout(timer));
      timers = [];
    },
  };
}
