import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { localOidcRecords } from './local-oidc.table.js';

/** The local OpenID provider's records (local-oidc.table.ts): one model's rows by id, uid or user code. */

export interface OidcRecord {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

export interface OidcRecordWrite {
  payload: Record<string, unknown>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  /** null: kept until removed (the signing key). */
  expiresAt: Date | null;
}

const live = () => or(isNull(localOidcRecords.expiresAt), gt(localOidcRecords.expiresAt, sql`now()`));

/** Writes the record, replacing one of the same model and id (a saved-again session or grant). */
export async function upsertOidcRecord(db: Db, model: string, id: string, record: OidcRecordWrite): Promise<void> {
  await db
    .insert(localOidcRecords)
    .values({ model, id, ...record })
    .onConflictDoUpdate({ target: [localOidcRecords.model, localOidcRecords.id], set: { ...record, consumedAt: null } });
}

/** Writes the record only when none of that model and id is there yet (the first instance's signing key wins). */
export async function insertOidcRecordIfAbsent(db: Db, model: string, id: string, record: OidcRecordWrite): Promise<void> {
  await db.insert(localOidcRecords).values({ model, id, ...record }).onConflictDoNothing();
}

/** The unexpired record of `model` that `where` picks (by id, uid or user code). */
async function findWhere(db: Db, model: string, where: SQL): Promise<OidcRecord | undefined> {
  const [row] = await db
    .select({ payload: localOidcRecords.payload, consumedAt: localOidcRecords.consumedAt })
    .from(localOidcRecords)
    .where(and(eq(localOidcRecords.model, model), where, live()))
    .limit(1);
  return row ? { payload: row.payload as Record<string, unknown>, consumedAt: row.consumedAt } : undefined;
}

export const findOidcRecord = (db: Db, model: string, id: string) => findWhere(db, model, eq(localOidcRecords.id, id));
export const findOidcRecordByUid = (db: Db, model: string, uid: string) => findWhere(db, model, eq(localOidcRecords.uid, uid));
export const findOidcRecordByUserCode = (db: Db, model: string, userCode: string) => findWhere(db, model, eq(localOidcRecords.userCode, userCode));

/** Marks a one-time record (an authorization code) used; the provider refuses it from then on. */
export async function consumeOidcRecord(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(localOidcRecords)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(localOidcRecords.model, model), eq(localOidcRecords.id, id)));
}

export async function destroyOidcRecord(db: Db, model: string, id: string): Promise<void> {
  await db.delete(localOidcRecords).where(and(eq(localOidcRecords.model, model), eq(localOidcRecords.id, id)));
}

/** Everything issued under a grant, of every model: a revoked grant leaves no usable token. */
export async function revokeOidcGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(localOidcRecords).where(eq(localOidcRecords.grantId, grantId));
}

/** Housekeeping: expired records count for nothing. */
export async function deleteExpiredOidcRecords(db: Db): Promise<void> {
  await db.delete(localOidcRecords).where(lt(localOidcRecords.expiresAt, sql`now()`));
}
