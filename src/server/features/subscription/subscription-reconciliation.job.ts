import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
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
  return periodicJob({
    name: 'subscription-reconciliation',
    firstAfterMs: FIRST_RUN_MS,
    everyMs: DAY_MS,
    run: () => reconcileAll(ctx, log),
    failure: 'subscription reconciliation failed',
    log,
  });
}
