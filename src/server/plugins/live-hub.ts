import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '../../shared/live-events.js';
import { isAdmin, isPro } from '../../shared/permissions.js';
import type { Database, Tx } from '../db/client.js';
import {
  deleteLiveEventsBefore,
  findLiveEvent,
  findLiveEventsAfter,
  insertLiveEvent,
  type LiveEventRow,
} from './live-events.repo.js';

/** Who may receive an event. */
export type Audience =
  | { kind: 'user'; userId: string }
  | { kind: 'user_and_admins'; userId: string }
  | { kind: 'admins' }
  | { kind: 'pro' }
  | { kind: 'signed_in' };

/** The one interface every feature publishes through. Pass the transaction that makes the change. */
export interface LivePublisher {
  publish(event: LiveEvent, audience: Audience, tx?: Tx): Promise<void>;
}

interface Connection {
  user: CurrentUser;
  raw: ServerResponse;
  /** The highest id sent so far (or resumed from): what the stream reports as its id. */
  highestId: number;
  /** Ids sent recently, oldest first, so no event is sent twice. */
  sentIds: Set<number>;
}

const REPLAY_LIMIT = 1000;
const REMEMBER_SENT_IDS = 1000;
const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function mayReceive(user: CurrentUser, row: Pick<LiveEventRow, 'audience' | 'userId'>): boolean {
  switch (row.audience) {
    case 'user': return row.userId === user.id;
    case 'user_and_admins': return row.userId === user.id || isAdmin(user);
    case 'admins': return isAdmin(user);
    case 'pro': return isPro(user) || isAdmin(user);
    case 'signed_in': return true;
    default: return false;
  }
}

/**
 * Fans stored events out to this instance's open streams. Every instance
 * LISTENs on one channel; a NOTIFY carries only the event id and the payload is
 * read from the log, so events cross instances on PostgreSQL and stay in
 * process on PGlite. Deliveries run one at a time, in the order announced.
 */
export class LiveHub implements LivePublisher {
  private readonly connections = new Set<Connection>();
  private queue: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly reloadUser: (userId: string) => Promise<CurrentUser | null>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(this.channel, (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id)) this.enqueue(() => this.deliverStored(id));
    });
    const heartbeat = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_MS);
    const prune = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    heartbeat.unref();
    prune.unref();
    this.timers.push(heartbeat, prune);
  }

  async publish(event: LiveEvent, audience: Audience, tx?: Tx): Promise<void> {
    await insertLiveEvent(tx ?? this.database.db, this.channel, {
      type: event.type,
      audience: audience.kind,
      userId: 'userId' in audience ? audience.userId : null,
      payload: event.data,
    });
  }

  /** Adds a stream, first replaying what it missed since `lastEventId`. */
  attach(user: CurrentUser, raw: ServerResponse, lastEventId: number | null): void {
    const connection: Connection = { user, raw, highestId: lastEventId ?? 0, sentIds: new Set() };
    raw.on('close', () => this.connections.delete(connection));
    this.enqueue(async () => {
      if (lastEventId !== null) {
        for (const row of await findLiveEventsAfter(this.database.db, lastEventId, REPLAY_LIMIT)) {
          if (mayReceive(connection.user, row)) this.send(connection, row);
        }
      }
      if (!raw.destroyed) this.connections.add(connection);
    });
  }

  get size(): number {
    return this.connections.size;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.stopListening?.();
    for (const connection of this.connections) connection.raw.end();
    this.connections.clear();
    await this.queue;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err: unknown) => this.log.error({ err }, 'live event delivery failed'));
  }

  private async deliverStored(id: number): Promise<void> {
    if (this.connections.size === 0) return;
    const row = await findLiveEvent(this.database.db, id);
    if (!row) return;
    for (const connection of this.connections) {
      // A user's own record changed: what they may receive may have changed too.
      if (row.type === 'user.updated' && row.userId === connection.user.id) {
        const fresh = await this.reloadUser(connection.user.id);
        if (!fresh) {
          connection.raw.end();
          continue;
        }
        connection.user = fresh;
      }
      if (mayReceive(connection.user, row)) this.send(connection, row);
    }
  }

  private send(connection: Connection, row: LiveEventRow): void {
    // Ids come from a sequence, but transactions commit in any order: a lower id can
    // arrive after a higher one. So events are told apart by id, never dropped for
    // being lower, and the stream's id only grows, so a resume never replays what was sent.
    if (connection.raw.destroyed || connection.sentIds.has(row.id)) return;
    connection.sentIds.add(row.id);
    if (connection.sentIds.size > REMEMBER_SENT_IDS) connection.sentIds.delete(connection.sentIds.values().next().value!);
    connection.highestId = Math.max(connection.highestId, row.id);
    connection.raw.write(`id: ${connection.highestId}\ndata: ${JSON.stringify({ type: row.type, data: row.payload })}\n\n`);
  }

  private heartbeat(): void {
    for (const connection of this.connections) connection.raw.write(': heartbeat\n\n');
  }

  private async prune(): Promise<void> {
    await deleteLiveEventsBefore(this.database.db, new Date(Date.now() - KEEP_EVENTS_MS)).catch((err: unknown) =>
      this.log.warn({ err }, 'pruning live events failed'),
    );
  }
}
