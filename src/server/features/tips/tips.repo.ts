import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cursorInstantSql, instantParam } from '../../db/keyset.js';
import { tips, type TipRow } from './tips.table.js';

type Conn = Db | Tx;

export async function insertTip(db: Conn, values: typeof tips.$inferInsert): Promise<TipRow | undefined> {
  const [row] = await db.insert(tips).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTip(db: Conn, id: string): Promise<TipRow | undefined> {
  const [row] = await db.select().from(tips).where(eq(tips.id, id)).limit(1);
  return row;
}

export async function lockTip(tx: Tx, id: string): Promise<TipRow | undefined> {
  const [row] = await tx.select().from(tips).where(eq(tips.id, id)).for('update').limit(1);
  return row;
}

export async function findTipOfAttempt(db: Conn, userId: string, attemptId: string): Promise<TipRow | undefined> {
  const [row] = await db.select().from(tips).where(and(eq(tips.userId, userId), eq(tips.attemptId, attemptId))).limit(1);
  return row;
}

export async function findTipOfSession(db: Conn, userId: string, sessionId: string): Promise<TipRow | undefined> {
  const [row] = await db.select().from(tips).where(and(eq(tips.userId, userId), eq(tips.checkoutSessionId, sessionId))).limit(1);
  return row;
}

export async function setTipSession(db: Conn, id: string, sessionId: string): Promise<void> {
  await db.update(tips).set({ checkoutSessionId: sessionId }).where(eq(tips.id, id));
}

/** Pending → paid, once: only the caller whose update changed the row gets it back. */
export async function markTipPaid(tx: Tx, id: string, payment: { paymentIntentId: string | null; amountCents: number }, at: Date): Promise<TipRow | undefined> {
  const [row] = await tx
    .update(tips)
    .set({ status: 'paid', paidAt: at, paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents })
    .where(and(eq(tips.id, id), eq(tips.status, 'pending')))
    .returning();
  return row;
}

/** The payment intent of a tip paid before it was known (paid by its checkout without one). */
export async function fillTipIntent(tx: Tx, id: string, paymentIntentId: string): Promise<void> {
  await tx.update(tips).set({ paymentIntentId }).where(and(eq(tips.id, id), sql`${tips.paymentIntentId} is null`));
}

export async function addTipRefund(tx: Tx, id: string, amountCents: number, at: Date): Promise<TipRow | undefined> {
  const refunded = sql`${tips.refundedCents} + ${amountCents}`;
  const [row] = await tx
    .update(tips)
    .set({ refundedCents: refunded, refundedAt: at, status: sql`case when ${refunded} >= ${tips.amountCents} then 'refunded' else ${tips.status} end` })
    .where(eq(tips.id, id))
    .returning();
  return row;
}

/** Where a page of the owner's list ends: the last tip's payment time (ISO, microseconds) and id. */
export type TipPosition = readonly [paidAt: string, id: string];

/** Paid (and refunded) tips, newest payment first, `limit` after `after` (tips_paid_idx, read backwards). */
export async function listPaidTips(db: Db, page: { after?: TipPosition | undefined; limit: number }): Promise<Array<TipRow & { position: TipPosition }>> {
  const after = page.after;
  const rows = await db
    .select({ tip: tips, paidAtText: cursorInstantSql(tips.paidAt) })
    .from(tips)
    .where(and(inArray(tips.status, ['paid', 'refunded']), after ? sql`(${tips.paidAt}, ${tips.id}) < (${instantParam(after[0])}, ${after[1]}::uuid)` : undefined))
    .orderBy(desc(tips.paidAt), desc(tips.id))
    .limit(page.limit);
  return rows.map(({ tip, paidAtText }) => ({ ...tip, position: [paidAtText, tip.id] as const }));
}
