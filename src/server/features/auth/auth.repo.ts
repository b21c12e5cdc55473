import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { sessions, users, type SessionRow, type UserRow } from './auth.table.js';

export type UserChanges = Partial<Omit<UserRow, 'id' | 'issuer' | 'subject' | 'createdAt' | 'updatedAt'>>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Reads a user and locks the row until the transaction ends, so concurrent writers queue. */
export async function lockUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0];
}

/** The account holding a username, compared case-insensitively (the unique index is on lower(username)). */
export async function findUserIdByUsername(db: Db, username: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0]?.id;
}

/** Every account using an address (stored lower-cased), oldest first: the member import matches by address. */
export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).orderBy(users.createdAt, users.id);
}

/** Creates the account on first sign-in, or refreshes what the provider owns on later ones. */
export async function upsertUserBySubject(
  db: Db,
  identity: { issuer: string; subject: string; email: string; displayName: string | null; isAdmin: boolean; emailVerified: boolean },
): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: identity.email, displayName: identity.displayName, isAdmin: identity.isAdmin, emailVerified: identity.emailVerified, updatedAt: new Date() },
    })
    .returning();
  return rows[0]!;
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date; userAgent: string | null; clientAddress: string | null },
): Promise<void> {
  await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
}

/**
 * Every signed-in request runs this lookup (requests arriving together share
 * one: SessionLookups), so it is a named prepared statement: PostgreSQL parses
 * and plans it once per connection, and drizzle builds its SQL once per database.
 */
const liveSessionsLookup = preparedPerDatabase((db: Db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent, clientAddress: sessions.clientAddress },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('find_live_sessions'),
);

/** The live sessions among these token hashes (not revoked, not past their absolute end, not idle too long), each with its user. */
export async function findLiveSessions(
  db: Db,
  tokenHashes: string[],
  limits: { now: Date; idleSince: Date },
): Promise<{ tokenHash: string; session: Pick<SessionRow, 'id' | 'lastSeenAt' | 'userAgent' | 'clientAddress'>; user: UserRow }[]> {
  if (tokenHashes.length === 0) return [];
  return liveSessionsLookup(db).execute({ tokenHashes, now: limits.now, idleSince: limits.idleSince });
}

/** Marks these sessions used now (at most once every few minutes each: see SESSION_TOUCH_INTERVAL_MS). */
export async function touchSessions(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length > 0) await db.update(sessions).set({ lastSeenAt: now }).where(inArray(sessions.id, ids));
}

/**
 * Marks a session that kept no browser nor address (it began before they were
 * kept) used now, and records this request's; only while both are still empty,
 * so racing requests fill it once.
 */
export async function fillSessionDevice(db: Db, id: string, device: { userAgent: string | null; clientAddress: string | null }, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, userAgent: device.userAgent, clientAddress: device.clientAddress })
    .where(and(eq(sessions.id, id), isNull(sessions.userAgent), isNull(sessions.clientAddress)));
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Housekeeping at sign-in: drops this user's sessions that can never be used again. */
export async function deleteDeadSessions(db: Db, userId: string, limits: { now: Date; idleSince: Date }): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, limits.now), lt(sessions.lastSeenAt, limits.idleSince)),
      ),
    );
}
