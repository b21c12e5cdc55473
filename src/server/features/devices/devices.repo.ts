import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sessions } from '../auth/auth.table.js';

export interface SessionLimits {
  now: Date;
  idleSince: Date;
}

const liveOf = (userId: string, limits: SessionLimits) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, limits.now), gt(sessions.lastSeenAt, limits.idleSince));

/** A member's live sessions, most recently seen first. */
export async function findLiveSessionsOf(db: Db, userId: string, limits: SessionLimits) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(liveOf(userId, limits))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes one live session of this member; returns its token hash, or undefined when it is not theirs or not live. */
export async function revokeSessionOf(tx: Tx, userId: string, id: string, limits: SessionLimits): Promise<string | undefined> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: limits.now })
    .where(and(eq(sessions.id, id), liveOf(userId, limits)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows[0]?.tokenHash;
}

/** Revokes every live session of this member but the one with `keepTokenHash`; returns the hashes ended. */
export async function revokeOtherSessionsOf(tx: Tx, userId: string, keepTokenHash: string, limits: SessionLimits): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: limits.now })
    .where(and(liveOf(userId, limits), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}
