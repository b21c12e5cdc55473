import { randomBytes } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { SUBSCRIPTION_PATHS } from '../../shared/features/subscription.schema.js';
import type { AppContext } from '../app-context.js';
import { databaseClock } from './ops.repo.js';
import { appliedMigrations, committedMigrations } from './ops.service.js';

/** One line of `npm run admin -- doctor`: a pass, a warning (works, but should change) or a failure. */
export interface DoctorCheck {
  name: string;
  outcome: 'pass' | 'warn' | 'fail';
  detail: string;
}

/** The Node versions the project recommends; 20 still runs but is past its end of life. */
const RECOMMENDED_NODE_MAJORS = [22, 24];
/** The database's clock and this machine's may differ this much before sessions and payment cursors suffer. */
const MAX_CLOCK_SKEW_MS = 5_000;
/** Below this much free space in DATA_DIR, uploads and restores start failing. */
const MIN_FREE_BYTES = 1024 ** 3;

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Check = (ctx: AppContext) => Promise<Omit<DoctorCheck, 'name'>>;

const CHECKS: [string, Check][] = [
  [
    'node',
    async () => {
      const major = Number(process.versions.node.split('.')[0]);
      return RECOMMENDED_NODE_MAJORS.includes(major)
        ? { outcome: 'pass', detail: `Node ${process.versions.node}` }
        : { outcome: 'warn', detail: `Node ${process.versions.node}; Node ${RECOMMENDED_NODE_MAJORS.join(' or ')} is recommended` };
    },
  ],
  [
    'database',
    async (ctx) => {
      await ctx.database.ping();
      const applied = await appliedMigrations(ctx);
      const committed = committedMigrations().length;
      const detail = `answers (${ctx.database.kind}); ${applied.length} of ${committed} migrations applied`;
      return { outcome: applied.length === committed ? 'pass' : 'fail', detail };
    },
  ],
  [
    'clock',
    async (ctx) => {
      const skew = Math.abs((await databaseClock(ctx.database.db)).getTime() - Date.now());
      return { outcome: skew <= MAX_CLOCK_SKEW_MS ? 'pass' : 'fail', detail: `the database's clock is ${skew} ms from this machine's` };
    },
  ],
  [
    'storage',
    async (ctx) => {
      const key = `doctor/${randomBytes(8).toString('hex')}.txt`;
      const body = Buffer.from('doctor');
      await ctx.storage.put(key, body, 'text/plain');
      const read = await ctx.storage.get(key);
      await ctx.storage.delete(key);
      const gone = (await ctx.storage.get(key)) === undefined;
      const ok = read?.size === body.length && gone;
      return { outcome: ok ? 'pass' : 'fail', detail: ok ? 'writes, reads and deletes' : 'an object written could not be read back or deleted' };
    },
  ],
  [
    'disk',
    async (ctx) => {
      const stats = await statfs(ctx.config.dataDir);
      const free = stats.bavail * stats.bsize;
      return { outcome: free >= MIN_FREE_BYTES ? 'pass' : 'fail', detail: `${gib(free)} free in DATA_DIR` };
    },
  ],
  [
    'e-mail',
    async (ctx) => {
      await ctx.mail.verify();
      return ctx.mail.kind === 'smtp'
        ? { outcome: 'pass', detail: 'the SMTP server accepts a connection and the login' }
        : { outcome: ctx.config.env === 'production' ? 'warn' : 'pass', detail: 'e-mails are written to the outbox in DATA_DIR (no SMTP_URL)' };
    },
  ],
  [
    'payments',
    async (ctx) => {
      const problems = await ctx.payments.priceProblems();
      if (!ctx.payments.isSimulated && !ctx.payments.webhookSecret) problems.push('STRIPE_WEBHOOK_SECRET is not set: webhooks would be refused');
      const provider = ctx.payments.isSimulated ? 'the local payment simulator' : 'Stripe';
      return problems.length === 0 ? { outcome: 'pass', detail: `${provider} answers; both prices are active` } : { outcome: 'fail', detail: problems.join('; ') };
    },
  ],
  [
    'payment webhook',
    async (ctx) => {
      const url = new URL(SUBSCRIPTION_PATHS.webhook, ctx.config.publicUrl).href;
      const problems = await ctx.payments.webhookEndpointProblems(url);
      return problems.length === 0 ? { outcome: 'pass', detail: `${url} is registered and sent every event the site acts on` } : { outcome: 'fail', detail: problems.join('; ') };
    },
  ],
];

/** Every check, in order; a check that throws is a failure with its message. */
export async function runDoctor(ctx: AppContext): Promise<DoctorCheck[]> {
  const results: DoctorCheck[] = [];
  for (const [name, check] of CHECKS) {
    try {
      results.push({ name, ...(await check(ctx)) });
    } catch (err) {
      results.push({ name, outcome: 'fail', detail: messageOf(err) });
    }
  }
  return results;
}
