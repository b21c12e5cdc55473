import pg from 'pg';

/** After a lost connection: retry soon, then less often (a server that is down is not hammered). */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;

interface Subscription {
  onPayload: (payload: string) => void;
  onResumed?: () => void;
}

/**
 * One dedicated connection for every LISTEN of the app (a pooled one would be
 * handed to others; one per channel would cost a server process each). After a
 * dropped connection it reconnects with a growing pause, listens again, and
 * tells each subscriber it resumed, so it can catch up on what was notified
 * meanwhile (the live hub re-reads its event log).
 */
export class Listener {
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  /** `onLost` is told of each connection that breaks (an outage may have begun). */
  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly onLost: () => void = () => undefined,
  ) {}

  async listen(channel: string, onPayload: Subscription['onPayload'], onResumed?: () => void): Promise<() => Promise<void>> {
    this.closed = false;
    const existing = this.subscriptions.get(channel);
    const subscriptions = existing ?? new Set<Subscription>();
    const subscription = { onPayload, onResumed };
    subscriptions.add(subscription);
    this.subscriptions.set(channel, subscriptions);
    const client = await this.connected();
    if (!existing) await client.query(`listen ${quote(channel)}`);
    return async () => {
      subscriptions.delete(subscription);
      if (subscriptions.size > 0) return;
      this.subscriptions.delete(channel);
      if (this.subscriptions.size === 0) await this.close();
      else await this.client?.query(`unlisten ${quote(channel)}`).catch(() => undefined);
    };
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      for (const subscription of this.subscriptions.get(message.channel) ?? []) subscription.onPayload(message.payload ?? '');
    });
    client.on('error', () => {
      void client.end().catch(() => undefined);
      if (this.client !== client) return;
      this.client = null;
      this.onLost();
      this.scheduleReconnect(FIRST_RETRY_MS);
    });
    try {
      await client.connect();
      for (const channel of this.subscriptions.keys()) await client.query(`listen ${quote(channel)}`);
    } catch (error) {
      // Not awaited: after a failed connect, end() can wait for an 'end' event that was already sent.
      void client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private scheduleReconnect(pauseMs: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.reconnect(pauseMs);
    }, pauseMs);
    this.retryTimer.unref();
  }

  private async reconnect(pauseMs: number): Promise<void> {
    if (this.closed || this.subscriptions.size === 0 || this.client) return;
    try {
      await this.connected();
    } catch {
      this.onLost();
      this.scheduleReconnect(Math.min(pauseMs * 2, MAX_RETRY_MS));
      return;
    }
    for (const subscriptions of this.subscriptions.values()) for (const { onResumed } of subscriptions) onResumed?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.subscriptions.clear();
    await client?.end().catch(() => undefined);
  }
}

function quote(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
