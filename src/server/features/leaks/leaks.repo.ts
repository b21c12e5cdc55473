import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import type { Db } from '../../db/client.js';
import { cursorInstantSql, instantParam } from '../../db/keyset.js';
import { users } from '../auth/auth.table.js';
import { downloadEvents } from '../downloads/downloads.table.js';
import { customRequests } from '../custom-orders/custom-orders.table.js';
import { galleryConfigs, galleryImages } from '../gallery/gallery.table.js';
import { mediaServeLog } from '../media/media.table.js';
import { imageFingerprints, markedCopies, viewerMarkKey } from './leaks.table.js';

/** The mark key, made on first use; two instances racing keep the first one written. */
export async function markKey(db: Db): Promise<string> {
  await db.insert(viewerMarkKey).values({ key: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ key: viewerMarkKey.key }).from(viewerMarkKey).limit(1);
  if (!row) throw new Error('the viewer mark key could not be stored');
  return row.key;
}

export interface ProPicture {
  displayKey: string;
  /** The name download attempts are logged under (the gallery image's file name); null for deliveries. */
  filename: string | null;
  pictureName: string;
  galleryName: string;
}

const withoutExtension = (filename: string) => filename.replace(/\.[^.]+$/, '');

/** How the owner knows a stored picture: its file name and gallery, or its custom request. */
export function pictureNames(row: { filename?: string | null; collection?: string | null; title?: string | null; requestNumber?: number | null }): {
  pictureName: string;
  galleryName: string;
} {
  if (row.requestNumber != null) return { pictureName: `Custom request #${row.requestNumber}`, galleryName: 'Custom content' };
  if (!row.filename || !row.collection) return { pictureName: 'A picture since deleted', galleryName: '—' };
  const galleryName = row.collection === TEASER_COLLECTION ? 'Teasers' : row.collection === PRO_COLLECTION ? 'Pro Gallery' : (row.title ?? row.collection);
  return { pictureName: withoutExtension(row.filename), galleryName };
}

/** Every picture members receive marked: Pro and configured galleries, delivered custom content. */
export async function listProPictures(db: Db): Promise<ProPicture[]> {
  const galleryRows = await db
    .select({ displayKey: galleryImages.displayKey, filename: galleryImages.filename, collection: galleryImages.collection, title: galleryConfigs.displayTitle })
    .from(galleryImages)
    .leftJoin(galleryConfigs, eq(galleryConfigs.collectionName, galleryImages.collection))
    .where(ne(galleryImages.collection, TEASER_COLLECTION));
  const deliveries = await db
    .select({ displayKey: customRequests.displayKey, requestNumber: customRequests.requestNumber })
    .from(customRequests)
    .where(and(isNotNull(customRequests.displayKey)));
  return [
    ...galleryRows.map((row) => ({ displayKey: row.displayKey, filename: row.filename, ...pictureNames(row) })),
    ...deliveries.map((row) => ({ displayKey: row.displayKey!, filename: null, ...pictureNames(row) })),
  ];
}

export async function findFingerprints(db: Db, displayKeys: string[]): Promise<Map<string, string>> {
  if (displayKeys.length === 0) return new Map();
  const rows = await db.select().from(imageFingerprints).where(inArray(imageFingerprints.displayKey, displayKeys));
  return new Map(rows.map((row) => [row.displayKey, row.fingerprint]));
}

export async function saveFingerprints(db: Db, rows: Array<{ displayKey: string; fingerprint: string }>): Promise<void> {
  if (rows.length > 0) await db.insert(imageFingerprints).values(rows).onConflictDoNothing();
}

export interface Receiver {
  userId: string;
  email: string;
  username: string | null;
  /** Their latest fetch of the picture, and the address it came from. */
  fetchedAt: Date;
  ipAddress: string;
}

/** Every member the serve log says received this picture, with their latest fetch. */
export async function findReceivers(db: Db, displayKey: string): Promise<Receiver[]> {
  const rows = await db
    .selectDistinctOn([mediaServeLog.viewerId], {
      userId: users.id,
      email: users.email,
      username: users.username,
      fetchedAt: mediaServeLog.servedAt,
      ipAddress: mediaServeLog.clientAddress,
    })
    .from(mediaServeLog)
    .innerJoin(users, eq(users.id, mediaServeLog.viewerId))
    .where(eq(mediaServeLog.objectKey, displayKey))
    .orderBy(mediaServeLog.viewerId, desc(mediaServeLog.servedAt));
  return rows;
}

export interface ReceiverActivity {
  fetches: Array<{ servedAt: Date; ipAddress: string; userAgent: string }>;
  downloadAttempts: Array<{ timestamp: Date; downloadMethod: string; ipAddress: string; deviceType: string }>;
}

const ACTIVITY_LIMIT = 20;

/** A suspect's latest fetches of the picture and their download attempts on it. */
export async function findReceiverActivity(db: Db, userId: string, picture: Pick<ProPicture, 'displayKey' | 'filename'>): Promise<ReceiverActivity> {
  const { displayKey, filename } = picture;
  const fetches = await db
    .select({ servedAt: mediaServeLog.servedAt, ipAddress: mediaServeLog.clientAddress, userAgent: mediaServeLog.userAgent })
    .from(mediaServeLog)
    .where(and(eq(mediaServeLog.viewerId, userId), eq(mediaServeLog.objectKey, displayKey)))
    .orderBy(desc(mediaServeLog.servedAt))
    .limit(ACTIVITY_LIMIT);
  // A download attempt names the picture by its file name, as the gallery shows it.
  const downloadAttempts = filename === null ? [] : await db
    .select({ timestamp: downloadEvents.createdAt, downloadMethod: downloadEvents.downloadMethod, ipAddress: downloadEvents.ipAddress, deviceType: downloadEvents.deviceType })
    .from(downloadEvents)
    .where(and(eq(downloadEvents.userId, userId), eq(downloadEvents.photoUrl, filename)))
    .orderBy(desc(downloadEvents.createdAt))
    .limit(ACTIVITY_LIMIT);
  return { fetches, downloadAttempts };
}

export async function recordMarkedCopy(db: Db, copy: { storageKey: string; viewerId: string; displayKey: string; bytes: number }): Promise<void> {
  await db.insert(markedCopies).values(copy).onConflictDoUpdate({ target: markedCopies.storageKey, set: { bytes: copy.bytes, lastUsedAt: sql`now()` } });
}

export async function touchMarkedCopies(db: Db, storageKeys: string[]): Promise<void> {
  if (storageKeys.length > 0) await db.update(markedCopies).set({ lastUsedAt: sql`now()` }).where(inArray(markedCopies.storageKey, storageKeys));
}

/** The least recently used copies beyond `maxBytes` in all: the ones to evict. */
export async function markedCopiesBeyond(db: Db, maxBytes: number): Promise<string[]> {
  const rows = await db.execute<{ storage_key: string }>(sql`
    select storage_key from (
      select storage_key, sum(bytes) over (order by last_used_at desc, storage_key) as running
      from marked_copies
    ) ranked where running > ${maxBytes}`);
  return (rows as unknown as { rows: Array<{ storage_key: string }> }).rows.map((row) => row.storage_key);
}

export async function forgetMarkedCopies(db: Db, storageKeys: string[]): Promise<void> {
  if (storageKeys.length > 0) await db.delete(markedCopies).where(inArray(markedCopies.storageKey, storageKeys));
}

/** Where a page of the serve log ends: the last line's time (ISO, microseconds) and id. */
export type ServeLogPosition = readonly [servedAt: string, id: number];

export interface ServeLogLine {
  position: ServeLogPosition;
  id: number;
  servedAt: Date;
  userId: string;
  email: string | null;
  filename: string | null;
  collection: string | null;
  galleryTitle: string | null;
  requestNumber: number | null;
  objectKey: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * Serve-log lines newest first, a page of `limit` after `after`, with the member
 * and the picture they name. The page is cut first on media_serve_log_served_at_id_idx
 * (one row comparison, read backwards); only its lines are then joined.
 */
/** The owner's accounts (the admin role or flag): a handful at most. */
export async function ownerIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(or(eq(users.isAdmin, true), eq(users.role, 'admin')));
  return rows.map((row) => row.id);
}

export async function listLatestServeLog(db: Db, page: { after?: ServeLogPosition; limit: number; exceptViewers: string[] }): Promise<ServeLogLine[]> {
  const { after, exceptViewers } = page;
  const lines = db
    .select({
      id: mediaServeLog.id,
      servedAt: mediaServeLog.servedAt,
      servedAtText: cursorInstantSql(mediaServeLog.servedAt).as('served_at_text'),
      viewerId: mediaServeLog.viewerId,
      objectKey: mediaServeLog.objectKey,
      clientAddress: mediaServeLog.clientAddress,
      userAgent: mediaServeLog.userAgent,
    })
    .from(mediaServeLog)
    .where(
      and(
        after ? sql`(${mediaServeLog.servedAt}, ${mediaServeLog.id}) < (${instantParam(after[0])}, ${after[1]})` : undefined,
        exceptViewers.length > 0 ? notInArray(mediaServeLog.viewerId, exceptViewers) : undefined,
      ),
    )
    .orderBy(desc(mediaServeLog.servedAt), desc(mediaServeLog.id))
    .limit(page.limit)
    .as('lines');
  const rows = await db
    .select({
      id: lines.id,
      servedAt: lines.servedAt,
      servedAtText: lines.servedAtText,
      userId: lines.viewerId,
      email: users.email,
      filename: galleryImages.filename,
      collection: galleryImages.collection,
      galleryTitle: galleryConfigs.displayTitle,
      requestNumber: customRequests.requestNumber,
      objectKey: lines.objectKey,
      ipAddress: lines.clientAddress,
      userAgent: lines.userAgent,
    })
    .from(lines)
    .leftJoin(users, eq(users.id, lines.viewerId))
    .leftJoin(galleryImages, or(eq(galleryImages.displayKey, lines.objectKey), eq(galleryImages.originalKey, lines.objectKey)))
    .leftJoin(galleryConfigs, eq(galleryConfigs.collectionName, galleryImages.collection))
    .leftJoin(customRequests, or(eq(customRequests.displayKey, lines.objectKey), eq(customRequests.originalKey, lines.objectKey)))
    .orderBy(desc(lines.servedAt), desc(lines.id));
  return rows.map(({ servedAtText, ...row }) => ({ ...row, position: [servedAtText, row.id] as const }));
}
