import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { publishDueContent } from './calendar.service.js';

/** Schedules are whole minutes; a check this often shows an item within seconds of its time. */
const DUE_CHECK_MS = 5_000;

/** Publishes due items on every instance; the claim makes each item announced by one of them only (ADR 0131). */
export function publishingDueJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'scheduled publishing',
    firstAfterMs: 0,
    everyMs: DUE_CHECK_MS,
    run: async () => {
      const published = await publishDueContent(ctx);
      if (published > 0) log.info({ published }, 'published scheduled content');
    },
    failure: 'publishing scheduled content failed',
    log,
  });
}
