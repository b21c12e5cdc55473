import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJob } from './feature-module.js';

export interface PeriodicWork {
  name: string;
  /** The first run after start (0: at once), then one every `everyMs`. */
  firstAfterMs: number;
  everyMs: number;
  run(): Promise<unknown>;
  /** Logged when a run throws; the next run goes on as planned. */
  failure: string;
  log: FastifyBaseLogger;
}

/**
 * A background job that repeats one piece of work on a timer. A run never
 * overlaps the previous one (a slow pass skips a turn instead of piling up),
 * timers do not keep the process alive, and stopping waits for the run in hand.
 */
export function periodicJob(work: PeriodicWork): BackgroundJob {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;
  const turn = () => {
    if (running) return;
    running = work
      .run()
      .then(() => undefined)
      .catch((err: unknown) => work.log.error({ err }, work.failure))
      .finally(() => {
        running = null;
      });
  };
  return {
    name: work.name,
    start() {
      timers = [setTimeout(turn, work.firstAfterMs), setInterval(turn, work.everyMs)];
      timers.forEach((timer) => timer.unref());
    },
    async stop() {
      // clearTimeout clears intervals too.
      timers.forEach((timer) => clearTimeout(timer));
      timers = [];
      await running;
    },
  };
}
