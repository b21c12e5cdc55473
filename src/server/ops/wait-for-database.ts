import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Thrown when the database never answered within the wait; main.ts prints its message as one line. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;

/** 0.5 s, 1 s, 2 s … capped at 10 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

export interface WaitOptions {
  /** Resolves when the database answers; rejects with why not. */
  ping: () => Promise<void>;
  /** Where the database is, without credentials, for the log lines. */
  where: string;
  waitMs: number;
  log: { warn: (fields: object, message: string) => void };
  pause?: (ms: number) => Promise<unknown>;
  now?: () => number;
}

/**
 * Start-up waits for a database that is still coming up (a fleet restarting,
 * a container starting next to its database) instead of failing at once:
 * retries with backoff, one log line per failed try, and gives up with one
 * clear error once `waitMs` has passed.
 */
export async function waitForDatabase(options: WaitOptions): Promise<void> {
  const { ping, where, waitMs, log, pause = sleep, now = Date.now } = options;
  const deadline = now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ping();
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      const left = deadline - now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(`the database at ${where} did not answer within ${Math.round(waitMs / 1000)} s (${reason})`);
      }
      const delay = Math.min(retryDelayMs(attempt), left);
      log.warn({ where, attempt: attempt + 1, retryInMs: delay, reason }, 'database unreachable; retrying');
      await pause(delay);
    }
  }
}

/** host:port/database of a PostgreSQL URL: never the user name or password. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** One short-lived connection per try, so nothing is left open when the wait gives up. */
export async function pingPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}
