import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES } from '../../../shared/features/api-keys.schema.js';
import { users } from '../auth/auth.table.js';

/** A key the owner made for another tool; only the SHA-256 of its secret is kept. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  hint: text('hint').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
  /** The admin the key acts as: it opens nothing that account could not. */
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** One request made with a key (the owner's usage log), pruned after 30 days. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_usage_at_idx').on(t.at)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
