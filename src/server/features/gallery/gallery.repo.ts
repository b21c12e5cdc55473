import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { galleryConfigs, galleryFolders, galleryImages, galleryLikes, galleryLikeTotals, type GalleryImageRow } from './gallery.table.js';

export type NewImageRow = typeof galleryImages.$inferInsert;

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

export interface ImageWithLikes extends GalleryImageRow {
  likes: number;
  likedByMe: boolean;
}

/** Where a page ends: the last image's sort key, its time in whole microseconds (as PostgreSQL keeps it; a JS Date would drop them). */
export interface PagePosition {
  displayOrder: number;
  createdAtMicros: string;
  id: string;
}

export interface ImagePage {
  rows: (ImageWithLikes & { position: PagePosition })[];
  /** True when images follow the last row. */
  more: boolean;
}

const likesOf = sql<number>`(select count(*) from ${galleryLikes} where ${galleryLikes.imageId} = ${galleryImages.id})::int`;
const likedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${galleryLikes} where ${galleryLikes.imageId} = ${galleryImages.id} and ${galleryLikes.userId} = ${viewerId})`;

/**
 * SPEC §2 order with the id as the last tie-breaker, so every image has one
 * place: configured galleries by display order (newest first among equals),
 * the others newest first.
 */
function pageOrder(byDisplayOrder: boolean) {
  return byDisplayOrder
    ? [asc(galleryImages.displayOrder), desc(galleryImages.createdAt), asc(galleryImages.id)]
    : [desc(galleryImages.createdAt), desc(galleryImages.displayOrder), desc(galleryImages.id)];
}

const createdAtMicros = sql<string>`floor(extract(epoch from ${galleryImages.createdAt}) * 1000000)::bigint`;

/** Rows strictly after `after` in pageOrder (keyset: no offset, no repeats). */
function afterPosition(after: PagePosition, byDisplayOrder: boolean) {
  const at = sql`${after.createdAtMicros}::bigint`;
  if (!byDisplayOrder) {
    return sql`(${createdAtMicros}, ${galleryImages.displayOrder}, ${galleryImages.id}) < (${at}, ${after.displayOrder}, ${after.id}::uuid)`;
  }
  return or(
    gt(galleryImages.displayOrder, after.displayOrder),
    and(eq(galleryImages.displayOrder, after.displayOrder), sql`${createdAtMicros} < ${at}`),
    and(eq(galleryImages.displayOrder, after.displayOrder), sql`${createdAtMicros} = ${at}`, sql`${galleryImages.id} > ${after.id}::uuid`),
  );
}

/** One page of a collection, with each image's likes and the viewer's own like. */
export async function listImagePage(db: Db, collection: string, viewerId: string, byDisplayOrder: boolean, after: PagePosition | null, limit: number): Promise<ImagePage> {
  const where = eq(galleryImages.collection, collection);
  const rows = await db
    .select({ image: galleryImages, likes: likesOf, likedByMe: likedBy(viewerId), micros: sql<string>`${createdAtMicros}::text` })
    .from(galleryImages)
    .where(after ? and(where, afterPosition(after, byDisplayOrder)) : where)
    .orderBy(...pageOrder(byDisplayOrder))
    .limit(limit + 1);
  return {
    more: rows.length > limit,
    rows: rows.slice(0, limit).map(({ image, likes, likedByMe, micros }) => ({
      ...image,
      likes,
      likedByMe,
      position: { displayOrder: image.displayOrder, createdAtMicros: micros, id: image.id },
    })),
  };
}

const totalOfShards = sql<number>`coalesce(sum(${galleryLikeTotals.likes}), 0)::int`;

/** A gallery's total likes: the sum of its few total rows (kept by a trigger on the likes). */
export async function countLikes(db: Db | Tx, collection: string): Promise<number> {
  const [row] = await db.select({ value: totalOfShards }).from(galleryLikeTotals).where(eq(galleryLikeTotals.collection, collection));
  return row?.value ?? 0;
}

/** Total likes of every collection that has any. */
export async function countLikesByCollection(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ collection: galleryLikeTotals.collection, value: totalOfShards }).from(galleryLikeTotals).groupBy(galleryLikeTotals.collection);
  return new Map(rows.filter((row) => row.value > 0).map((row) => [row.collection, row.value]));
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

/** Deletes the image; its likes go with it (and so out of every count). */
export async function deleteImage(tx: Tx, collection: string, id: string): Promise<GalleryImageRow | undefined> {
  const [row] = await tx
    .delete(galleryImages)
    .where(and(eq(galleryImages.collection, collection), eq(galleryImages.id, id)))
    .returning();
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

const imageParam = sql.placeholder('imageId');
const collectionParam = sql.placeholder('collection');
const userParam = sql.placeholder('userId');

/** Every like is this statement, so it is prepared once per connection. */
const toggleLikeStatement = preparedStatement<{ found: boolean; removed: number; added: number; likes: number; total: number }>(
  'toggle_like',
  sql`
    with image as (
      select ${galleryImages.id} as id from ${galleryImages} where ${galleryImages.id} = ${imageParam} and ${galleryImages.collection} = ${collectionParam}
    ), removed as (
      delete from ${galleryLikes}
      where ${galleryLikes.userId} = ${userParam} and ${galleryLikes.imageId} = (select id from image)
      returning 1
    ), added as (
      insert into ${galleryLikes} (user_id, image_id, collection)
      select ${userParam}, id, ${collectionParam} from image where not exists (select 1 from removed)
      on conflict do nothing
      returning 1
    )
    select
      exists (select 1 from image) as found,
      (select count(*) from removed)::int as removed,
      (select count(*) from added)::int as added,
      (select count(*) from ${galleryLikes} where ${galleryLikes.imageId} = ${imageParam})::int as likes,
      (select ${totalOfShards} from ${galleryLikeTotals} where ${galleryLikeTotals.collection} = ${collectionParam}) as total`,
);

/**
 * Flips one user's like on one image of `collection` in one statement (one
 * round trip, no transaction held open): the like row is all it writes, and the
 * trigger that follows it adds to the gallery's total in this connection's own
 * slot, so toggles by different people never queue on a shared row. The counts
 * come back from the same statement: the likes before it (its snapshot) plus
 * what it changed. Undefined when the image is not in the collection.
 */
export async function toggleLike(db: Db, collection: string, imageId: string, userId: string): Promise<{ liked: boolean; likes: number; totalLikes: number } | undefined> {
  const rows = await toggleLikeStatement(db, { imageId, collection, userId });
  const row = rows[0];
  if (!row?.found) return undefined;
  const delta = row.added - row.removed;
  // Neither removed nor added: another request of the same user liked it a moment ago; liked either way.
  return { liked: row.removed === 0, likes: row.likes + delta, totalLikes: row.total + delta };
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
