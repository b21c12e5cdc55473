import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { galleryConfigs, galleryFolders, galleryImages, galleryLikes, type GalleryImageRow } from './gallery.table.js';

export type NewImageRow = typeof galleryImages.$inferInsert;
export interface ImageWithLike extends GalleryImageRow {
  likedByMe: boolean;
}

export async function findConfig(db: Db | Tx, collection: string) {
  const rows = await db.select().from(galleryConfigs).where(eq(galleryConfigs.collectionName, collection)).limit(1);
  return rows[0];
}

export function listConfigs(db: Db) {
  return db.select().from(galleryConfigs).orderBy(asc(galleryConfigs.order), asc(galleryConfigs.createdAt));
}

export function listFolders(db: Db) {
  return db.select().from(galleryFolders).orderBy(asc(galleryFolders.order), asc(galleryFolders.createdAt));
}

export async function findFolder(db: Db | Tx, id: string) {
  const rows = await db.select().from(galleryFolders).where(eq(galleryFolders.id, id)).limit(1);
  return rows[0];
}

export async function insertFolder(db: Db | Tx, values: { name: string; description: string }) {
  const [max] = await db.select({ value: sql<number>`coalesce(max(${galleryFolders.order}), -1)::int` }).from(galleryFolders);
  const [row] = await db.insert(galleryFolders).values({ ...values, order: (max?.value ?? -1) + 1 }).returning();
  return row!;
}

/** Inserts a configured gallery; undefined when its collection name is taken. */
export async function insertConfig(db: Db | Tx, values: { collectionName: string; displayTitle: string; name: string; folderId: string }) {
  const [max] = await db.select({ value: sql<number>`coalesce(max(${galleryConfigs.order}), -1)::int` }).from(galleryConfigs);
  const rows = await db
    .insert(galleryConfigs)
    .values({ ...values, order: (max?.value ?? -1) + 1 })
    .onConflictDoNothing({ target: galleryConfigs.collectionName })
    .returning();
  return rows[0];
}

export async function setCaption(db: Db | Tx, collection: string, id: string, caption: string | null) {
  const rows = await db
    .update(galleryImages)
    .set({ caption })
    .where(and(eq(galleryImages.collection, collection), eq(galleryImages.id, id)))
    .returning({ id: galleryImages.id });
  return rows[0];
}

/** The folder of the configured gallery holding an image, if any. */
export async function folderOfImage(db: Db | Tx, imageId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ folderId: galleryConfigs.folderId })
    .from(galleryImages)
    .innerJoin(galleryConfigs, eq(galleryConfigs.collectionName, galleryImages.collection))
    .where(eq(galleryImages.id, imageId))
    .limit(1);
  return rows[0]?.folderId;
}

export async function setFolderCover(db: Db | Tx, folderId: string, imageId: string | null) {
  const rows = await db.update(galleryFolders).set({ coverImageId: imageId }).where(eq(galleryFolders.id, folderId)).returning({ id: galleryFolders.id });
  return rows[0];
}

export type CoverRow = Pick<GalleryImageRow, 'id' | 'collection' | 'thumbKey' | 'thumbWidth' | 'thumbHeight' | 'placeholder'>;
const coverColumns = {
  id: galleryImages.id,
  collection: galleryImages.collection,
  thumbKey: galleryImages.thumbKey,
  thumbWidth: galleryImages.thumbWidth,
  thumbHeight: galleryImages.thumbHeight,
  placeholder: galleryImages.placeholder,
};

/**
 * Each folder's cover image: the owner's pick, else the first image of its first
 * gallery (galleries and images in the order they are shown). One query for all folders.
 */
export async function listFolderCovers(db: Db): Promise<Map<string, CoverRow>> {
  const picked = await db
    .select({ folderId: galleryFolders.id, ...coverColumns })
    .from(galleryFolders)
    .innerJoin(galleryImages, eq(galleryImages.id, galleryFolders.coverImageId));
  const first = await db
    .selectDistinctOn([galleryConfigs.folderId], { folderId: galleryConfigs.folderId, ...coverColumns })
    .from(galleryConfigs)
    .innerJoin(galleryImages, eq(galleryImages.collection, galleryConfigs.collectionName))
    .where(isNotNull(galleryConfigs.folderId))
    .orderBy(galleryConfigs.folderId, asc(galleryConfigs.order), asc(galleryConfigs.createdAt), asc(galleryImages.displayOrder), desc(galleryImages.createdAt));
  const covers = new Map<string, CoverRow>();
  for (const { folderId, ...cover } of [...first, ...picked]) if (folderId) covers.set(folderId, cover);
  return covers;
}

export async function renameConfig(db: Db | Tx, collection: string, displayTitle: string) {
  const rows = await db.update(galleryConfigs).set({ displayTitle }).where(eq(galleryConfigs.collectionName, collection)).returning();
  return rows[0];
}

/** Newest first, or by display order for configured galleries; with the viewer's own like (one join, not a subquery per row). */
export async function listImages(db: Db, collection: string, viewerId: string, byDisplayOrder: boolean): Promise<ImageWithLike[]> {
  const order = byDisplayOrder
    ? [asc(galleryImages.displayOrder), desc(galleryImages.createdAt)]
    : [desc(galleryImages.createdAt), desc(galleryImages.displayOrder)];
  const rows = await db
    .select({ image: galleryImages, likerId: galleryLikes.userId })
    .from(galleryImages)
    .leftJoin(galleryLikes, and(eq(galleryLikes.imageId, galleryImages.id), eq(galleryLikes.userId, viewerId)))
    .where(eq(galleryImages.collection, collection))
    .orderBy(...order);
  return rows.map(({ image, likerId }) => ({ ...image, likedByMe: likerId !== null }));
}

export async function sumLikes(db: Db, collection: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${galleryImages.likes}), 0)::int` })
    .from(galleryImages)
    .where(eq(galleryImages.collection, collection));
  return row?.value ?? 0;
}

export async function findImage(db: Db | Tx, collection: string, id: string): Promise<GalleryImageRow | undefined> {
  const rows = await db
    .select()
    .from(galleryImages)
    .where(and(eq(galleryImages.collection, collection), eq(galleryImages.id, id)))
    .limit(1);
  return rows[0];
}

/** SPEC §5: a new image's order comes after the current highest, decided inside the insert. */
export async function insertImage(tx: Tx, values: Omit<NewImageRow, 'displayOrder'>): Promise<GalleryImageRow> {
  const next = sql<number>`(select coalesce(max(${galleryImages.displayOrder}), -1) + 1 from ${galleryImages} where ${galleryImages.collection} = ${values.collection})`;
  const [row] = await tx.insert(galleryImages).values({ ...values, displayOrder: next }).returning();
  return row!;
}

/** Deletes the image (its likes go with it) and takes its likes off the gallery's total. */
export async function deleteImage(tx: Tx, collection: string, id: string): Promise<GalleryImageRow | undefined> {
  const [row] = await tx
    .delete(galleryImages)
    .where(and(eq(galleryImages.collection, collection), eq(galleryImages.id, id)))
    .returning();
  if (row && row.likes > 0) {
    await tx
      .update(galleryConfigs)
      .set({ totalLikes: sql`greatest(${galleryConfigs.totalLikes} - ${row.likes}, 0)` })
      .where(eq(galleryConfigs.collectionName, collection));
  }
  return row;
}

export async function setDisplayOrders(tx: Tx, collection: string, items: { id: string; displayOrder: number }[]): Promise<number> {
  let changed = 0;
  for (const item of items) {
    const rows = await tx
      .update(galleryImages)
      .set({ displayOrder: item.displayOrder })
      .where(and(eq(galleryImages.collection, collection), eq(galleryImages.id, item.id)))
      .returning({ id: galleryImages.id });
    changed += rows.length;
  }
  return changed;
}

export async function imageIdsIn(db: Db | Tx, collection: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(and(eq(galleryImages.collection, collection), inArray(galleryImages.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * Flips one user's like on one image. The like row decides: only the request
 * that actually inserted (or deleted) it moves the counters, so concurrent
 * toggles can never leave likes apart from the number of likers.
 */
export async function toggleLike(tx: Tx, collection: string, imageId: string, userId: string) {
  const removed = await tx
    .delete(galleryLikes)
    .where(and(eq(galleryLikes.imageId, imageId), eq(galleryLikes.userId, userId)))
    .returning({ imageId: galleryLikes.imageId });
  let liked = false;
  if (removed.length === 0) {
    const added = await tx.insert(galleryLikes).values({ imageId, userId }).onConflictDoNothing().returning({ imageId: galleryLikes.imageId });
    liked = added.length > 0;
    // Another request of the same user liked it a moment ago: report that state, change nothing.
    if (!liked) {
      const [current] = await tx.select({ likes: galleryImages.likes }).from(galleryImages).where(eq(galleryImages.id, imageId));
      return { liked: true, likes: current?.likes ?? 0, totalLikes: undefined };
    }
  }
  const delta = liked ? 1 : -1;
  const [image] = await tx
    .update(galleryImages)
    .set({ likes: sql`${galleryImages.likes} + ${delta}` })
    .where(eq(galleryImages.id, imageId))
    .returning({ likes: galleryImages.likes });
  const [config] = await tx
    .update(galleryConfigs)
    .set({ totalLikes: sql`${galleryConfigs.totalLikes} + ${delta}` })
    .where(eq(galleryConfigs.collectionName, collection))
    .returning({ totalLikes: galleryConfigs.totalLikes });
  return { liked, likes: image?.likes ?? 0, totalLikes: config?.totalLikes as number | undefined };
}

/** True once any folder, configured gallery or image exists (demo seeding stops then). */
export async function hasAnyGalleryContent(db: Db): Promise<boolean> {
  const checks = await Promise.all([
    db.select({ id: galleryFolders.id }).from(galleryFolders).limit(1),
    db.select({ id: galleryConfigs.id }).from(galleryConfigs).limit(1),
    db.select({ id: galleryImages.id }).from(galleryImages).limit(1),
  ]);
  return checks.some((rows) => rows.length > 0);
}
