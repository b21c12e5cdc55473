import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { Db } from '../../db/client.js';
import { deleteDeadSessions, findLiveSession, findLiveSessionsByHashes, insertSession, revokeSessionByHash, touchSession } from './auth.repo.js';
import { toCurrentUser } from './auth.service.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session unused for this long ends (sliding). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session ends this long after sign-in, however active (absolute). */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often, so reads do not turn into a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: the table alone cannot be turned back into cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const limitsAt = (now: Date) => ({ now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) });

/** A new session with a new random id; called at every sign-in, so ids never survive one. */
export async function startSession(db: Db, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deleteDeadSessions(db, userId, limitsAt(now));
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user for a cookie value, or null when it is unknown, revoked, idle or expired. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<CurrentUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await findLiveSession(db, hashSessionToken(token), limitsAt(now));
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, now);
  }
  return toCurrentUser(found.user);
}

/**
 * The user behind each still-live session among these token hashes; a hash
 * missing from the answer has ended (signed out, revoked, idle or expired).
 * Open event streams are re-checked with it.
 */
export async function resolveSessionHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Map<string, CurrentUser>> {
  const rows = await findLiveSessionsByHashes(db, [...new Set(tokenHashes)], limitsAt(now));
  return new Map(rows.map((row) => [row.tokenHash, toCurrentUser(row.user)]));
}

export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  if (TOKEN_PATTERN.test(token)) await revokeSessionByHash(db, hashSessionToken(token), now);
}
