import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db, Tx } from '../db/client.js';

/**
 * What travels on the live channel's NOTIFY: a stored event's id (the payload is
 * read from the log), or the hash of a session that just ended, so the instance
 * holding its streams closes them at once instead of at its next recheck.
 */
export type LiveNotice = { kind: 'event'; id: number } | { kind: 'session_ended'; tokenHash: string };

const SESSION_ENDED = 'session_ended:';
const TOKEN_HASH = /^[0-9a-f]{64}$/;

export function parseLiveNotice(payload: string): LiveNotice | null {
  if (payload.startsWith(SESSION_ENDED)) {
    const tokenHash = payload.slice(SESSION_ENDED.length);
    return TOKEN_HASH.test(tokenHash) ? { kind: 'session_ended', tokenHash } : null;
  }
  const id = Number(payload);
  return Number.isSafeInteger(id) ? { kind: 'event', id } : null;
}

/** Announces ended sessions; inside a transaction the NOTIFY goes at commit, after the session is revoked for every reader. */
export async function announceEndedSessions(db: Db | Tx, channel: string, tokenHashes: string[]): Promise<void> {
  for (const tokenHash of new Set(tokenHashes)) await db.execute(sql`select pg_notify(${channel}, ${SESSION_ENDED + tokenHash})`);
}

/** One NOTIFY channel per database schema, so apps sharing a database in tests never cross. */
export function liveChannel(config: AppConfig): string {
  return config.database.kind === 'postgres' && config.database.schema ? `live_events_${config.database.schema}` : 'live_events';
}
