import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { Db } from '../../db/client.js';
import { deleteDeadSessions, fillSessionDevice, findLiveSessions, insertSession, revokeSessionByHash, touchSessions } from './auth.repo.js';
import { toCurrentUser } from './auth.service.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session unused for this long ends (sliding). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session ends this long after sign-in, however active (absolute). */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/**
 * last_seen_at is written at most this often, so reads do not turn into a write per request;
 * the devices list shows it, where a few minutes' precision is plenty.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: the table alone cannot be turned back into cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a live session ends at `now`: its absolute end, and the idle limit counted from last seen. */
export const sessionLimitsAt = (now: Date) => ({ now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) });

/** Which browser signed in and from where (the address already masked), for the member's devices list. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string | null;
}

const NO_DEVICE: SessionDevice = { userAgent: null, clientAddress: null };

/** A new session with a new random id; called at every sign-in, so ids never survive one. */
export async function startSession(db: Db, userId: string, device: SessionDevice = NO_DEVICE, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deleteDeadSessions(db, userId, sessionLimitsAt(now));
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, createdAt: now, expiresAt, ...device });
  return { token, expiresAt };
}

interface Waiting {
  resolve: (user: CurrentUser | null) => void;
  reject: (error: unknown) => void;
  /** The asking browser, recorded on a session that kept none. */
  device: SessionDevice;
}

/**
 * The signed-in user of each request's cookie, or null when it is unknown,
 * revoked, idle or expired. Requests that arrive in the same turn of the event
 * loop (a page's parallel API calls, a burst of tabs reconnecting) are looked up
 * with one query and their last-seen times written with one update, so the
 * database sees one round trip per turn instead of one per request. One per app.
 */
export class SessionLookups {
  private waiting = new Map<string, Waiting[]>();

  constructor(private readonly db: Db) {}

  resolve(token: string, device: SessionDevice = NO_DEVICE): Promise<CurrentUser | null> {
    if (!TOKEN_PATTERN.test(token)) return Promise.resolve(null);
    const tokenHash = hashSessionToken(token);
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => void this.lookUp());
      const same = this.waiting.get(tokenHash);
      if (same) same.push({ resolve, reject, device });
      else this.waiting.set(tokenHash, [{ resolve, reject, device }]);
    });
  }

  private async lookUp(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const devices = new Map([...batch].map(([tokenHash, waiting]) => [tokenHash, waiting[0]!.device]));
      const users = await liveSessionUsers(this.db, [...batch.keys()], { touch: devices });
      for (const [tokenHash, waiting] of batch) for (const one of waiting) one.resolve(users.get(tokenHash) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
    }
  }
}

const keptNoDevice = (session: SessionDevice) => session.userAgent === null && session.clientAddress === null;

/**
 * The user of each live session among these hashes. `touch` (the asking browser
 * of each hash) marks those last seen a while ago (SESSION_TOUCH_INTERVAL_MS) as
 * seen now, and gives a session that kept no browser nor address (it began
 * before they were kept) this browser's, so the devices list can name it.
 */
async function liveSessionUsers(
  db: Db,
  tokenHashes: string[],
  { touch }: { touch: Map<string, SessionDevice> | false },
  now = new Date(),
): Promise<Map<string, CurrentUser>> {
  const rows = await findLiveSessions(db, [...new Set(tokenHashes)], sessionLimitsAt(now));
  if (touch) {
    const unnamed = rows.filter((row) => keptNoDevice(row.session) && !keptNoDevice(touch.get(row.tokenHash) ?? NO_DEVICE));
    for (const row of unnamed) await fillSessionDevice(db, row.session.id, touch.get(row.tokenHash)!, now);
    const stale = rows.filter((row) => !unnamed.includes(row) && now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS);
    await touchSessions(db, stale.map((row) => row.session.id), now);
  }
  return new Map(rows.map((row) => [row.tokenHash, toCurrentUser(row.user)]));
}

/**
 * The user behind each still-live session among these token hashes; a hash
 * missing from the answer has ended (signed out, revoked, idle or expired).
 * Open event streams are re-checked with it; an open stream alone does not
 * count as use of its session (only requests do).
 */
export const resolveSessionHashes = (db: Db, tokenHashes: string[], now = new Date()): Promise<Map<string, CurrentUser>> =>
  liveSessionUsers(db, tokenHashes, { touch: false }, now);

export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  if (TOKEN_PATTERN.test(token)) await revokeSessionByHash(db, hashSessionToken(token), now);
}
