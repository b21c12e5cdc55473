import type { AppConfig } from '../config.js';

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

/** The NOTIFY payload that tells every instance this session ended. */
export const sessionEndedNotice = (tokenHash: string): string => SESSION_ENDED + tokenHash;

/** One NOTIFY channel per database schema, so apps sharing a database in tests never cross. */
export function liveChannel(config: AppConfig): string {
  return config.database.kind === 'postgres' && config.database.schema ? `live_events_${config.database.schema}` : 'live_events';
}
