import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cursorInstantSql, instantParam } from '../../db/keyset.js';
import { counters, customLinks, customRequests, type CustomLinkRow, type CustomRequestRow, type NewCustomRequest } from './custom-orders.table.js';

type Conn = Db | Tx;

export const REQUESTS_COUNTER = 'requests';

/**
 * The next number of a counter (SPEC §7 counters/requests: transaction
 * increment). Call it inside the transaction that uses the number: the upsert
 * locks the row until commit, so simultaneous callers wait in turn, and a
 * rollback returns the number.
 */
export async function nextCount(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name, currentCount: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { currentCount: sql`${counters.currentCount} + 1` } })
    .returning({ currentCount: counters.currentCount });
  return row!.currentCount;
}

export async function insertRequest(tx: Tx, values: NewCustomRequest): Promise<CustomRequestRow> {
  const [row] = await tx.insert(customRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Conn, id: string): Promise<CustomRequestRow | undefined> {
  const [row] = await db.select().from(customRequests).where(eq(customRequests.id, id)).limit(1);
  return row;
}

/** The request row, locked until the transaction ends (fulfilment and payment serialize on it). */
export async function lockRequest(tx: Tx, id: string): Promise<CustomRequestRow | undefined> {
  const [row] = await tx.select().from(customRequests).where(eq(customRequests.id, id)).for('update').limit(1);
  return row;
}

export async function findRequestOfAttempt(db: Conn, userId: string, attemptId: string): Promise<CustomRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(customRequests)
    .where(and(eq(customRequests.userId, userId), eq(customRequests.attemptId, attemptId)))
    .limit(1);
  return row;
}

/** SPEC §7: by userId and checkoutSessionId. */
export async function findRequestOfSession(db: Conn, userId: string, sessionId: string): Promise<CustomRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(customRequests)
    .where(and(eq(customRequests.userId, userId), eq(customRequests.checkoutSessionId, sessionId)))
    .limit(1);
  return row;
}

export async function setCheckoutSession(db: Conn, id: string, sessionId: string): Promise<void> {
  await db.update(customRequests).set({ checkoutSessionId: sessionId }).where(eq(customRequests.id, id));
}

/**
 * pending_payment → paid, once: the WHERE re-checks the status under the row
 * lock, so of two simultaneous callers (webhook and /custom-success) one wins
 * and the other gets undefined.
 */
export async function markRequestPaid(
  tx: Tx,
  id: string,
  payment: { sessionId: string; paymentIntentId: string | null; amountCents: number | null },
  at: Date,
): Promise<CustomRequestRow | undefined> {
  const [row] = await tx
    .update(customRequests)
    .set({
      status: 'paid',
      paidAt: at,
      fulfilled: false,
      checkoutSessionId: payment.sessionId,
      paymentIntentId: payment.paymentIntentId,
      amountPaidCents: payment.amountCents,
    })
    .where(and(eq(customRequests.id, id), eq(customRequests.status, 'pending_payment')))
    .returning();
  return row;
}

export interface FulfilledImage {
  imageUrl: string;
  storagePath: string;
  originalKey: string;
  thumbKey: string;
  displayKey: string;
  fulfilledAt: Date;
}

export async function markRequestFulfilled(tx: Tx, id: string, image: FulfilledImage): Promise<CustomRequestRow> {
  const [row] = await tx
    .update(customRequests)
    .set({ ...image, status: 'fulfilled', fulfilled: true })
    .where(eq(customRequests.id, id))
    .returning();
  return row!;
}

/** SPEC §7: by userId and status in paid/fulfilled, newest first. */
export async function listRequestsOfUser(db: Conn, userId: string): Promise<CustomRequestRow[]> {
  return db
    .select()
    .from(customRequests)
    .where(and(eq(customRequests.userId, userId), inArray(customRequests.status, ['paid', 'fulfilled'])))
    .orderBy(desc(customRequests.createdAt), desc(customRequests.requestNumber));
}

/** Where a page of requests ends: the last one's creation (ISO, microseconds) and number. */
export type RequestPosition = readonly [createdAt: string, requestNumber: number];
export type PagedRequestRow = CustomRequestRow & { position: RequestPosition };

/**
 * Requests matching `which` (the very predicate of a partial index on (created_at,
 * request_number)), newest first, a page of `limit` after `after`: one row comparison, read backwards.
 */
async function pageOfRequests(db: Conn, which: SQL | undefined, page: { after?: RequestPosition; limit: number }): Promise<PagedRequestRow[]> {
  const after = page.after;
  const rows = await db
    .select({ request: customRequests, createdAtText: cursorInstantSql(customRequests.createdAt) })
    .from(customRequests)
    .where(and(which, after ? sql`(${customRequests.createdAt}, ${customRequests.requestNumber}) < (${instantParam(after[0])}, ${after[1]}::integer)` : undefined))
    .orderBy(desc(customRequests.createdAt), desc(customRequests.requestNumber))
    .limit(page.limit);
  return rows.map(({ request, createdAtText }) => ({ ...request, position: [createdAtText, request.requestNumber] as const }));
}

/** SPEC §7: paid and fulfilled false (and not refunded: nothing is owed), ordered by createdAt descending (custom_requests_pending_idx). */
export function listPendingRequests(db: Conn, page: { after?: RequestPosition; limit: number }): Promise<PagedRequestRow[]> {
  return pageOfRequests(db, and(eq(customRequests.status, 'paid'), eq(customRequests.fulfilled, false), isNull(customRequests.refundedAt)), page);
}

export async function insertLink(tx: Tx, values: typeof customLinks.$inferInsert): Promise<CustomLinkRow> {
  const [row] = await tx.insert(customLinks).values(values).returning();
  return row!;
}

/** Where a page of purchased content ends: the last delivery's time (ISO, microseconds) and id. */
export type LinkPosition = readonly [fulfilledAt: string, id: string];

/** A buyer's delivered images, newest first, a page of `limit` after `after` (custom_links_user_idx, read backwards). */
export async function listLinksOfUser(
  db: Conn,
  userId: string,
  page: { after?: LinkPosition; limit: number },
): Promise<Array<CustomLinkRow & { position: LinkPosition }>> {
  const after = page.after;
  const rows = await db
    .select({ link: customLinks, fulfilledAtText: cursorInstantSql(customLinks.fulfilledAt) })
    .from(customLinks)
    .where(and(eq(customLinks.userId, userId), after ? sql`(${customLinks.fulfilledAt}, ${customLinks.id}) < (${instantParam(after[0])}, ${after[1]}::uuid)` : undefined))
    .orderBy(desc(customLinks.fulfilledAt), desc(customLinks.id))
    .limit(page.limit);
  return rows.map(({ link, fulfilledAtText }) => ({ ...link, position: [fulfilledAtText, link.id] as const }));
}

/** Test support: forget a request's buyer, as a deleted account would. */
export async function clearRequestUser(db: Conn, id: string): Promise<void> {
  await db.update(customRequests).set({ userId: null }).where(eq(customRequests.id, id));
}

/** Every request, by number (the export). */
export async function listAllRequests(db: Conn): Promise<CustomRequestRow[]> {
  return db.select().from(customRequests).orderBy(customRequests.requestNumber);
}

/** Vendor Builds' past orders: delivered or refunded, newest first (custom_requests_past_idx). */
export function listPastRequests(db: Conn, page: { after?: RequestPosition; limit: number }): Promise<PagedRequestRow[]> {
  return pageOfRequests(db, or(eq(customRequests.status, 'fulfilled'), isNotNull(customRequests.refundedAt)), page);
}

/** What the payment was, learned from the provider for an order paid before it was recorded with the order. */
export async function setRequestPayment(db: Conn, id: string, paymentIntentId: string, amountCents: number): Promise<void> {
  await db.update(customRequests).set({ paymentIntentId, amountPaidCents: amountCents }).where(eq(customRequests.id, id));
}

export async function addRequestRefund(tx: Tx, id: string, amountCents: number, at: Date): Promise<CustomRequestRow | undefined> {
  const [row] = await tx
    .update(customRequests)
    .set({ refundedCents: sql`${customRequests.refundedCents} + ${amountCents}`, refundedAt: at })
    .where(eq(customRequests.id, id))
    .returning();
  return row;
}
