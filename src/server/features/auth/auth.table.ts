import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/permissions.js';

const SUBSCRIPTION_STATUSES = ['active', 'pending_cancellation', 'canceled'] as const;
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One row per account (SPEC §3 user document). Accounts are keyed by the
 * provider's (issuer, subject), never by e-mail: an address can change or be reused.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** Lower-cased; refreshed from the provider at every sign-in. */
    email: text('email').notNull(),
    /** The provider's `name` claim, for greetings such as the chat's user name. */
    displayName: text('display_name'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** Owner flag: set from ADMIN_EMAILS at sign-in; the role toggle never clears it. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Legacy Pro flag (SPEC §4); the subscription feature keeps it. */
    isPro: boolean('is_pro').notNull().default(false),
    /**
     * Complimentary Pro: true while the member holds an open grant (the
     * subscription feature's complimentary_grants keep who granted it and until when).
     */
    complimentaryPro: boolean('complimentary_pro').notNull().default(false),
    /** The open grant's end date (null: until revoked, or no grant), so the member's own menu can show it. */
    complimentaryEndsAt: timestamp('complimentary_ends_at', { withTimezone: true }),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    /** When this member's one free trial began (ADR 0121): set once, never cleared, so no second trial is offered. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    /** When the e-mail before the trial's first charge was queued: it goes out once per member, as the trial does. */
    trialRemindedAt: timestamp('trial_reminded_at', { withTimezone: true }),
    menuHintSeen: boolean('menu_hint_seen').notNull().default(false),
    /** Whether the address was proved: the provider's email_verified, or a sign-in with an e-mailed code. Only such accounts are joined by address. */
    emailVerified: boolean('email_verified').notNull().default(false),
    username: text('username'),
    profileImage: text('profile_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_issuer_subject_key').on(t.issuer, t.subject),
    // Usernames are unique whatever their case, held by the database so two
    // simultaneous profile updates cannot both win.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Look-ups by e-mail, and pages of members in e-mail order (the chat candidates): the id breaks ties between equal e-mails.
    index('users_email_id_idx').on(t.email, t.id),
    // The owner's member lists (member manager, Pro users, New Pro users), newest subscribers first,
    // read page by page from this index; memberListKeySql is the same expression (ADR 0094).
    index('users_member_list_idx').on(sql`coalesce(${t.subscriptionStartDate}, '-infinity'::timestamptz)`, t.createdAt, t.id),
    // The member manager's filters on the same order: by status (Active, Pending cancellation, Lapsed),
    // and Complimentary (few members, so a partial index).
    index('users_member_list_status_idx').on(
      t.subscriptionStatus,
      sql`coalesce(${t.subscriptionStartDate}, '-infinity'::timestamptz)`,
      t.createdAt,
      t.id,
    ),
    index('users_member_list_complimentary_idx')
      .on(sql`coalesce(${t.subscriptionStartDate}, '-infinity'::timestamptz)`, t.createdAt, t.id)
      .where(sql`${t.complimentaryPro}`),
    // Their search: a prefix of the (lower-cased) e-mail or of the username, whatever its case.
    index('users_email_prefix_idx').using('btree', t.email.op('text_pattern_ops')),
    index('users_username_prefix_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('users_subscription_status_check', sql`${t.subscriptionStatus} in (${inList(SUBSCRIPTION_STATUSES)})`),
  ],
);

/** The columns the Pro rule reads: a users row, or a row of the membership log (same names). */
export interface ProColumns {
  role: SQLWrapper;
  isPro: SQLWrapper;
  complimentaryPro: SQLWrapper;
}

/**
 * SQL for "is a Pro user" over any row with those columns: the same rule as isPro in
 * shared/permissions.ts (role pro_user, the legacy flag, or a complimentary grant).
 */
export const proUserSql = (row: ProColumns): SQL => sql`(${row.role} = 'pro_user' or ${row.isPro} or ${row.complimentaryPro})`;

/** Pro through a complimentary grant alone (neither the role nor the legacy flag). */
export const onlyComplimentaryProSql = (row: ProColumns): SQL => sql`(${row.complimentaryPro} and ${row.role} <> 'pro_user' and not ${row.isPro})`;

/** "Is a Pro user" for the users table. */
export const isProUserSql = proUserSql(users);

/**
 * Server-side sessions. Only a SHA-256 of the cookie's random id is stored, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, fixed at creation; the idle end is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in (cut to 512 characters), parsed when the member lists their devices. */
    userAgent: text('user_agent'),
    /** The client address at sign-in, already masked ("203.0.113.x"): the full address is never stored. */
    clientAddress: text('client_address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * More ways into one account: an (issuer, subject) beside the one the account
 * was created with (a Google sign-in joined to an account made by e-mail code,
 * or a code sign-in joined to a Google account), found by the verified address.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sign_in_links_issuer_subject_key').on(t.issuer, t.subject), index('sign_in_links_user_id_idx').on(t.userId)],
);

/**
 * One-time sign-in codes sent by e-mail. The code is kept only as an HMAC
 * (six digits hashed plainly would be undone by trying all of them), the link
 * token and the asking browser's nonce only as SHA-256 digests.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    browserNonceHash: text('browser_nonce_hash').notNull(),
    /** The client address that asked, for the per-address sending limit. */
    requestedFrom: text('requested_from').notNull(),
    returnTo: text('return_to').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, replaced by a newer code, or out of tries: the code is dead from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_codes_email_created_idx').on(t.email, t.createdAt), index('sign_in_codes_requested_from_created_idx').on(t.requestedFrom, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SignInCodeRow = typeof signInCodes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
