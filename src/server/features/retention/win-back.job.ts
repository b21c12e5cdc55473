import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { sendDueWinBacks } from './win-back.service.js';

/** How often lapsed members are looked for: the e-mail goes out within this long of the owner's day. */
const WIN_BACK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Queues the win-back e-mails that are due. Every instance may run it (each member's one
 * e-mail is claimed by a unique row). Tests call sendDueWinBacks directly instead of waiting.
 */
export function winBackJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'win-back',
    firstAfterMs: 60 * 1000,
    everyMs: WIN_BACK_INTERVAL_MS,
    run: () => sendDueWinBacks(ctx, log),
    failure: 'queuing win-back e-mails failed',
    log,
  });
}
