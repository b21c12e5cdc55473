/**
 * The floor of a list or a like toggle: the statements the site's own code
 * sends for it, captured from that code's query log, then run by a bare `pg`
 * client in another process (sql-floor.worker.ts) at the same concurrency.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client.js';
import { inChild } from './load.js';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface SqlFloorPlan {
  database: pg.ClientConfig;
  /** The site's pool size (db/client.ts): the same number of database connections. */
  poolSize: number;
  /** Callers waiting at once: the site's open connections. */
  callers: number;
  seconds?: number;
  amount?: number;
  statements: Statement[];
}

/** The site's pool size (POOL_SIZE in src/server/db/client.ts). */
export const SITE_POOL_SIZE = 10;

/** Runs `use` on a database handle that records every statement it sends; returns them. */
export async function captureStatements(database: pg.ClientConfig, use: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pool = new pg.Pool({ ...database, max: 1 });
  try {
    const db = drizzle(pool, { logger: { logQuery: (text, params) => statements.push({ text, params }) } }) as unknown as Db;
    await use(db);
  } finally {
    await pool.end();
  }
  if (statements.length === 0) throw new Error('the captured code sent no statement');
  return statements;
}

export async function sqlFloor(plan: SqlFloorPlan): Promise<{ perSecond: number; label: string }> {
  const { perSecond } = await inChild<{ perSecond: number }>('./sql-floor.worker.ts', plan);
  return { perSecond, label: 'bare pg' };
}
