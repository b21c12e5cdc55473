import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { Db } from '../../db/client.js';

/**
 * How long a resolved session is trusted without asking the database again.
 * Every signed-in request resolves its session; a burst of requests by one
 * person (likes, a page and its data) costs one lookup per second instead of
 * one each. A change made on this instance (sign-out, a new role, Pro granted
 * or revoked) forgets the cached entries at once; another instance sees it
 * within this time, the same bound as open event streams' re-check (ADR 0029).
 */
export const SESSION_CACHE_MS = 1000;
/** A bound on memory: beyond this many sessions, the oldest entries go first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: CurrentUser;
  /** When the database answered. */
  fetchedAt: number;
  /** The session's own absolute end: never served from the cache beyond it. */
  sessionEndsAt: number;
}

const cachesByDatabase = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

export function cachedSession(db: Db, tokenHash: string, now: Date): CurrentUser | undefined {
  const entry = cachesByDatabase.get(db)?.get(tokenHash);
  if (!entry) return undefined;
  const at = now.getTime();
  if (at - entry.fetchedAt < SESSION_CACHE_MS && at < entry.sessionEndsAt) return entry.user;
  cachesByDatabase.get(db)!.delete(tokenHash);
  return undefined;
}

export function rememberSession(db: Db, tokenHash: string, user: CurrentUser, sessionEndsAt: Date, now: Date): void {
  const cache = cacheOf(db);
  cache.delete(tokenHash);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(tokenHash, { user, fetchedAt: now.getTime(), sessionEndsAt: sessionEndsAt.getTime() });
}

export function forgetSession(db: Db, tokenHash: string): void {
  cachesByDatabase.get(db)?.delete(tokenHash);
}

/** After a change to a user: their next request reads the database again. */
export function forgetUserSessions(db: Db, userId: string): void {
  const cache = cachesByDatabase.get(db);
  if (!cache) return;
  for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
}
