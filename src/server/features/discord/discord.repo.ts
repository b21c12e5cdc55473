import { and, count, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isProUserSql, users } from '../auth/auth.table.js';
import { discordLinks } from './discord.table.js';

export type DiscordLinkRow = typeof discordLinks.$inferSelect;

/** Whether the member should hold the role now: linked and Pro (the same rule as everywhere, auth.table.ts). */
const wantsRole = sql<boolean>`(${discordLinks.linked} and ${isProUserSql})`;

/**
 * Links the Discord account to the member. Linking again (the same account, or
 * another once the old one's role is gone) starts afresh; null when the
 * member's previous account still holds the role, so that one is not forgotten.
 */
export async function saveLink(db: Db, link: { userId: string; discordUserId: string; discordUsername: string; accessToken: string }): Promise<DiscordLinkRow | null> {
  const fresh = { ...link, linked: true, attempts: 0, retryAt: null, lastError: null, linkedAt: new Date() };
  const [row] = await db
    .insert(discordLinks)
    .values(fresh)
    .onConflictDoUpdate({
      target: discordLinks.userId,
      set: fresh,
      setWhere: or(eq(discordLinks.discordUserId, link.discordUserId), eq(discordLinks.roleGranted, false)),
    })
    .returning();
  return row ?? null;
}

export async function findLink(db: Db, userId: string): Promise<DiscordLinkRow | undefined> {
  const [row] = await db.select().from(discordLinks).where(and(eq(discordLinks.userId, userId), eq(discordLinks.linked, true)));
  return row;
}

/** Ends the link: a row whose role was never given goes at once; otherwise the role job removes the role, then the row. */
export async function endLink(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(discordLinks).where(and(eq(discordLinks.userId, userId), eq(discordLinks.roleGranted, false))).returning({ userId: discordLinks.userId });
    if (gone.length > 0) return true;
    const kept = await tx.update(discordLinks).set({ linked: false, accessToken: null, attempts: 0, retryAt: null }).where(and(eq(discordLinks.userId, userId), eq(discordLinks.linked, true))).returning({ userId: discordLinks.userId });
    return kept.length > 0;
  });
}

export interface RoleChange {
  userId: string;
  discordUserId: string;
  accessToken: string | null;
  attempts: number;
  grant: boolean;
}

/** Links whose role differs from what it should be, due now (never tried, or their retry time has come). */
export async function dueRoleChanges(db: Db, now: Date, limit: number): Promise<RoleChange[]> {
  return db
    .select({ userId: discordLinks.userId, discordUserId: discordLinks.discordUserId, accessToken: discordLinks.accessToken, attempts: discordLinks.attempts, grant: wantsRole })
    .from(discordLinks)
    .innerJoin(users, eq(users.id, discordLinks.userId))
    .where(and(sql`${wantsRole} <> ${discordLinks.roleGranted}`, or(sql`${discordLinks.retryAt} is null`, lte(discordLinks.retryAt, now))))
    .orderBy(discordLinks.linkedAt)
    .limit(limit);
}

/** Discord did what was asked: remember it, and drop an unlinked row that holds nothing any more. */
export async function recordRoleDone(db: Db, userId: string, granted: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(discordLinks).set({ roleGranted: granted, accessToken: null, attempts: 0, retryAt: null, lastError: null }).where(eq(discordLinks.userId, userId));
    await tx.delete(discordLinks).where(and(eq(discordLinks.userId, userId), eq(discordLinks.linked, false), eq(discordLinks.roleGranted, false)));
  });
}

export async function recordRoleFailed(db: Db, userId: string, failure: { error: string; retryAt: Date }): Promise<void> {
  await db
    .update(discordLinks)
    .set({ attempts: sql`${discordLinks.attempts} + 1`, retryAt: failure.retryAt, lastError: failure.error.slice(0, 500) })
    .where(eq(discordLinks.userId, userId));
}

export async function linkCounts(db: Db): Promise<{ linked: number; granted: number; waiting: number; lastError: string | null }> {
  const [counts] = await db
    .select({
      linked: count(sql`case when ${discordLinks.linked} then 1 end`),
      granted: count(sql`case when ${discordLinks.roleGranted} then 1 end`),
      waiting: count(sql`case when ${wantsRole} <> ${discordLinks.roleGranted} then 1 end`),
    })
    .from(discordLinks)
    .innerJoin(users, eq(users.id, discordLinks.userId));
  const [failing] = await db.select({ lastError: discordLinks.lastError }).from(discordLinks).where(isNotNull(discordLinks.lastError)).orderBy(desc(discordLinks.retryAt)).limit(1);
  return { linked: counts?.linked ?? 0, granted: counts?.granted ?? 0, waiting: counts?.waiting ?? 0, lastError: failing?.lastError ?? null };
}
