import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../auth/auth.table.js';
import { passkeyAdminRequirements, passkeyChallenges, passkeys, passkeySessionChecks, type PasskeyRow } from './passkeys.table.js';

type Ceremony = (typeof passkeyChallenges.$inferInsert)['ceremony'];

export async function insertChallenge(db: Db, row: { challenge: string; ceremony: Ceremony; userId: string | null; expiresAt: Date }, now: Date): Promise<void> {
  // Expired challenges are cleared on the way, so the table stays as small as the ceremonies under way.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values(row);
}

/** Takes a challenge out (single use): the row if it was live and of this ceremony and user, else nothing. */
export async function takeChallenge(db: Db, challenge: string, ceremony: Ceremony, userId: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.ceremony, ceremony),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length === 1;
}

export const listPasskeys = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return rows[0];
}

/** Inserts a passkey; undefined when that credential is already registered. */
export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
  const rows = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return rows[0];
}

/**
 * Records a use: the counter moves on only if it grew (or the authenticator keeps none, 0),
 * so two replays racing each other cannot both pass. False when the counter went back.
 */
export async function recordPasskeyUse(db: Db, id: string, counter: number, backedUp: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} or (${passkeys.counter} = 0 and ${counter} = 0))`))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return rows[0];
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(passkeys).where(eq(passkeys.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function isAdminRequirementOn(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: passkeyAdminRequirements.userId }).from(passkeyAdminRequirements).where(eq(passkeyAdminRequirements.userId, userId)).limit(1);
  return rows.length === 1;
}

export async function setAdminRequirement(db: Db, userId: string, required: boolean): Promise<void> {
  if (required) await db.insert(passkeyAdminRequirements).values({ userId }).onConflictDoNothing();
  else await db.delete(passkeyAdminRequirements).where(eq(passkeyAdminRequirements.userId, userId));
}

/** Marks the session of this token hash as checked now; false when no such session exists. */
export async function recordSessionCheck(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const found = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  const sessionId = found[0]?.id;
  if (!sessionId) return false;
  await db
    .insert(passkeySessionChecks)
    .values({ sessionId, checkedAt: now })
    .onConflictDoUpdate({ target: passkeySessionChecks.sessionId, set: { checkedAt: now } });
  return true;
}

/**
 * For an admin request: whether the account requires a passkey check, and when the session of
 * this token hash last passed one. One query, so an admin request pays one round trip for it.
 */
export async function adminCheckState(db: Db, userId: string, tokenHash: string): Promise<{ required: boolean; checkedAt: Date | null }> {
  const rows = await db
    .select({ checkedAt: passkeySessionChecks.checkedAt })
    .from(passkeyAdminRequirements)
    .leftJoin(sessions, and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId)))
    .leftJoin(passkeySessionChecks, eq(passkeySessionChecks.sessionId, sessions.id))
    .where(eq(passkeyAdminRequirements.userId, userId))
    .limit(1);
  const row = rows[0];
  return row ? { required: true, checkedAt: row.checkedAt } : { required: false, checkedAt: null };
}

/** Admins (owner flag or admin role) without a passkey, for the production start's warning. */
export async function adminsWithoutPasskeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(sql`(${users.isAdmin} or ${users.role} = 'admin')`, sql`not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`));
  return rows.map((row) => row.email);
}
