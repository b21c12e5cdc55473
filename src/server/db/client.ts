import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { AvailabilityMonitor, type DatabaseAvailability } from './availability.js';
import { runningSiteConnection, startEmbeddedPostgres } from './embedded-postgres.js';
import { Listener } from './listener.js';

/** One query-builder type for both engines; repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** `embedded`: the PostgreSQL the app runs itself; `postgres`: an external one (DATABASE_URL). */
  kind: 'embedded' | 'postgres';
  db: Db;
  /** The pool, for LISTEN/NOTIFY, advisory locks and migrations. */
  pool: pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Whether the database answers, and when that changes (an outage, a restart). */
  availability: DatabaseAvailability;
  /**
   * One connection of its own, outside the pool: for a stand-in that answers the
   * app while the app holds pooled connections in transactions (the payment
   * simulator), which would otherwise wait for a connection that never frees.
   */
  openSideConnection(): { db: Db; close(): Promise<void> };
  /**
   * LISTEN on a channel; resolves to a function that stops listening. `onResumed` is called each time
   * listening resumes after a lost connection: notifications sent meanwhile were not received.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Enough for a site's concurrent requests; the embedded server has 20 connection slots. */
const POOL_SIZE = 10;
/** Each open connection is a server process (about 10 MiB): idle ones are closed soon. */
const POOL_IDLE_MS = 5_000;
/** A request waits this long for a connection (a busy pool, a server that does not answer), then gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The availability check gives up sooner: it is repeated anyway. */
const PROBE_TIMEOUT_MS = 1_000;

/** One connection that answers `select 1`, then closes: a pooled one could be the broken one. */
async function probe(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    // Not awaited: on a connection that already broke, end() waits for an 'end' event that was already sent.
    void client.end().catch(() => undefined);
  }
}

/**
 * A pool whose connections may break at any time (a restart, a crash, an administrator ending
 * them) without ending the process: every connection gets an error listener for its whole life,
 * also while it is checked out between two queries (pg-pool listens only while it is idle), and a
 * break starts an availability check. The query that was running fails and its request gets a 503.
 */
function resilientPool(connection: pg.ClientConfig, max: number, onBreak: () => void): pg.Pool {
  const pool = new pg.Pool({ ...connection, max, idleTimeoutMillis: POOL_IDLE_MS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onBreak();
      if (!checkedOut.has(client)) return;
      // A broken connection goes back to the pool (which drops it) at once: its holder may never
      // release it (drizzle's transaction leaks the connection when its BEGIN fails), and a pool
      // whose slots leak never recovers. The holder's own release later does nothing.
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(error);
    });
  });
  // pg-pool re-emits an idle connection's error here, after dropping it: the next query opens another.
  pool.on('error', () => undefined);
  return pool;
}

function overPool(kind: Database['kind'], connection: pg.ClientConfig, stopServer?: () => Promise<void>): Database {
  const availability = new AvailabilityMonitor(() => probe(connection));
  const connectionLost = () => availability.connectionLost();
  const pool = resilientPool(connection, POOL_SIZE, connectionLost);
  const db = drizzlePg(pool) as unknown as Db;
  const listener = new Listener(connection, connectionLost);
  let closing: Promise<void> | null = null;
  return {
    kind,
    db,
    pool,
    availability,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    openSideConnection: () => {
      const side = resilientPool(connection, 1, connectionLost);
      return { db: drizzlePg(side) as unknown as Db, close: () => side.end() };
    },
    listen: (channel, onPayload, onResumed) => listener.listen(channel, onPayload, onResumed),
    // Idempotent: whoever closes first (the app, a test harness) does it once.
    close: () =>
      (closing ??= (async () => {
        await availability.close();
        await listener.close();
        await pool.end();
        await stopServer?.();
      })()),
  };
}

/**
 * The embedded database of a site running on the same DATA_DIR, reached through its server's socket
 * and left running when closed; null when no site runs there (or the database is external).
 */
export function openRunningSiteDatabase(config: AppConfig['database']): Database | null {
  const connection = config.kind === 'embedded' ? runningSiteConnection(config.clusterDir) : null;
  return connection ? overPool('embedded', connection) : null;
}

/**
 * Runs `work` on one pooled connection, as a raw client (for COPY streams) and through Drizzle, and
 * gives the connection back however `work` ends. Transactions are the caller's (BEGIN … COMMIT).
 */
export async function onOneConnection<T>(database: Database, work: (client: pg.PoolClient, db: Db) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    return await work(client, drizzlePg(client) as unknown as Db);
  } finally {
    client.release();
  }
}

/**
 * The external PostgreSQL of DATABASE_URL, or the embedded one: started (and
 * created on first use) in DATA_DIR/postgres, with a PGlite folder left by an
 * earlier version copied into it first.
 */
export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const options = config.schema ? `-c search_path=${config.schema}` : undefined;
    return overPool('postgres', { connectionString: config.url, options });
  }
  mkdirSync(path.dirname(config.clusterDir), { recursive: true });
  const server = await startEmbeddedPostgres({ clusterDir: config.clusterDir });
  const database = overPool('embedded', server.connection, server.stop);
  try {
    // One-off upgrade code, loaded only when a PGlite folder is there: a site that never ran PGlite never reads it.
    if (existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) await (await import('./pglite-upgrade.js')).upgradeFromPglite(config.pgliteDir, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
