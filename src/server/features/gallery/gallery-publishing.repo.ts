import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { galleryConfigs, galleryImages, type GalleryImageRow } from './gallery.table.js';

/** A collection's pictures that members do not see yet (the owner's drafts and scheduled ones), soonest first, drafts last. */
export async function listUnpublishedImages(db: Db, collection: string): Promise<GalleryImageRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(and(isNull(galleryImages.publishedAt), eq(galleryImages.collection, collection)))
    .orderBy(sql`${galleryImages.scheduledFor} asc nulls last`, asc(galleryImages.id))
    .limit(500);
}

/**
 * Publishes every picture whose time has come, in one statement: each row is updated (and returned)
 * by exactly one caller, however many instances run it at once (the row lock makes a second UPDATE
 * re-check `published_at is null` and skip it). Its time becomes the publication's, so it is new.
 */
export function claimDueImages(tx: Tx) {
  return tx
    .update(galleryImages)
    .set({ publishedAt: sql`now()`, createdAt: sql`now()` })
    .where(and(isNull(galleryImages.publishedAt), lte(galleryImages.scheduledFor, sql`now()`)))
    .returning();
}

export function claimDueGalleries(tx: Tx) {
  return tx
    .update(galleryConfigs)
    .set({ publishedAt: sql`now()` })
    .where(and(isNull(galleryConfigs.publishedAt), lte(galleryConfigs.scheduledFor, sql`now()`)))
    .returning();
}

/** Changes an unpublished picture's schedule, or publishes it now; undefined when it is gone or already published. */
export async function setImagePublication(tx: Tx, id: string, values: { scheduledFor: Date | null; publishedAt?: null }) {
  const publishNow = values.publishedAt === undefined;
  const [row] = await tx
    .update(galleryImages)
    .set(publishNow ? { publishedAt: sql`now()`, createdAt: sql`now()`, scheduledFor: null } : { scheduledFor: values.scheduledFor })
    .where(and(eq(galleryImages.id, id), isNull(galleryImages.publishedAt)))
    .returning();
  return row;
}

export async function setGalleryPublication(tx: Tx, id: string, values: { scheduledFor: Date | null; publishedAt?: null }) {
  const publishNow = values.publishedAt === undefined;
  const [row] = await tx
    .update(galleryConfigs)
    .set(publishNow ? { publishedAt: sql`now()`, scheduledFor: null } : { scheduledFor: values.scheduledFor })
    .where(and(eq(galleryConfigs.id, id), isNull(galleryConfigs.publishedAt)))
    .returning();
  return row;
}

export async function findImage(db: Db | Tx, id: string) {
  const rows = await db.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  return rows[0];
}

export async function findConfigById(db: Db | Tx, id: string) {
  const rows = await db.select().from(galleryConfigs).where(eq(galleryConfigs.id, id)).limit(1);
  return rows[0];
}

/** Pictures and galleries for the owner's calendar: every one not yet published, and those published in [from, to). */
export async function listCalendarGalleryItems(db: Db, from: Date, to: Date) {
  const inRange = (column: typeof galleryImages.publishedAt | typeof galleryConfigs.publishedAt) => sql`(${column} is null or (${column} >= ${from} and ${column} < ${to}))`;
  const [images, configs] = await Promise.all([
    db
      .select({ id: galleryImages.id, collection: galleryImages.collection, filename: galleryImages.filename, caption: galleryImages.caption, scheduledFor: galleryImages.scheduledFor, publishedAt: galleryImages.publishedAt })
      .from(galleryImages)
      .where(inRange(galleryImages.publishedAt))
      .orderBy(asc(galleryImages.publishedAt))
      .limit(1000),
    db.select().from(galleryConfigs).where(inRange(galleryConfigs.publishedAt)),
  ]);
  return { images, configs };
}

/** The soonest scheduled picture and the soonest scheduled gallery, for Pro members' "next drop". */
export async function nextScheduledGalleryItems(db: Db) {
  const [images, configs] = await Promise.all([
    db
      .select({ at: galleryImages.scheduledFor, caption: galleryImages.caption, filename: galleryImages.filename })
      .from(galleryImages)
      .where(and(isNull(galleryImages.publishedAt), isNotNull(galleryImages.scheduledFor)))
      .orderBy(asc(galleryImages.scheduledFor))
      .limit(1),
    db
      .select({ at: galleryConfigs.scheduledFor, title: galleryConfigs.displayTitle })
      .from(galleryConfigs)
      .where(and(isNull(galleryConfigs.publishedAt), isNotNull(galleryConfigs.scheduledFor)))
      .orderBy(asc(galleryConfigs.scheduledFor))
      .limit(1),
  ]);
  return { image: images[0], gallery: configs[0] };
}

/** Of these collections, the configured galleries not yet published (their pictures reach members with them). */
export async function unpublishedGalleriesAmong(tx: Tx, collections: string[]): Promise<Set<string>> {
  if (collections.length === 0) return new Set();
  const rows = await tx
    .select({ collection: galleryConfigs.collectionName })
    .from(galleryConfigs)
    .where(and(inArray(galleryConfigs.collectionName, collections), isNull(galleryConfigs.publishedAt)));
  return new Set(rows.map((row) => row.collection));
}
