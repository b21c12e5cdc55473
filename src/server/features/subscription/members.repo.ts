import { and, count, desc, eq, exists, ilike, isNotNull, isNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { MemberFilter } from '../../../shared/features/members.schema.js';
import type { Db } from '../../db/client.js';
import { isProUserSql, users, type UserRow } from '../auth/auth.table.js';
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

const searchOf = (q: string) => {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.displayName, pattern));
};

export interface MemberRow {
  user: UserRow;
  complimentaryEndsAt: Date | null;
  pastDue: boolean;
}

const memberColumns = {
  user: users,
  complimentaryEndsAt: complimentaryGrants.endsAt,
  pastDue: sql<boolean>`${hasPastDueSubscription}`.mapWith(Boolean),
};

export async function listMemberPage(
  db: Db,
  query: { q: string; filter: MemberFilter; limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(FILTERS[query.filter], searchOf(query.q));
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(complimentaryGrants, and(eq(complimentaryGrants.userId, users.id), isNull(complimentaryGrants.endedAt)))
    .where(where)
    // Newest subscribers first; members who never subscribed after them, newest accounts first.
    .orderBy(sql`${users.subscriptionStartDate} desc nulls last`, desc(users.createdAt), users.id)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every member, oldest account first (the export). */
export async function listAllMembers(db: Db): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(complimentaryGrants, and(eq(complimentaryGrants.userId, users.id), isNull(complimentaryGrants.endedAt)))
    .orderBy(users.createdAt, users.id);
}

export async function findMemberRow(db: Db, userId: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(complimentaryGrants, and(eq(complimentaryGrants.userId, users.id), isNull(complimentaryGrants.endedAt)))
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
