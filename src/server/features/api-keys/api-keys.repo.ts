import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, apiKeyUsage, type ApiKeyRow } from './api-keys.table.js';

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function listApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
}

export async function findApiKeyByHash(db: Db, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return row;
}

/** Revokes once: a second revoke keeps the first time. */
export async function revokeApiKey(db: Db, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** Stamps the last use unless it was stamped after `staleBefore` (by this or another instance). */
export async function touchApiKey(db: Db, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

export async function insertApiKeyUse(db: Db, values: typeof apiKeyUsage.$inferInsert): Promise<void> {
  await db.insert(apiKeyUsage).values(values);
}

export async function listApiKeyUsage(db: Db, limit: number) {
  return db
    .select({ id: apiKeyUsage.id, keyId: apiKeyUsage.keyId, keyName: apiKeys.name, method: apiKeyUsage.method, path: apiKeyUsage.path, status: apiKeyUsage.status, at: apiKeyUsage.at })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .orderBy(desc(apiKeyUsage.at))
    .limit(limit);
}

export async function deleteApiKeyUsageBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(apiKeyUsage).where(lt(apiKeyUsage.at, before)).returning({ id: apiKeyUsage.id });
  return rows.length;
}
