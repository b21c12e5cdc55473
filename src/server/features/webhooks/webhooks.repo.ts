import { and, arrayContains, asc, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/features/webhooks.schema.js';
import type { Db, Tx } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.table.js';

/** Wakes the webhook senders; only a hint (channel shared by every schema), the table is the truth. */
export const WEBHOOK_WAKE_CHANNEL = 'webhook_deliveries';

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function listEndpoints(db: Db): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt));
}

export async function setEndpointEnabled(db: Db, id: string, enabled: boolean): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set({ enabled }).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Queues one event for every enabled endpoint that asked for its type, in the caller's transaction. */
export async function queueEventDeliveries(tx: Db | Tx, event: { id: string; type: WebhookEventType; body: string }): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type])));
  if (endpoints.length === 0) return 0;
  await tx.insert(webhookDeliveries).values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, eventType: event.type, body: event.body })));
  // Delivered at commit, so a sender never wakes for a delivery it cannot see yet.
  await tx.execute(sql`select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '')`);
  return endpoints.length;
}

/** A delivery's event sent again as a new delivery to the same endpoint. */
export async function copyDelivery(db: Db, id: string): Promise<WebhookDeliveryRow | undefined> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    if (!original) return undefined;
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: original.endpointId, eventId: original.eventId, eventType: original.eventType, body: original.body })
      .returning();
    await tx.execute(sql`select pg_notify(${WEBHOOK_WAKE_CHANNEL}, '')`);
    return copy;
  });
}

export type DeliveryWithEndpoint = WebhookDeliveryRow & { endpointUrl: string };

export async function listDeliveries(db: Db, limit: number): Promise<DeliveryWithEndpoint[]> {
  return db
    .select({ delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .then((rows) => rows.map((row) => ({ ...row.delivery, endpointUrl: row.endpointUrl })));
}

const unleased = (now: Date) => or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now));

export type ClaimedDelivery = WebhookDeliveryRow & { url: string; secret: string };

/** Leases the oldest due delivery (SKIP LOCKED: senders of other instances pass over it). */
export async function claimDueDelivery(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.availableAt, now), unleased(now)))
      .orderBy(asc(webhookDeliveries.availableAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx.update(webhookDeliveries).set({ lockedUntil: leaseUntil }).where(eq(webhookDeliveries.id, due.id)).returning();
    if (!claimed) return undefined;
    const [endpoint] = await tx
      .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, claimed.endpointId));
    return endpoint ? { ...claimed, ...endpoint } : undefined;
  });
}

/** Records one attempt: done, given up, or due again at `retryAt`. */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { status: 'succeeded' | 'failed' | 'pending'; responseCode: number | null; error: string | null; retryAt?: Date },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      responseCode: outcome.responseCode,
      lastError: outcome.error?.slice(0, 500) ?? null,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lockedUntil: null,
      ...(outcome.retryAt ? { availableAt: outcome.retryAt } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** When the next pending delivery becomes due (its delay or lease over), or null when none waits. */
export async function nextDeliveryDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(greatest(${webhookDeliveries.availableAt}, coalesce(${webhookDeliveries.lockedUntil}, ${webhookDeliveries.availableAt})))` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/** Removes finished deliveries (succeeded or given up) created before `before`; returns how many. */
export async function deleteFinishedDeliveriesBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), sql`${webhookDeliveries.status} <> 'pending'`))
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}
