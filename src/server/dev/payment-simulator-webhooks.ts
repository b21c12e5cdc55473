import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SimEvent } from './payment-simulator-objects.js';
import { toEpochSeconds } from '../../shared/time.js';

/**
 * Webhook delivery as Stripe does it: the JSON body signed with the endpoint
 * secret (`Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "t.body">`),
 * retried with growing delays until the endpoint answers 2xx. Test controls can
 * hold deliveries and release them in another order, or send one again.
 */

/** Posts a signed body to the app's webhook route and returns the HTTP status. */
export type WebhookDeliver = (body: string, signature: string) => Promise<number>;

export function stripeSignature(body: string, secret: string, timestamp = toEpochSeconds(Date.now())): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe retries for days; locally a few quick tries show the same behaviour. */
export const DEFAULT_RETRY_DELAYS_MS = [500, 2000, 5000, 15000, 60000];

export interface DeliveryRecord {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'error';
}

export class WebhookSender {
  /** While set, events it matches are kept back (all events when it returns true for all). */
  private holding: ((event: SimEvent) => boolean) | null = null;
  private held: SimEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();
  private closed = false;
  readonly deliveries: DeliveryRecord[] = [];

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDeliver,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  /** Queues an event: sent at once, or kept while deliveries are held. */
  send(event: SimEvent): void {
    if (this.holding?.(event)) this.held.push(event);
    else this.attempt(event, 1);
  }

  /** Keeps events back until release(); only those `which` matches, when given (one user's, in shared test servers). */
  hold(which: (event: SimEvent) => boolean = () => true): void {
    this.holding = which;
  }

  /**
   * Sends what was held (or only the held events `which` matches; the rest stay
   * held and holding goes on), in the order asked, each waiting for the app's answer.
   */
  async release(order: 'as_created' | 'reverse' | string[] = 'as_created', which?: (event: SimEvent) => boolean): Promise<void> {
    if (!which) this.holding = null;
    const held = which ? this.held.filter(which) : this.held;
    this.held = which ? this.held.filter((event) => !which(event)) : [];
    const ordered = Array.isArray(order)
      ? order.map((type) => held.find((event) => event.type === type || event.id === type)).filter((e): e is SimEvent => !!e)
      : order === 'reverse'
        ? [...held].reverse()
        : held;
    const rest = held.filter((event) => !ordered.includes(event));
    for (const event of [...ordered, ...rest]) await this.attemptNow(event, 1);
  }

  get heldEvents(): readonly SimEvent[] {
    return this.held;
  }

  /** Delivers an event again, `times` times, waiting for each answer (duplicate-delivery tests). */
  async redeliver(event: SimEvent, times = 1): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push(await this.post(event, 1));
    return statuses;
  }

  /** Resolves once nothing is being sent right now (retries still scheduled are not waited for). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(event: SimEvent, attempt: number): void {
    const running = this.attemptNow(event, attempt).finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async attemptNow(event: SimEvent, attempt: number): Promise<void> {
    if (this.closed) return;
    const status = await this.post(event, attempt);
    if (status >= 200 && status < 300) return;
    const delay = this.retryDelaysMs[attempt - 1];
    if (delay === undefined || this.closed) {
      this.log.warn({ eventId: event.id, type: event.type, attempt }, 'payment simulator gave up delivering a webhook');
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.attempt(event, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async post(event: SimEvent, attempt: number): Promise<number> {
    const body = JSON.stringify(event, null, 2);
    let status: number | 'error';
    try {
      status = await this.deliver(body, stripeSignature(body, this.secret));
    } catch (err) {
      this.log.warn({ err, eventId: event.id }, 'payment simulator could not reach the webhook endpoint');
      status = 'error';
    }
    this.deliveries.push({ eventId: event.id, type: event.type, attempt, status });
    return status === 'error' ? 0 : status;
  }
}
