import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { reconcileAll } from './subscription-sync.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits a little, so a restart does not hit the provider during start-up. */
const FIRST_RUN_MS = 5 * 60 * 1000;

/**
 * The daily reconciliation: every subscription re-read from the provider, drift
 * fixed and logged. It is idempotent, so two instances running it only repeat
 * reads. Tests call reconcileAll directly instead of waiting for the timer.
 */
export function startReconciliationJob(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.env === 'test') return;
  const log = app.log.child({ job: 'subscription-reconciliation' });
  const run = () => void reconcileAll(ctx, log).catch((err: unknown) => log.error({ err }, 'subscription reconciliation failed'));
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
