import { and, count, desc, eq, inArray, isNull, notInArray, sum } from 'drizzle-orm';
import type { MemberCursorKey } from '../../../shared/features/members.schema.js';
import type { Db } from '../../db/client.js';
import { isProUserSql, users } from '../auth/auth.table.js';
import { afterCursor, memberKeyColumns, memberListOrder, memberSearchSql, subscribedSince, whereAll } from './member-lists.repo.js';
import {
  paymentCustomers,
  paymentEvents,
  paymentRefunds,
  subscriptionDiscounts,
  subscriptions,
  userAgreements,
  type PaymentRefundRow,
  type SubscriptionDiscountRow,
  type SubscriptionRow,
  type UserAgreementRow,
} from './subscription.table.js';

export async function insertAgreement(
  db: Db,
  record: { userId: string; email: string; agreementVersion: string; ipAddress: string; userAgent: string },
): Promise<UserAgreementRow> {
  const rows = await db.insert(userAgreements).values(record).returning();
  return rows[0]!;
}

export async function findLatestAgreement(db: Db, userId: string): Promise<UserAgreementRow | undefined> {
  const rows = await db.select().from(userAgreements).where(eq(userAgreements.userId, userId)).orderBy(desc(userAgreements.acceptedAt)).limit(1);
  return rows[0];
}

export async function findCustomerIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db.select({ customerId: paymentCustomers.customerId }).from(paymentCustomers).where(eq(paymentCustomers.userId, userId)).limit(1);
  return rows[0]?.customerId;
}

export async function findUserIdOfCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const rows = await db.select({ userId: paymentCustomers.userId }).from(paymentCustomers).where(eq(paymentCustomers.customerId, customerId)).limit(1);
  return rows[0]?.userId;
}

/** Keeps the first customer recorded for a user; returns the one that is kept. */
export async function insertCustomer(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, customerId }).onConflictDoNothing();
  return (await findCustomerIdOfUser(db, userId)) ?? customerId;
}

export async function listCustomers(db: Db): Promise<{ userId: string; customerId: string }[]> {
  return db.select({ userId: paymentCustomers.userId, customerId: paymentCustomers.customerId }).from(paymentCustomers);
}

/** Records an event id; false when it was already recorded (a redelivery). */
export async function recordEvent(db: Db, id: string, type: string, customerId: string | null = null): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values({ id, type, customerId }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function countEvents(db: Db, id: string): Promise<number> {
  return (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id))).length;
}

/** Writes the mirror of one subscription; says whether its status changed (or it is new). */
export async function upsertSubscription(db: Db, row: Omit<SubscriptionRow, 'syncedAt'>): Promise<{ statusChanged: boolean }> {
  const { id: _id, ...changes } = row;
  const [before] = await db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, row.id)).limit(1);
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.id, set: { ...changes, syncedAt: new Date() } });
  return { statusChanged: before?.status !== row.status };
}

/** Writes the discounts the provider lists on one subscription; those it no longer lists are marked removed. */
export async function mirrorDiscounts(db: Db, subscriptionId: string, rows: Omit<SubscriptionDiscountRow, 'removedAt'>[]): Promise<void> {
  for (const row of rows) {
    const { id: _id, ...changes } = row;
    await db
      .insert(subscriptionDiscounts)
      .values(row)
      .onConflictDoUpdate({ target: subscriptionDiscounts.id, set: { ...changes, removedAt: null } });
  }
  const listed = rows.map((row) => row.id);
  await db
    .update(subscriptionDiscounts)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(subscriptionDiscounts.subscriptionId, subscriptionId),
        isNull(subscriptionDiscounts.removedAt),
        ...(listed.length > 0 ? [notInArray(subscriptionDiscounts.id, listed)] : []),
      ),
    );
}

export async function listSubscriptionsOfUser(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.startedAt));
}

const proUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  isPro: users.isPro,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionStartDate: users.subscriptionStartDate,
  subscriptionEndDate: users.subscriptionEndDate,
};
export type ProUserRow = { [K in keyof typeof proUserColumns]: (typeof users.$inferSelect)[K] };

/**
 * SPEC §7: role == pro_user, or the legacy isPro flag; newest subscribers first (the member lists'
 * order, member-lists.repo.ts), one page after the cursor; `since` keeps those who subscribed since then.
 */
export function listProUserPage(db: Db, query: { q: string; after: MemberCursorKey | undefined; since?: Date; limit: number }) {
  return db
    .select({ ...proUserColumns, ...memberKeyColumns })
    .from(users)
    .where(whereAll(isProUserSql, subscribedSince(query.since), memberSearchSql(query.q), afterCursor(query.after)))
    .orderBy(...memberListOrder)
    .limit(query.limit);
}

/** How many Pro users subscribed since then and match the search: a range of the list's index, bounded by the window. */
export function countProUsersSinceStatement(db: Db, query: { q: string; since: Date }) {
  return db.select({ total: count() }).from(users).where(whereAll(isProUserSql, subscribedSince(query.since), memberSearchSql(query.q)));
}

export async function countProUsersSince(db: Db, query: { q: string; since: Date }): Promise<number> {
  const [row] = await countProUsersSinceStatement(db, query);
  return row?.total ?? 0;
}

export async function findProUserRow(db: Db, userId: string): Promise<ProUserRow | undefined> {
  const rows = await db.select(proUserColumns).from(users).where(inArray(users.id, [userId])).limit(1);
  return rows[0];
}

/** Records a refund once; false when it was already recorded (by the route or the webhook). */
export async function insertRefund(db: Db, row: Omit<PaymentRefundRow, 'createdAt'>): Promise<boolean> {
  const rows = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** Cents already refunded on one payment, whatever refunded it (the member manager, the provider's dashboard). */
export async function refundedOnPayment(db: Db, paymentIntentId: string): Promise<number> {
  const [row] = await db.select({ cents: sum(paymentRefunds.amountCents).mapWith(Number) }).from(paymentRefunds).where(eq(paymentRefunds.paymentIntentId, paymentIntentId));
  return row?.cents ?? 0;
}
