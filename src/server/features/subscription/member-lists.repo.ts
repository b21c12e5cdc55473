import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import type { MemberCursorKey } from '../../../shared/features/members.schema.js';
import { users } from '../auth/auth.table.js';

/**
 * What the owner's member lists share (member manager, Pro users, New Pro users): one order, newest
 * subscribers first, then newest accounts, read page by page from users_member_list_idx, whose
 * columns are exactly this key (ADR 0094); and the search by a prefix of the e-mail or username.
 */

/** The first column of the index: a member who never subscribed sorts after every subscriber. */
export const subscribedAtKeySql = sql`coalesce(${users.subscriptionStartDate}, '-infinity'::timestamptz)`;

/** ORDER BY of every member list: the index read backwards. */
export const memberListOrder = [desc(subscribedAtKeySql), desc(users.createdAt), desc(users.id)];

/** The row's key as the cursor carries it: instants in UTC with microseconds, so no row is skipped or repeated. */
const utcMicros = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const memberKeyColumns = {
  keySubscribedAt: sql<string>`case when ${users.subscriptionStartDate} is null then '-infinity' else ${utcMicros(sql`${users.subscriptionStartDate}`)} end`,
  keyCreatedAt: sql<string>`${utcMicros(sql`${users.createdAt}`)}`,
};
export const cursorKeyOf = (row: { keySubscribedAt: string; keyCreatedAt: string; id: string }): MemberCursorKey => [
  row.keySubscribedAt,
  row.keyCreatedAt,
  row.id,
];

/** Rows after the cursor: one row comparison the index serves as a range (no OR form). */
export const afterCursor = (key: MemberCursorKey | undefined): SQL | undefined =>
  key && sql`(${subscribedAtKeySql}, ${users.createdAt}, ${users.id}) < (${key[0]}::timestamptz, ${key[1]}::timestamptz, ${key[2]}::uuid)`;

/** `q` as a LIKE prefix, its wildcards taken literally. */
const prefixPattern = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A prefix of the e-mail (stored lower-cased) or of the username, whatever the case: each side is a
 * range on its text_pattern_ops index (users_email_prefix_idx, users_username_prefix_idx).
 */
export function memberSearchSql(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = prefixPattern(q);
  return or(sql`${users.email} like ${pattern}`, sql`lower(${users.username}) like ${pattern}`);
}

export const whereAll = (...conditions: (SQL | undefined)[]): SQL | undefined => and(...conditions);

/** Subscribed at `since` or later, written on the index's first column so it bounds the range read. */
export const subscribedSince = (since: Date | undefined): SQL | undefined => since && sql`${subscribedAtKeySql} >= ${since.toISOString()}::timestamptz`;
