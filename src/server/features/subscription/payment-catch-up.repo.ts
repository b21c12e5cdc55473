import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCatchUp } from './payment-catch-up.table.js';
import { subscriptions } from './subscription.table.js';

/**
 * Claims the next pass for `leaseSeconds` when no other instance holds it, and
 * returns the cursor; undefined when another instance is running one. The
 * database's clock decides, so instances with drifting clocks agree.
 */
export async function claimCatchUp(db: Db, name: string, firstCursor: Date, leaseSeconds: number): Promise<Date | undefined> {
  await db.insert(paymentCatchUp).values({ name, cursor: firstCursor }).onConflictDoNothing();
  const rows = await db
    .update(paymentCatchUp)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(paymentCatchUp.name, name), or(isNull(paymentCatchUp.leaseUntil), lt(paymentCatchUp.leaseUntil, sql`now()`))))
    .returning({ cursor: paymentCatchUp.cursor });
  return rows[0]?.cursor;
}

/** Ends a pass: moves the cursor on (unless `cursor` is null: a failed pass is read again) and frees the lease. */
export async function finishCatchUp(db: Db, name: string, cursor: Date | null): Promise<void> {
  await db
    .update(paymentCatchUp)
    .set({ leaseUntil: null, ...(cursor ? { cursor, lastFinishedAt: sql`now()` } : {}) })
    .where(eq(paymentCatchUp.name, name));
}

export async function findCatchUp(db: Db, name: string) {
  const rows = await db.select().from(paymentCatchUp).where(eq(paymentCatchUp.name, name)).limit(1);
  return rows[0];
}

/** The mirrored state of these subscriptions, by id: a subscription mirrored as it is now needs no work. */
export async function mirroredSubscriptions(db: Db, ids: string[]): Promise<Map<string, { status: string; cancelAtPeriodEnd: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: subscriptions.id, status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
