import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import type { Db } from '../../db/client.js';
import { customRequests } from '../custom-orders/custom-orders.table.js';
import { galleryConfigs, galleryImages } from '../gallery/gallery.table.js';
import { imageFingerprints, viewerMarkKey } from './leaks.table.js';

/** The mark key, made on first use; two instances racing keep the first one written. */
export async function markKey(db: Db): Promise<string> {
  await db.insert(viewerMarkKey).values({ key: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ key: viewerMarkKey.key }).from(viewerMarkKey).limit(1);
  if (!row) throw new Error('the viewer mark key could not be stored');
  return row.key;
}

export interface ProPicture {
  displayKey: string;
  pictureName: string;
  galleryName: string;
}

const withoutExtension = (filename: string) => filename.replace(/\.[^.]+$/, '');

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
    ...galleryRows.map((row) => ({
      displayKey: row.displayKey,
      pictureName: withoutExtension(row.filename),
      galleryName: row.collection === PRO_COLLECTION ? 'Pro Gallery' : (row.title ?? row.collection),
    })),
    ...deliveries.map((row) => ({ displayKey: row.displayKey!, pictureName: `Custom request #${row.requestNumber}`, galleryName: 'Custom content' })),
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
