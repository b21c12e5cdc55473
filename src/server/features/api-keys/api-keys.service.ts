import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyUse,
  type CreatedApiKey,
  type CreateApiKeySchema,
} from '../../../shared/features/api-keys.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { deleteApiKeyUsageBefore, findApiKeyByHash, insertApiKey, insertApiKeyUse, listApiKeys, listApiKeyUsage, revokeApiKey, touchApiKey } from './api-keys.repo.js';
import type { ApiKeyRow } from './api-keys.table.js';

/** How many requests the owner's usage log shows. */
const USAGE_LOG_SIZE = 200;
/** Last-used time is written at most this often per key: one write per minute, not per request. */
export const LAST_USED_EVERY_MS = 60 * 1000;
export const USAGE_KEPT_DAYS = 30;
/** Enough to tell keys apart in the list, far too few to use: "sitekey_" and four characters. */
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(ctx: AppContext, createdBy: string, input: z.output<typeof CreateApiKeySchema>): Promise<CreatedApiKey> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(ctx.database.db, {
    name: input.name,
    hint: secret.slice(0, HINT_LENGTH),
    secretHash: hashApiKey(secret),
    scopes: [...new Set(input.scopes)],
    createdBy,
  });
  return { ...toApiKey(row), secret };
}

export async function listKeys(ctx: AppContext): Promise<{ keys: ApiKey[] }> {
  return { keys: (await listApiKeys(ctx.database.db)).map(toApiKey) };
}

export async function revokeKey(ctx: AppContext, id: string, now = new Date()): Promise<ApiKey> {
  const row = await revokeApiKey(ctx.database.db, id, now);
  if (!row) throw notFound('That API key');
  return toApiKey(row);
}

export async function listUsage(ctx: AppContext): Promise<{ usage: ApiKeyUse[] }> {
  const rows = await listApiKeyUsage(ctx.database.db, USAGE_LOG_SIZE);
  return { usage: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}

/** The key whose secret this is, revoked or not; undefined when no key has it. */
export const findKeyBySecret = (db: Db, secret: string) => findApiKeyByHash(db, hashApiKey(secret));

/** Marks the key used now, unless it was marked within the last minute. */
export async function markKeyUsed(db: Db, key: ApiKeyRow, now = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (key.lastUsedAt && key.lastUsedAt >= staleBefore) return;
  await touchApiKey(db, key.id, now, staleBefore);
}

export async function logKeyUse(db: Db, use: { keyId: string; method: string; path: string; status: number }): Promise<void> {
  await insertApiKeyUse(db, use);
}

export async function pruneKeyUsage(ctx: AppContext, now = new Date()): Promise<number> {
  return deleteApiKeyUsageBefore(ctx.database.db, new Date(now.getTime() - USAGE_KEPT_DAYS * 24 * 60 * 60 * 1000));
}
