import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { addDays, dayOf } from './analytics-days.service.js';
import { recordDay } from './analytics.service.js';

/** Often enough that a restarted or late instance still writes yesterday's record early in the day. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 30_000;

/** One run of the job: yesterday's record, unless it exists. Returns the day when this call wrote it. */
export async function recordYesterday(db: Db, now = new Date()): Promise<string | null> {
  const day = addDays(dayOf(now), -1);
  return (await recordDay(db, day)) ? day : null;
}

/**
 * Writes yesterday's analytics record (SPEC §3) once a day. Every instance runs
 * this timer; the record's date key makes only one write count, so two
 * instances still write each day once.
 */
export function dailyAnalyticsJob(db: Db, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'daily-analytics',
    firstAfterMs: FIRST_CHECK_AFTER_MS,
    everyMs: CHECK_EVERY_MS,
    run: async () => {
      const written = await recordYesterday(db);
      if (written) log.info({ day: written }, 'daily analytics recorded');
    },
    failure: 'daily analytics failed',
    log,
  });
}
