import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the local OpenID provider must remember between the requests of one
 * sign-in (interactions, sessions, grants, codes, the accounts it signed in),
 * and its signing key: in the shared database, so each request of a sign-in
 * may land on any instance of a fleet (ADR 0030). `model` is the provider's
 * name for the kind of record; rows past `expires_at` count for nothing and
 * are swept; the signing key has no expiry.
 */
export const localOidcRecords = pgTable(
  'local_oidc_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('local_oidc_records_uid_idx').on(table.uid),
    index('local_oidc_records_grant_idx').on(table.grantId),
    index('local_oidc_records_expires_idx').on(table.expiresAt),
  ],
);
