import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { subscriptions } from '../subscription/subscription.table.js';
import { renewalReminders, retentionOffers, retentionSettings } from './retention.table.js';

export type RetentionSettingsRow = typeof retentionSettings.$inferSelect;

export async function findRetentionSettings(db: Db | Tx): Promise<RetentionSettingsRow | undefined> {
  const rows = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1)).limit(1);
  return rows[0];
}

export async function saveRetentionSettings(
  db: Db,
  values: { couponId: string | null; percentOff: number | null; durationInMonths: number | null; renewalReminderDays: number },
): Promise<void> {
  const row = { ...values, updatedAt: new Date() };
  await db.insert(retentionSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: retentionSettings.id, set: row });
}

/** Records the offer as shown to this member; false when it was shown before (never twice). */
export async function recordOfferShown(db: Db, userId: string, couponId: string): Promise<boolean> {
  const rows = await db.insert(retentionOffers).values({ userId, couponId }).onConflictDoNothing().returning({ userId: retentionOffers.userId });
  return rows.length === 1;
}

/** The coupon this member was shown and has not yet taken, if any. */
export async function findOpenOffer(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ couponId: retentionOffers.couponId })
    .from(retentionOffers)
    .where(and(eq(retentionOffers.userId, userId), isNull(retentionOffers.acceptedAt)))
    .limit(1);
  return rows[0]?.couponId;
}

export async function markOfferAccepted(db: Db, userId: string): Promise<void> {
  await db.update(retentionOffers).set({ acceptedAt: new Date() }).where(eq(retentionOffers.userId, userId));
}

export async function countOffers(db: Db): Promise<{ offered: number; accepted: number }> {
  const [offered] = await db.select({ n: count() }).from(retentionOffers);
  const [accepted] = await db.select({ n: count() }).from(retentionOffers).where(isNotNull(retentionOffers.acceptedAt));
  return { offered: offered?.n ?? 0, accepted: accepted?.n ?? 0 };
}

/** Claims the reminder of one renewal; false when it was queued before (a resent or replayed event). */
export async function claimRenewalReminder(tx: Tx, subscriptionId: string, renewsAt: Date, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(renewalReminders)
    .values({ subscriptionId, renewsAt, userId })
    .onConflictDoNothing()
    .returning({ subscriptionId: renewalReminders.subscriptionId });
  return rows.length === 1;
}

/** The member's subscriptions at the provider as mirrored (id and status), to find the live one. */
export async function listSubscriptionStatuses(db: Db, userId: string): Promise<{ id: string; status: string }[]> {
  return db.select({ id: subscriptions.id, status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, userId));
}
