import { and, count, desc, eq, exists, isNotNull, isNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { MemberCursorKey, MemberFilter } from '../../../shared/features/members.schema.js';
import type { Db } from '../../db/client.js';
import { isProUserSql, users, type UserRow } from '../auth/auth.table.js';
import { afterCursor, memberKeyColumns, memberListOrder, memberSearchSql, whereAll } from './member-lists.repo.js';
import { complimentaryGrants, paymentEvents, paymentRefunds, subscriptions, type ComplimentaryGrantRow } from './subscription.table.js';

/** The owner's member manager: reads of members with their grant, and the grant and refund records. */

const hasPastDueSubscription = exists(
  sql`(select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} = 'past_due')`,
);

/** Each filter of the member manager as SQL; "Pro" is isProUserSql, the one place that rule is written for SQL. */
const FILTERS: Record<MemberFilter, SQL | undefined> = {
  all: undefined,
  pro: isProUserSql,
  active: and(eq(users.subscriptionStatus, 'active'), sql`not ${hasPastDueSubscription}`),
  pending_cancellation: eq(users.subscriptionStatus, 'pending_cancellation'),
  past_due: hasPastDueSubscription,
  complimentary: eq(users.complimentaryPro, true),
  lapsed: and(eq(users.subscriptionStatus, 'canceled'), sql`not (${isProUserSql})`),
};

/** The row's sort key, as the cursor carries it. */
export interface MemberKeyRow {
  keySubscribedAt: string;
  keyCreatedAt: string;
}

export interface MemberRow {
  user: UserRow;
  complimentaryEndsAt: Date | null;
  pastDue: boolean;
}

/**
 * The open grant's end, one probe of complimentary_grants_open_key per row shown (a subquery in the
 * select list, so a page never joins, or hashes, every grant).
 */
const openGrantEndsAt = sql<Date | null>`(select ${complimentaryGrants.endsAt} from ${complimentaryGrants} where ${complimentaryGrants.userId} = ${users.id} and ${complimentaryGrants.endedAt} is null)`.mapWith(complimentaryGrants.endsAt);

const memberColumns = {
  user: users,
  complimentaryEndsAt: openGrantEndsAt,
  pastDue: sql<boolean>`${hasPastDueSubscription}`.mapWith(Boolean),
};

type MemberPageQuery = { q: string; filter: MemberFilter; after: MemberCursorKey | undefined; limit: number; countCap: number };

/** The statement of one page of the member manager (its plan is checked on 10,000 members in member-lists-plans.test.ts). */
export function memberPageStatement(db: Db, query: MemberPageQuery) {
  return db
    .select({ ...memberColumns, ...memberKeyColumns })
    .from(users)
    .where(whereAll(FILTERS[query.filter], memberSearchSql(query.q), afterCursor(query.after)))
    .orderBy(...memberListOrder)
    .limit(query.limit);
}

/** How many match, counted up to one more than `countCap`: the count reads at most that many rows. */
export function memberCountStatement(db: Db, query: MemberPageQuery) {
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .where(whereAll(FILTERS[query.filter], memberSearchSql(query.q)))
    // In the list's order, so the count walks the same index as the pages and stops at the cap.
    .orderBy(...memberListOrder)
    .limit(query.countCap + 1)
    .as('capped');
  return db.select({ total: count() }).from(capped);
}

/** One page of the member manager after the cursor, and how many match (up to the cap). */
export async function listMemberPage(db: Db, query: MemberPageQuery): Promise<{ rows: (MemberRow & MemberKeyRow)[]; total: number }> {
  const rows = await memberPageStatement(db, query);
  const [counted] = await memberCountStatement(db, query);
  return { rows, total: counted?.total ?? 0 };
}

/** Every member, oldest account first (the export). */
export async function listAllMembers(db: Db): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .orderBy(users.createdAt, users.id);
}

export async function findMemberRow(db: Db, userId: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function findOpenGrant(db: Db, userId: string): Promise<(ComplimentaryGrantRow & { grantedByEmail: string | null }) | undefined> {
  const granter = sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${complimentaryGrants.grantedBy})`;
  const rows = await db
    .select({ grant: complimentaryGrants, grantedByEmail: granter })
    .from(complimentaryGrants)
    .where(and(eq(complimentaryGrants.userId, userId), isNull(complimentaryGrants.endedAt)))
    .limit(1);
  return rows[0] ? { ...rows[0].grant, grantedByEmail: rows[0].grantedByEmail } : undefined;
}

export async function insertGrant(db: Db, grant: { userId: string; grantedBy: string | null; endsAt: Date | null }): Promise<ComplimentaryGrantRow> {
  const rows = await db.insert(complimentaryGrants).values(grant).returning();
  return rows[0]!;
}

export async function endOpenGrant(db: Db, userId: string, reason: 'expired' | 'revoked' | 'replaced', at: Date): Promise<boolean> {
  const rows = await db
    .update(complimentaryGrants)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(complimentaryGrants.userId, userId), isNull(complimentaryGrants.endedAt)))
    .returning({ id: complimentaryGrants.id });
  return rows.length > 0;
}

/** Members whose open grant has reached its end date. */
export async function listDueGrantUserIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: complimentaryGrants.userId })
    .from(complimentaryGrants)
    .where(and(isNull(complimentaryGrants.endedAt), lte(complimentaryGrants.endsAt, now)));
  return rows.map((row) => row.userId);
}

export async function listRecentEventsOfCustomer(db: Db, customerId: string, limit: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.customerId, customerId))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit);
}

/** Cents refunded to each member on their membership payments, for the export's "total paid". */
export async function refundedByUser(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: paymentRefunds.userId, cents: sum(paymentRefunds.amountCents).mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.kind, 'subscription'), isNotNull(paymentRefunds.userId)))
    .groupBy(paymentRefunds.userId);
  return new Map(rows.map((row) => [row.userId!, row.cents]));
}
