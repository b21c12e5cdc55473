import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';

const FLUSH_EVERY_MS = 60_000;

/** Writes when marked copies were last used (for least-recently-used eviction), every minute and at shutdown. */
export function markedCopiesUseJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  const flush = () => ctx.markedCopies.flush().catch((err: unknown) => log.warn({ err }, 'recording marked copy uses failed'));
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'marked-copies-use',
    start() {
      timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
