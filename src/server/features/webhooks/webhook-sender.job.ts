import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { BackgroundJob } from '../../feature-module.js';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from '../../integrations/webhook-http.js';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../shared/features/webhooks.schema.js';
import { signatureHeader } from './webhook-signing.service.js';
import { periodicJob } from '../../periodic-job.js';
import { claimDueDelivery, deleteFinishedDeliveriesBefore, nextDeliveryDueAt, recordAttempt, WEBHOOK_WAKE_CHANNEL } from './webhooks.repo.js';

/** A safety net only: a new delivery wakes the sender by NOTIFY, a retry by a timer set for its time. */
const POLL_INTERVAL_MS = 60_000;
/** Longer than one attempt may take, so a lease never runs out mid-send. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS * 3;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 2 * 60 * 60_000;
/** After this long since the event, a failing delivery is given up (the owner may still redeliver it). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** 1 min, 2 min, 4 min … capped at two hours: about a dozen tries in the day. */
export function webhookRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attemptsSoFar, MAX_RETRY_MS);
}

/**
 * Sends queued webhook deliveries, one at a time per instance. Claims are
 * leased with SKIP LOCKED, so two instances never send the same delivery at
 * once; a receiver may still see an event twice (a crash after it answered),
 * so the payload's event id is what receivers de-duplicate on.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly allowPrivateAddresses: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(WEBHOOK_WAKE_CHANNEL, () => this.wake());
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  /** Sends what is due, then sleeps until the next delivery is due; passes run one after another. */
  private wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running
      .then(async () => {
        if (this.stopped) return;
        await this.drain();
        const next = await nextDeliveryDueAt(this.database.db);
        this.sleepFor(next ? next.getTime() - Date.now() : POLL_INTERVAL_MS);
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'webhook sender failed');
        this.sleepFor(POLL_INTERVAL_MS);
      });
  }

  private sleepFor(ms: number): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => this.wake(), Math.min(Math.max(ms, 0), POLL_INTERVAL_MS));
    this.timer.unref();
  }

  /** Tries every delivery due at `now`; returns how many succeeded. */
  async drain(now = new Date()): Promise<number> {
    let succeeded = 0;
    for (let result = await this.sendOne(now); result !== 'idle'; result = await this.sendOne(now)) {
      if (result === 'succeeded') succeeded += 1;
    }
    return succeeded;
  }

  private async sendOne(now: Date): Promise<'succeeded' | 'failed' | 'idle'> {
    const delivery = await claimDueDelivery(this.database.db, now, new Date(now.getTime() + LEASE_MS));
    if (!delivery) return 'idle';
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, timestamp), 'user-agent': 'SiteWebhooks/1.0' };
    const result = await postWebhook(delivery.url, delivery.body, headers, this.allowPrivateAddresses);
    if (result.ok) {
      await recordAttempt(this.database.db, delivery.id, { status: 'succeeded', responseCode: result.status, error: null });
      return 'succeeded';
    }
    const retryAt = new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts));
    const givenUp = retryAt.getTime() - delivery.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await recordAttempt(this.database.db, delivery.id, { status: givenUp ? 'failed' : 'pending', responseCode: result.status, error: result.error, retryAt });
    this.log.warn({ delivery: delivery.id, status: result.status, error: result.error, givenUp }, 'webhook delivery failed');
    return 'failed';
  }
}

/** The sender as a job of the app; it finishes the delivery in hand before the app closes. */
export function webhookSenderJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  const sender = new WebhookSender(ctx.database, ctx.config.webhooksAllowPrivateAddresses, log);
  return { name: 'webhook-sender', start: () => sender.start(), stop: () => sender.stop() };
}

/** How long the delivery log keeps a finished delivery. */
export const DELIVERY_LOG_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** One pruning pass: finished deliveries older than the log keeps them; pending ones stay until they finish. */
export async function pruneDeliveryLog(database: Database, now = new Date()): Promise<number> {
  return deleteFinishedDeliveriesBefore(database.db, new Date(now.getTime() - DELIVERY_LOG_DAYS * DAY_MS));
}

/** Prunes the delivery log a minute after start and every six hours; every instance may (deleting twice is harmless). */
export function deliveryLogPruneJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({
    name: 'webhook-delivery-prune',
    firstAfterMs: 60_000,
    everyMs: 6 * 60 * 60_000,
    run: async () => {
      const removed = await pruneDeliveryLog(ctx.database);
      if (removed > 0) log.info({ removed }, 'old webhook deliveries removed');
    },
    failure: 'pruning the webhook delivery log failed',
    log,
  });
}
