import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { expireDueGrants } from './complimentary.service.js';

/** How often ended grants are looked for: a member turns Basic within this long of the end date. */
export const COMPLIMENTARY_EXPIRY_INTERVAL_MS = 60 * 1000;

/**
 * Turns members whose complimentary Pro has ended Basic again. Every instance
 * may run it (each grant ends once, under its member's row lock). Tests call
 * expireDueGrants directly instead of waiting for the timer.
 */
export function complimentaryExpiryJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'complimentary-expiry',
    firstAfterMs: 0,
    everyMs: COMPLIMENTARY_EXPIRY_INTERVAL_MS,
    run: () => expireDueGrants(ctx, log),
    failure: 'ending complimentary grants failed',
    log,
  });
}
