import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, NOTICE_CHANNELS, NOTICE_TOPICS, type NoticeChannel, type NoticeTopic, type NotificationPreferences } from '../../../shared/features/notifications.schema.js';
import type { Db, Tx } from '../../db/client.js';
import { isProUserSql, users } from '../auth/auth.table.js';
import { galleryImages } from '../gallery/gallery.table.js';
import { NOTIFICATION_WAKE_CHANNEL } from './notifications.repo.js';
import { contentAnnouncements, contentNotices, notificationPreferences, pushSubscriptions } from './preferences.table.js';

type PreferenceRow = typeof notificationPreferences.$inferSelect;
type SwitchColumn = Exclude<keyof PreferenceRow, 'userId' | 'bouncedAddress' | 'bouncedAt' | 'bounceReason' | 'updatedAt'>;

/** The column of one switch: ('email', 'new_content') → emailNewContent. */
const columnOf = (channel: NoticeChannel, topic: NoticeTopic): SwitchColumn =>
  `${channel}${topic.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}` as SwitchColumn;

function toPreferences(row: PreferenceRow | undefined): NotificationPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  const channel = (c: NoticeChannel) => Object.fromEntries(NOTICE_TOPICS.map((t) => [t, row[columnOf(c, t)]])) as NotificationPreferences['email'];
  return { email: channel('email'), push: channel('push') };
}

export async function readPreferences(db: Db | Tx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return toPreferences(row);
}

export async function writePreferences(db: Db, userId: string, preferences: NotificationPreferences): Promise<void> {
  const values = Object.fromEntries(NOTICE_CHANNELS.flatMap((c) => NOTICE_TOPICS.map((t) => [columnOf(c, t), preferences[c][t]]))) as Pick<PreferenceRow, SwitchColumn>;
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } });
}

/** Turns one switch off; true when it was on (a replayed unsubscribe finds it off already). */
export async function switchOff(db: Db, userId: string, channel: NoticeChannel, topic: NoticeTopic): Promise<boolean> {
  const column = columnOf(channel, topic);
  return db.transaction(async (tx) => {
    // A link of an account deleted since: nothing left to turn off.
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!member) return false;
    const before = await readPreferences(tx, userId);
    if (!before[channel][topic]) return false;
    await tx
      .insert(notificationPreferences)
      .values({ userId, [column]: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { [column]: false, updatedAt: new Date() } });
    return true;
  });
}

/** One page of the members told about new content: not the owner, in id order after `afterId`, with the channels switched on (no row: both). */
export async function audiencePage(tx: Tx, afterId: string | null, limit: number): Promise<NewContentRecipient[]> {
  const emailOn = sql<boolean>`coalesce(${notificationPreferences.emailNewContent}, true)`;
  const pushOn = sql<boolean>`coalesce(${notificationPreferences.pushNewContent}, true)`;
  return tx
    .select({ id: users.id, email: users.email, name: users.displayName, emailOn, pushOn })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.isAdmin, false), sql`${users.role} <> 'admin'`, afterId ? gt(users.id, afterId) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}

export interface NewContentRecipient {
  id: string;
  email: string;
  name: string | null;
  emailOn: boolean;
  pushOn: boolean;
}

/** Records the notices about to be sent; returns the members whose (item, channel) row is new. */
export async function claimNotices(tx: Tx, itemKey: string, channel: NoticeChannel, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .insert(contentNotices)
    .values(userIds.map((userId) => ({ itemKey, userId, channel })))
    .onConflictDoNothing()
    .returning({ userId: contentNotices.userId });
  return new Set(rows.map((row) => row.userId));
}

/** Records content to announce and wakes the e-mail workers at commit; nothing when that item was announced already (the second picture of a drop). */
export async function recordAnnouncement(tx: Tx, row: typeof contentAnnouncements.$inferInsert): Promise<void> {
  const inserted = await tx.insert(contentAnnouncements).values(row).onConflictDoNothing().returning({ itemKey: contentAnnouncements.itemKey });
  if (inserted.length > 0) await tx.execute(sql`select pg_notify(${NOTIFICATION_WAKE_CHANNEL}, '')`);
}

/** The oldest announcement not yet told to every member, locked for this transaction (another instance skips it). */
export async function claimPendingAnnouncement(tx: Tx): Promise<ContentAnnouncementRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentAnnouncements)
    .where(isNull(contentAnnouncements.doneAt))
    .orderBy(asc(contentAnnouncements.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export type ContentAnnouncementRow = typeof contentAnnouncements.$inferSelect;

/** How far the expansion got: the last member reached, and whether that was the last member of all. */
export async function advanceAnnouncement(tx: Tx, itemKey: string, afterUserId: string | null, done: boolean): Promise<void> {
  await tx
    .update(contentAnnouncements)
    .set({ afterUserId, doneAt: done ? new Date() : null })
    .where(eq(contentAnnouncements.itemKey, itemKey));
}

export async function savePushSubscription(db: Db, userId: string, target: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  // A browser re-subscribing (or signed in as someone else now) keeps one row, owned by the latest member.
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...target })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: target.p256dh, auth: target.auth } });
}

export async function deletePushSubscription(db: Db, endpoint: string, userId?: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), userId ? eq(pushSubscriptions.userId, userId) : undefined));
}

export async function pushTargetsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function countPushSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The owner's accounts whose push switch for a topic is on. */
export async function ownersWithPush(db: Db, topic: NoticeTopic): Promise<string[]> {
  const column = notificationPreferences[columnOf('push', topic)];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(sql`(${users.isAdmin} or ${users.role} = 'admin')`, sql`coalesce(${column}, true)`));
  return rows.map((row) => row.id);
}

/** The account an address belongs to (the owner's notices go to an address, not an id). */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id ?? null;
}

/** The mail server refused this member's address for good: flagged for the owner while it is still their address. */
export async function flagBounce(db: Db, userId: string, address: string, reason: string): Promise<void> {
  const bounce = { bouncedAddress: address, bouncedAt: new Date(), bounceReason: reason.slice(0, 300) };
  await db.insert(notificationPreferences).values({ userId, ...bounce }).onConflictDoUpdate({ target: notificationPreferences.userId, set: bounce });
}

/** The ids among these whose current address bounced. */
export async function bouncedAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: notificationPreferences.userId })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.bouncedAddress, users.email)));
  return new Set(rows.map((row) => row.id));
}

/** The newest pictures of a gallery, for the drop e-mail. */
export async function newestPictures(db: Db, collection: string, limit: number) {
  return db
    .select({ id: galleryImages.id, displayKey: galleryImages.displayKey, caption: galleryImages.caption, filename: galleryImages.filename })
    .from(galleryImages)
    .where(eq(galleryImages.collection, collection))
    .orderBy(desc(galleryImages.createdAt))
    .limit(limit);
}

/** Pro at this moment (the rule of isPro, in SQL). */
export async function isProMember(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ pro: sql<boolean>`${isProUserSql}` }).from(users).where(eq(users.id, userId));
  return row?.pro === true;
}
