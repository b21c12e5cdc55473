import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { catchUpWithProvider } from './payment-catch-up.service.js';

/** How often each instance asks for a pass; the lease lets one at a time run it. */
export const CATCH_UP_INTERVAL_MS = 5 * 60 * 1000;
/** The first pass soon after start: a payer whose webhook was lost in the crash that restarted us waits least. */
const FIRST_PASS_MS = 20 * 1000;

/** Runs the payment catch-up (payment-catch-up.service.ts) every few minutes. Tests call catchUpWithProvider directly. */
export function paymentCatchUpJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'payment-catch-up',
    firstAfterMs: FIRST_PASS_MS,
    everyMs: CATCH_UP_INTERVAL_MS,
    run: () => catchUpWithProvider(ctx, log),
    failure: 'payment catch-up failed',
    log,
  });
}
