import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '../../shared/live-events.js';
import type { Database, Tx } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { mayReceive, type Audience } from './live-access.js';
import {
  announceEndedSessions,
  deleteLiveEventsBefore,
  findLiveEvents,
  findLiveEventsAfter,
  findNewestLiveEventIds,
  insertLiveEvent,
  type LiveEventRow,
} from './live-events.repo.js';
import { parseLiveNotice } from './live-notices.js';
import { deleteStaleStreams, findRegisteredStreams, hasOpenStream, refreshStreams, registerStreams, unregisterStreams } from './live-streams.repo.js';

export type { Audience } from './live-access.js';

/** The one interface every feature publishes through. Pass the transaction that makes the change. */
export interface LivePublisher {
  publish(event: LiveEvent, audience: Audience, tx?: Tx): Promise<void>;
  /** Whether the user has a live stream open on any instance of the fleet (it ends with the connection). */
  hasOpenStream(userId: string, tx?: Tx): Promise<boolean>;
  /** Closes the open streams of these ended sessions (token hashes) on every instance; pass the transaction that ended them. */
  closeSessionStreams(tokenHashes: string[], tx?: Tx): Promise<void>;
}

/** Resolves session token hashes to their users; a hash left out has ended. */
export type SessionResolver = (tokenHashes: string[]) => Promise<Map<string, CurrentUser>>;

interface Connection {
  /** The stream lives exactly as long as this session (a hash, as the database stores it). */
  sessionHash: string;
  user: CurrentUser;
  raw: ServerResponse;
  /** The highest id sent so far (or resumed from): what the stream reports as its id. */
  highestId: number;
  /** Ids sent recently, oldest first, so no event is sent twice. */
  sentIds: Set<number>;
  /** Its registration in the fleet-wide stream list, once registered. */
  streamId: number | null;
  /** Where it resumes (the browser's Last-Event-ID), until it is attached. */
  resumeAfter: number | null;
}

const REPLAY_LIMIT = 1000;
const REMEMBER_SENT_IDS = 1000;
/** How many of the newest events a new stream counts as already sent (announcements of events it opened after). */
const OPENED_AFTER_IDS = 50;
const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Sessions end on any instance (sign-out, revocation, expiry); every instance re-reads them this often. */
export const SESSION_RECHECK_MS = 2000;
/** Open streams per user across all instances; a new one closes the oldest. */
export const MAX_STREAMS_PER_USER = 10;
/** Registrations are refreshed at every this many session rechecks (they go stale after 15 s). */
const REFRESH_EVERY_RECHECKS = 3;

/**
 * Fans stored events out to this instance's open streams. Every instance
 * LISTENs on one channel; a NOTIFY carries only the event id and the payload is
 * read from the log, so events cross instances on PostgreSQL and stay in
 * process on PGlite. Work runs one task at a time, and what piles up while a
 * task runs goes as one batch (events announced meanwhile are read in one
 * query, tabs opened meanwhile are checked and registered in one go), so a
 * burst of thousands of tabs or events costs a few round trips, not thousands.
 * Before each delivery, and every few seconds, the streams' sessions are read
 * again: a stream whose session ended is closed, and each event is checked
 * against the recipient's permissions as they are at that moment. Open streams
 * are registered in the database, so the per-user limit holds across instances:
 * an instance ends a stream of its own as soon as its registration is taken.
 */
export class LiveHub implements LivePublisher {
  private readonly connections = new Set<Connection>();
  private queue: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Announced ids not yet delivered, in the order announced. */
  private announced: number[] = [];
  /** Streams opened and not yet attached. */
  private opening: Connection[] = [];
  private rechecks = 0;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly resolveSessions: SessionResolver,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      this.channel,
      (payload) => {
        const notice = parseLiveNotice(payload);
        if (notice?.kind === 'session_ended') this.endStreamsOfSession(notice.tokenHash);
        if (notice?.kind !== 'event') return;
        this.announced.push(notice.id);
        if (this.announced.length === 1) this.enqueue(() => this.deliverAnnounced());
      },
      () => this.enqueue(() => this.catchUp()),
    );
    const heartbeat = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_MS);
    const recheck = setInterval(() => {
      // While the database is away the streams stay open (heartbeats go on) and their sessions are re-read once it is back.
      if (this.connections.size > 0 && this.database.availability.available) this.enqueue(() => this.recheckSessions());
    }, SESSION_RECHECK_MS);
    const prune = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    for (const timer of [heartbeat, recheck, prune]) timer.unref();
    this.timers.push(heartbeat, recheck, prune);
  }

  async publish(event: LiveEvent, audience: Audience, tx?: Tx): Promise<void> {
    await insertLiveEvent(tx ?? this.database.db, this.channel, {
      type: event.type,
      audience: audience.kind,
      userId: 'userId' in audience ? audience.userId : null,
      payload: event.data,
    });
  }

  hasOpenStream(userId: string, tx?: Tx): Promise<boolean> {
    return hasOpenStream(tx ?? this.database.db, userId);
  }

  closeSessionStreams(tokenHashes: string[], tx?: Tx): Promise<void> {
    return announceEndedSessions(tx ?? this.database.db, this.channel, tokenHashes);
  }

  /** This instance's streams of a session another request just ended (a stream being attached is rechecked anyway). */
  private endStreamsOfSession = (tokenHash: string) => [...this.connections].filter((c) => c.sessionHash === tokenHash).forEach((c) => this.end(c));

  /** Adds a stream for a session, first replaying what it missed since `lastEventId`. */
  attach(user: CurrentUser, sessionHash: string, raw: ServerResponse, lastEventId: number | null): void {
    const connection: Connection = { sessionHash, user, raw, highestId: lastEventId ?? 0, sentIds: new Set(), streamId: null, resumeAfter: lastEventId };
    raw.on('close', () => {
      this.connections.delete(connection);
      if (connection.streamId !== null) void this.unregister([connection.streamId]);
    });
    this.opening.push(connection);
    if (this.opening.length === 1) this.enqueue(() => this.attachOpening());
  }

  /** Attaches every stream opened since the last batch: one session read, one replay per resume point, one registration. */
  private async attachOpening(): Promise<void> {
    const batch = this.opening;
    this.opening = [];
    const live = (await this.recheck(batch)).filter((connection) => !connection.raw.destroyed);
    if (live.length === 0) return;
    const fresh = live.filter((connection) => connection.resumeAfter === null);
    if (fresh.length > 0) {
      // A new stream starts at the newest event: a catch-up after a lost LISTEN begins there, not at the log's start.
      // The newest events happened before it opened; their announcements may still be on the way, so they count as sent.
      const before = await findNewestLiveEventIds(this.database.db, OPENED_AFTER_IDS);
      for (const connection of fresh) {
        connection.highestId = before[0] ?? 0;
        connection.sentIds = new Set(before);
      }
    }
    for (const after of new Set(live.flatMap((connection) => (connection.resumeAfter === null ? [] : [connection.resumeAfter])))) {
      const resuming = live.filter((connection) => connection.resumeAfter === after);
      for (const row of await findLiveEventsAfter(this.database.db, after, REPLAY_LIMIT)) {
        for (const connection of resuming) if (mayReceive(connection.user, row)) this.send(connection, row);
      }
    }
    const open = live.filter((connection) => !connection.raw.destroyed);
    const { ids, evicted } = await registerStreams(this.database.db, open.map((connection) => connection.user.id), MAX_STREAMS_PER_USER);
    open.forEach((connection, index) => {
      connection.streamId = ids[index]!;
      connection.resumeAfter = null;
      if (connection.raw.destroyed) void this.unregister([connection.streamId]);
      else this.connections.add(connection);
    });
    this.endStreams(new Set(evicted));
  }

  get size(): number {
    return this.connections.size;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.stopListening?.();
    const open = [...this.connections];
    this.connections.clear();
    for (const connection of this.opening.splice(0)) connection.raw.end();
    for (const connection of open) connection.raw.end();
    await this.queue;
    await this.unregister(open.flatMap((c) => (c.streamId === null ? [] : [c.streamId])));
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      // The database away is an outage, not a fault here: it is logged once by the pool's check, and a catch-up follows.
      if (isDatabaseUnavailable(err)) this.log.debug({ err }, 'live event delivery waits for the database');
      else this.log.error({ err }, 'live event delivery failed');
    });
  }

  /**
   * After the LISTEN connection came back: every event stored meanwhile was announced to nobody, so
   * each open stream is sent what the log holds after the oldest id it may lack (ids it was already
   * sent are skipped), in pages, as a stream resuming with Last-Event-ID would be.
   */
  private async catchUp(): Promise<void> {
    const open = await this.recheck([...this.connections]);
    const floors = new Map(open.map((connection) => [connection, Math.min(connection.highestId, ...connection.sentIds)]));
    if (floors.size === 0) return;
    for (let after = Math.min(...floors.values()); ; ) {
      const rows = await findLiveEventsAfter(this.database.db, after, REPLAY_LIMIT);
      for (const row of rows) {
        for (const [connection, floor] of floors) if (row.id > floor && mayReceive(connection.user, row)) this.send(connection, row);
      }
      if (rows.length < REPLAY_LIMIT) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Ends this instance's streams with these registrations. */
  private endStreams(streamIds: Set<number>): void {
    for (const connection of this.connections) {
      if (connection.streamId !== null && streamIds.has(connection.streamId)) this.end(connection);
    }
  }

  private async unregister(streamIds: number[]): Promise<void> {
    await unregisterStreams(this.database.db, streamIds).catch((err: unknown) => this.log.warn({ err }, 'unregistering live streams failed'));
  }

  /** Refreshes each stream's user from its session; ends those whose session ended. Returns the survivors. */
  private async recheck(connections: Connection[]): Promise<Connection[]> {
    if (connections.length === 0) return [];
    const users = await this.resolveSessions(connections.map((c) => c.sessionHash));
    return connections.filter((connection) => {
      const user = users.get(connection.sessionHash);
      if (user) connection.user = user;
      else this.end(connection);
      return user !== undefined;
    });
  }

  /** Ends streams whose session ended or whose registration another instance took (the per-user limit). */
  private async recheckSessions(): Promise<void> {
    const survivors = await this.recheck([...this.connections]);
    const ids = survivors.flatMap((c) => (c.streamId === null ? [] : [c.streamId]));
    // Marking streams seen is a write per stream: done every few rechecks, well within the time they go stale.
    this.rechecks += 1;
    const registered = this.rechecks % REFRESH_EVERY_RECHECKS === 0 ? await refreshStreams(this.database.db, ids) : await findRegisteredStreams(this.database.db, ids);
    this.endStreams(new Set(survivors.flatMap((c) => (c.streamId !== null && !registered.has(c.streamId) ? [c.streamId] : []))));
  }

  private end(connection: Connection): void {
    this.connections.delete(connection);
    connection.raw.end();
  }

  /** Delivers every event announced since the last delivery: one read of the log, one read of the sessions. */
  private async deliverAnnounced(): Promise<void> {
    const ids = this.announced;
    this.announced = [];
    if (this.connections.size === 0) return;
    const order = new Map(ids.map((id, index) => [id, index]));
    const rows = (await findLiveEvents(this.database.db, ids)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    if (rows.length === 0) return;
    // Only the streams an event could be for are re-read: one member's events, that member's tabs.
    const forEveryone = rows.some((row) => row.audience !== 'user');
    const concerned = new Set(rows.map((row) => row.userId));
    const candidates = [...this.connections].filter((connection) => forEveryone || concerned.has(connection.user.id));
    const recipients = await this.recheck(candidates);
    for (const row of rows) {
      for (const connection of recipients) if (mayReceive(connection.user, row)) this.send(connection, row);
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
    await Promise.all([deleteLiveEventsBefore(this.database.db, new Date(Date.now() - KEEP_EVENTS_MS)), deleteStaleStreams(this.database.db)]).catch(
      (err: unknown) => this.log.warn({ err }, 'pruning live events failed'),
    );
  }
}
