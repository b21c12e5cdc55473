import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { Listener } from './listener.js';
import { upgradeFromPglite } from './pglite-upgrade.js';

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
  /**
   * One connection of its own, outside the pool: for a stand-in that answers the
   * app while the app holds pooled connections in transactions (the payment
   * simulator), which would otherwise wait for a connection that never frees.
   */
  openSideConnection(): { db: Db; close(): Promise<void> };
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Enough for a site's concurrent requests; the embedded server has 20 connection slots. */
const POOL_SIZE = 10;
/** Each open connection is a server process (about 10 MiB): idle ones are closed soon. */
const POOL_IDLE_MS = 5_000;

function overPool(kind: Database['kind'], connection: pg.ClientConfig, stopServer?: () => Promise<void>): Database {
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE, idleTimeoutMillis: POOL_IDLE_MS });
  // An idle connection the server ends (a restart, a shutdown) is dropped from the pool; the next query opens another.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  const listener = new Listener(connection);
  let closing: Promise<void> | null = null;
  return {
    kind,
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    openSideConnection: () => {
      const side = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: POOL_IDLE_MS });
      side.on('error', () => undefined);
      return { db: drizzlePg(side) as unknown as Db, close: () => side.end() };
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    // Idempotent: whoever closes first (the app, a test harness) does it once.
    close: () =>
      (closing ??= (async () => {
        await listener.close();
        await pool.end();
        await stopServer?.();
      })()),
  };
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
    await upgradeFromPglite(config.pgliteDir, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
