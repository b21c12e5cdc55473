import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { BackgroundJob } from '../../feature-module.js';
import type { Mailer } from '../../integrations/mail.js';
import type { EmailNotificationRow } from './notifications.table.js';
import { createPushSender } from '../../integrations/web-push.js';
import { getSiteSettings } from '../content/content.service.js';
import { deliverGroup, isPermanentFailure, type NoticeChannels } from './notice-delivery.service.js';
import { claimDueGroup, markDelivered, markFailed, markUndeliverable, nextDueAt, NOTIFICATION_WAKE_CHANNEL } from './notifications.repo.js';
import { expandAnnouncements } from './new-content.service.js';
import { flagBounce } from './preferences.repo.js';

/** A safety net only: a new job wakes the worker by NOTIFY, a delayed one by a timer set for its time. */
const POLL_INTERVAL_MS = 60_000;
/** A NOTIFY is answered after this pause, so the jobs of one burst go out in one pass. */
const WAKE_DELAY_MS = 250;
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
  private timerDue = 0;
  private running: Promise<unknown> = Promise.resolve();
  private queued = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
    /** Push, unsubscribe links and pictures; without them only e-mails that need none can be sent. */
    private readonly channels: NoticeChannels | null = null,
  ) {}

  /** The worker of a running app, with every channel. */
  static forApp(ctx: Pick<AppContext, 'config' | 'database' | 'mail' | 'sessionSecret' | 'mediaUrls'>, log: FastifyBaseLogger): NotificationWorker {
    const push = createPushSender(ctx.config, ctx.sessionSecret);
    return new NotificationWorker(ctx.database, ctx.mail, ctx.config.publicUrl, log, { config: ctx.config, sessionSecret: ctx.sessionSecret, mediaUrls: ctx.mediaUrls, push });
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(NOTIFICATION_WAKE_CHANNEL, () => this.sleepFor(WAKE_DELAY_MS));
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unlisten?.();
    await this.running;
  }

  /** Sends what is due, then sleeps until the next job is due (at most POLL_INTERVAL_MS); wakes in a burst run once. */
  private wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    this.running = this.running
      .then(async () => {
        this.queued = false;
        await this.drain();
        const next = await nextDueAt(this.database.db);
        this.sleepFor(next ? next.getTime() - Date.now() : POLL_INTERVAL_MS);
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'notification worker failed');
        this.sleepFor(POLL_INTERVAL_MS);
      });
  }

  /** Sets the wake-up timer; an earlier wake-up already set is kept (a NOTIFY during a pass is never lost). */
  private sleepFor(ms: number): void {
    const delay = Math.min(Math.max(ms, 0), POLL_INTERVAL_MS);
    if (this.stopped || (this.timer && Date.now() + delay >= this.timerDue)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  /** Sends everything due now; returns how many e-mails went out. */
  async drain(now = new Date()): Promise<number> {
    // New content first becomes one job per member; a worker without the channels cannot send those.
    if (this.channels) await expandAnnouncements({ config: this.channels.config, database: this.database });
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
      // The site title as it is now, for the header and the sender's name.
      const { siteTitle } = await getSiteSettings(this.database.db);
      await deliverGroup(this.database.db, this.mailer, this.channels, { url: this.siteUrl, title: siteTitle }, jobs, this.log);
    } catch (error) {
      if (isPermanentFailure(error)) return this.giveUp(jobs, error);
      const attempts = Math.max(...jobs.map((job) => job.attempts));
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(this.database.db, ids, new Date(now.getTime() + retryDelayMs(attempts)), message);
      this.log.warn({ err: error, jobs: ids.length }, 'notification e-mail failed; will retry');
      return 'failed';
    }
    await markDelivered(this.database.db, ids, new Date());
    return 'sent';
  }

  /** The mail server refused the address for good: the failure stays on the jobs, and the member is flagged for the owner. */
  private async giveUp(jobs: EmailNotificationRow[], error: unknown): Promise<'failed'> {
    const message = error instanceof Error ? error.message : String(error);
    await markUndeliverable(this.database.db, jobs.map((job) => job.id), message);
    const first = jobs[0]!;
    if (first.userId && first.recipient === first.userEmail) await flagBounce(this.database.db, first.userId, first.recipient, message);
    this.log.warn({ err: error }, 'notification e-mail refused for good; not retried');
    return 'failed';
  }
}

/** The worker as a job of the app; it finishes the e-mail in hand before the app closes. */
export function notificationWorkerJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  const worker = NotificationWorker.forApp(ctx, log);
  return { name: 'notification-worker', start: () => worker.start(), stop: () => worker.stop() };
}
