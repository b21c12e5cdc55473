import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInCodes, signInLinks, users, type SignInCodeRow, type UserRow } from './auth.table.js';

/** Codes asked for since `since`: by this address, and from this client address. */
export async function countRecentCodes(db: Db, by: { email: string; requestedFrom: string }, since: Date): Promise<{ forEmail: number; fromClient: number }> {
  const rows = await db
    .select({
      forEmail: sql<number>`count(*) filter (where ${signInCodes.email} = ${by.email})`.mapWith(Number),
      fromClient: sql<number>`count(*) filter (where ${signInCodes.requestedFrom} = ${by.requestedFrom})`.mapWith(Number),
    })
    .from(signInCodes)
    .where(and(gt(signInCodes.createdAt, since), or(eq(signInCodes.email, by.email), eq(signInCodes.requestedFrom, by.requestedFrom))));
  return rows[0] ?? { forEmail: 0, fromClient: 0 };
}

/** A new code for an address; the address's earlier codes end, so only the newest one works. */
export async function insertCodeEndingOthers(db: Db, code: typeof signInCodes.$inferInsert): Promise<void> {
  await db
    .update(signInCodes)
    .set({ endedAt: code.createdAt ?? new Date() })
    .where(and(eq(signInCodes.email, code.email), isNull(signInCodes.endedAt)));
  await db.insert(signInCodes).values(code);
}

/**
 * The live code found by the address (a typed code) or by the link's token,
 * locked so that two tries at once count as two.
 */
export async function lockLiveCode(tx: Db, by: { email: string } | { linkTokenHash: string }, now: Date): Promise<SignInCodeRow | undefined> {
  const match = 'email' in by ? eq(signInCodes.email, by.email) : eq(signInCodes.linkTokenHash, by.linkTokenHash);
  const rows = await tx
    .select()
    .from(signInCodes)
    .where(and(match, isNull(signInCodes.endedAt), gt(signInCodes.expiresAt, now)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function recordWrongTry(tx: Db, id: string, tries: number, endedAt: Date | null): Promise<void> {
  await tx.update(signInCodes).set({ tries, endedAt }).where(eq(signInCodes.id, id));
}

export async function endCode(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(signInCodes).set({ endedAt: now }).where(eq(signInCodes.id, id));
}

/** Codes older than this can no longer be used nor count toward a limit. */
export async function deleteCodesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(signInCodes).where(sql`${signInCodes.createdAt} < ${before}`);
}

/** The account of an (issuer, subject): the one it was made with, or one joined to it later. */
export async function findUserBySignIn(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  const own = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
    .limit(1);
  if (own[0]) return own[0];
  const linked = await db
    .select({ user: users })
    .from(signInLinks)
    .innerJoin(users, eq(users.id, signInLinks.userId))
    .where(and(eq(signInLinks.issuer, issuer), eq(signInLinks.subject, subject)))
    .limit(1);
  return linked[0]?.user;
}

/** The oldest account whose address was proved to be this one: where a new way of signing in joins. */
export async function findVerifiedUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return rows[0];
}

export async function insertSignInLink(db: Db, link: { userId: string; issuer: string; subject: string }): Promise<void> {
  await db.insert(signInLinks).values(link).onConflictDoNothing();
}

/** The issuers an account can be entered with: its own and those joined to it. */
export async function findSignInIssuers(db: Db, userId: string): Promise<string[]> {
  const own = await db.select({ issuer: users.issuer }).from(users).where(eq(users.id, userId));
  const linked = await db.selectDistinct({ issuer: signInLinks.issuer }).from(signInLinks).where(eq(signInLinks.userId, userId));
  return [...new Set([...own.map((row) => row.issuer), ...linked.map((row) => row.issuer)])];
}
