import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail.js';
import { renderNotificationEmail } from './notification-email.js';
import { claimDueGroup, markDelivered, markFailed } from './notifications.repo.js';

const POLL_INTERVAL_MS = 2_000;
/** Longer than any SMTP conversation may take, so a lease never runs out mid-send. */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down is not hammered. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attemptsSoFar, MAX_RETRY_MS);
}

/**
 * Delivers queued e-mails. Every instance runs one; claims are leased with
 * SKIP LOCKED, so two instances never send the same job, and a job is marked
 * processed only after the mail server accepted it.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.drain()).catch((err: unknown) => this.log.error({ err }, 'notification worker failed'));
    }, POLL_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends everything due now; returns how many e-mails went out. */
  async drain(now = new Date()): Promise<number> {
    let sent = 0;
    for (let result = await this.runOnce(now); result !== 'idle'; result = await this.runOnce(now)) {
      if (result === 'sent') sent += 1;
    }
    return sent;
  }

  /** Claims one due group and tries to send it as one e-mail. */
  async runOnce(now = new Date()): Promise<'sent' | 'failed' | 'idle'> {
    const jobs = await claimDueGroup(this.database.db, now, new Date(now.getTime() + LEASE_MS));
    if (jobs.length === 0) return 'idle';
    const ids = jobs.map((job) => job.id);
    try {
      await this.mailer.send(renderNotificationEmail(jobs, this.siteUrl));
    } catch (error) {
      const attempts = Math.max(...jobs.map((job) => job.attempts));
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(this.database.db, ids, new Date(now.getTime() + retryDelayMs(attempts)), message);
      this.log.warn({ err: error, jobs: ids.length }, 'notification e-mail failed; will retry');
      return 'failed';
    }
    await markDelivered(this.database.db, ids, new Date());
    return 'sent';
  }
}

/** Runs the worker while the app is up; it finishes the e-mail in hand before the app closes. */
export function registerNotificationWorker(app: FastifyInstance, ctx: AppContext): void {
  const worker = new NotificationWorker(ctx.database, ctx.mail, ctx.config.publicUrl, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
