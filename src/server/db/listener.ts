import pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

type Handler = (payload: string) => void;

/**
 * One dedicated connection for every LISTEN of the app (a pooled one would be
 * handed to others; one per channel would cost a server process each). It
 * reconnects after a dropped connection and listens again; events missed
 * meanwhile are recovered by clients resuming with Last-Event-ID.
 */
export class Listener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;

  constructor(private readonly connection: pg.ClientConfig) {}

  async listen(channel: string, onPayload: Handler): Promise<() => Promise<void>> {
    const existing = this.handlers.get(channel);
    const handlers = existing ?? new Set<Handler>();
    handlers.add(onPayload);
    this.handlers.set(channel, handlers);
    const client = await this.connected();
    if (!existing) await client.query(`listen ${quote(channel)}`);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size > 0) return;
      this.handlers.delete(channel);
      if (this.handlers.size === 0) await this.close();
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
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      void client.end().catch(() => undefined);
      if (this.client !== client) return;
      this.client = null;
      setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`listen ${quote(channel)}`);
    this.client = client;
    return client;
  }

  private async reconnect(): Promise<void> {
    if (this.handlers.size === 0 || this.client) return;
    await this.connected().catch(() => setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS).unref());
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.handlers.clear();
    await client?.end().catch(() => undefined);
  }
}

function quote(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
