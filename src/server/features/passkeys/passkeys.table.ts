import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from '../auth/auth.table.js';

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** One row per passkey a member added (a discoverable WebAuthn credential). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url; one account only. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen; an assertion must not go back (cloned authenticator). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Challenges handed out for a ceremony: in the database, so any instance of a fleet
 * can check the answer; deleted when used (single use) and refused once expired.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    ceremony: text('ceremony', { enum: ['register', 'sign-in', 'check'] }).notNull(),
    /** Who asked (register, check); null for a sign-in, which names its account only in the answer. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('passkey_challenges_expires_at_idx').on(t.expiresAt),
    check('passkey_challenges_ceremony_check', sql`${t.ceremony} in ('register', 'sign-in', 'check')`),
  ],
);

/** When a session last passed a passkey check (a passkey sign-in counts as one). */
export const passkeySessionChecks = pgTable('passkey_session_checks', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/** Accounts whose admin actions need a recent passkey check (the owner turns it on in the profile). */
export const passkeyAdminRequirements = pgTable('passkey_admin_requirements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

export type PasskeyRow = typeof passkeys.$inferSelect;
