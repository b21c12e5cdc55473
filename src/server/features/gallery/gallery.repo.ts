import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared.js';
import { isPublished } from '../publishing/publishing.table.js';
import { countLikes, totalLikesOf } from './gallery-likes.repo.js';
import { galleryConfigs, galleryFolders, galleryImages, galleryLikes, newestFirstKey, type GalleryImageRow } from './gallery.table.js';

export type NewImageRow = typeof galleryImages.$inferInsert;

/** Every view of a configured gallery checks it exists with this, so it is prepared once per database. */
const configLookup = preparedPerDatabase((db: Db) =>
  db.select().from(galleryConfigs).where(eq(galleryConfigs.collectionName, sql.placeholder('collection'))).limit(1).prepare('find_gallery_config'),
);

export async function findConfig(db: Db, collection: string) {
  const rows = await configLookup(db).execute({ collection });
  return rows[0];
}

/** Configured galleries in the selector's order; members' lists leave out those not yet published. */
export function listConfigs(db: Db, publishedOnly: boolean) {
  return db
    .select()
    .from(galleryConfigs)
    .where(publishedOnly ? isNotNull(galleryConfigs.publishedAt) : undefined)
    .orderBy(asc(galleryConfigs.order), asc(galleryConfigs.createdAt));
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
export async function insertConfig(
  db: Db | Tx,
  values: { collectionName: string; displayTitle: string; name: string; folderId: string; scheduledFor: Date | null; publishedAt?: null },
) {
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

/** An image's collection and whether it is published, for a check of who may see it. */
export async function findImageCollection(db: Db | Tx, imageId: string): Promise<{ collection: string; published: boolean } | undefined> {
  const rows = await db.select({ collection: galleryImages.collection, publishedAt: galleryImages.publishedAt }).from(galleryImages).where(eq(galleryImages.id, imageId)).limit(1);
  const row = rows[0];
  return row ? { collection: row.collection, published: row.publishedAt !== null } : undefined;
}

export async function setFolderCover(db: Db | Tx, folderId: string, imageId: string | null) {
  const rows = await db.update(galleryFolders).set({ coverImageId: imageId }).where(eq(galleryFolders.id, folderId)).returning({ id: galleryFolders.id });
  return rows[0];
}

export type CoverRow = Pick<GalleryImageRow, 'id' | 'collection' | 'thumbKey' | 'thumbWidth' | 'thumbHeight' | 'placeholder'>;

export async function renameConfig(db: Db | Tx, collection: string, displayTitle: string) {
  const rows = await db.update(galleryConfigs).set({ displayTitle }).where(eq(galleryConfigs.collectionName, collection)).returning();
  return rows[0];
}

export interface ImageWithLikes extends Omit<GalleryImageRow, 'path'> {
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
  /** The gallery's total likes, read with the page (a gallery without images has none). */
  totalLikes: number;
  /** True when images follow the last row. */
  more: boolean;
}

/** A row of a page as PostgreSQL sends it (the statement names its columns as the code does); every row carries the gallery's total. */
type PageRow = Omit<ImageWithLikes, 'createdAt'> & { micros: string; totalLikes: number };

const collectionParam = sql.placeholder('collection');
const viewerParam = sql.placeholder('viewerId');
const limitParam = sql.placeholder('limit');
const afterOrderParam = sql.placeholder('afterOrder');
const afterAtParam = sql`${sql.placeholder('afterMicros')}::bigint`;
const afterIdParam = sql`${sql.placeholder('afterId')}::uuid`;

const createdAtMicros = sql`floor(extract(epoch from ${galleryImages.createdAt}) * 1000000)::bigint`;

/** A configured gallery's time key (newest first as it ascends), the very expression its page index holds. */
const newestFirst = newestFirstKey(galleryImages.createdAt);

/**
 * SPEC §2 order with the id as the last tie-breaker, so every image has one
 * place: configured galleries by display order (newest first among equals),
 * the others newest first. Each order is exactly the columns of one index
 * (gallery.table.ts), so a page is an index range, never a scan and sort of the gallery.
 */
const pageOrder = (byDisplayOrder: boolean) =>
  byDisplayOrder
    ? sql`${galleryImages.displayOrder} asc, ${newestFirst} asc, ${galleryImages.id} asc`
    : sql`${galleryImages.createdAt} desc, ${galleryImages.displayOrder} desc, ${galleryImages.id} desc`;

/** The cursor's microseconds as the instant PostgreSQL stored (exact: they fit a double, and the product is whole microseconds). */
const afterAt = sql`(timestamptz '1970-01-01 00:00:00+00' + interval '1 microsecond' * ${afterAtParam})`;

/**
 * Rows strictly after the cursor's image in pageOrder (keyset: no offset, no
 * repeats), as one row comparison on the index's own columns, so the index
 * starts its scan at the cursor (an OR of column tests could not; ADR 0088).
 */
const afterPosition = (byDisplayOrder: boolean) =>
  byDisplayOrder
    ? sql`(${galleryImages.displayOrder}, ${newestFirst}, ${galleryImages.id}) > (${afterOrderParam}, -${afterAtParam}, ${afterIdParam})`
    : sql`(${galleryImages.createdAt}, ${galleryImages.displayOrder}, ${galleryImages.id}) < (${afterAt}, ${afterOrderParam}, ${afterIdParam})`;

/**
 * Every gallery view and scroll runs one of these four (order × first or later
 * page), so each is a prepared statement whose rows need no mapping.
 */
function pageStatement(name: string, byDisplayOrder: boolean, afterCursor: boolean) {
  const i = galleryImages;
  return preparedStatement<PageRow>(
    name,
    sql`select ${i.id} as "id", ${i.collection} as "collection", ${i.filename} as "filename", ${i.caption} as "caption",
        ${i.userId} as "userId", ${i.originalKey} as "originalKey", ${i.thumbKey} as "thumbKey", ${i.thumbWidth} as "thumbWidth",
        ${i.thumbHeight} as "thumbHeight", ${i.displayKey} as "displayKey", ${i.displayWidth} as "displayWidth",
        ${i.displayHeight} as "displayHeight", ${i.placeholder} as "placeholder", ${i.displayOrder} as "displayOrder",
        (select count(*) from ${galleryLikes} where ${galleryLikes.imageId} = ${i.id})::int as "likes",
        exists (select 1 from ${galleryLikes} where ${galleryLikes.imageId} = ${i.id} and ${galleryLikes.userId} = ${viewerParam}) as "likedByMe",
        ${createdAtMicros}::text as "micros",
        ${totalLikesOf(collectionParam)} as "totalLikes"
      from ${galleryImages}
      where ${i.collection} = ${collectionParam} and ${isPublished(i.publishedAt)}${afterCursor ? sql` and ${afterPosition(byDisplayOrder)}` : sql``}
      order by ${pageOrder(byDisplayOrder)}
      limit ${limitParam}`,
  );
}

const pageStatements = {
  ordered: pageStatement('gallery_page_ordered', true, false),
  orderedAfter: pageStatement('gallery_page_ordered_after', true, true),
  newest: pageStatement('gallery_page_newest', false, false),
  newestAfter: pageStatement('gallery_page_newest_after', false, true),
};

/** One page of a collection, with each image's likes and the viewer's own like. */
export async function listImagePage(db: Db, collection: string, viewerId: string, byDisplayOrder: boolean, after: PagePosition | null, limit: number): Promise<ImagePage> {
  const statement = byDisplayOrder ? (after ? pageStatements.orderedAfter : pageStatements.ordered) : after ? pageStatements.newestAfter : pageStatements.newest;
  const cursor = after ? { afterOrder: after.displayOrder, afterMicros: after.createdAtMicros, afterId: after.id } : {};
  const rows = await statement(db, { collection, viewerId, limit: limit + 1, ...cursor });
  const page = rows.length > limit ? rows.slice(0, limit) : rows;
  return {
    more: rows.length > limit,
    // A later page that came back empty (its images were deleted meanwhile) carries no row to read the total from.
    totalLikes: rows[0]?.totalLikes ?? (after ? await countLikes(db, collection) : 0),
    // The rows are fresh objects, completed in place (no copy per picture). Microseconds since 1970 fit a
    // double exactly; the Date keeps whole milliseconds, the position all the microseconds.
    rows: page.map((row) =>
      Object.assign(row, { createdAt: new Date(Math.floor(Number(row.micros) / 1000)), position: { displayOrder: row.displayOrder, createdAtMicros: row.micros, id: row.id } }),
    ),
  };
}

/**
 * Each folder's first image: the first image (in its page order) of the first of its galleries (in the
 * selector's order) that has one. Each gallery's first image is one step into its page index (LIMIT 1),
 * so this reads one picture per configured gallery however many each holds, and, read when asked,
 * it cannot fall out of step with uploads, deletes or reorders (ADR 0089).
 */
const firstCoversStatement = (() => {
  const i = galleryImages;
  const c = galleryConfigs;
  return preparedStatement<CoverRow & { folderId: string }>(
    'gallery_folder_first_covers',
    sql`select ${galleryFolders.id} as "folderId", cover.*
      from ${galleryFolders}
      cross join lateral (
        select first.* from ${galleryConfigs}
        cross join lateral (
          select ${i.id} as "id", ${i.collection} as "collection", ${i.thumbKey} as "thumbKey", ${i.thumbWidth} as "thumbWidth",
            ${i.thumbHeight} as "thumbHeight", ${i.placeholder} as "placeholder"
          from ${galleryImages}
          where ${i.collection} = ${c.collectionName} and ${isPublished(i.publishedAt)}
          order by ${pageOrder(true)}
          limit 1
        ) first
        where ${c.folderId} = ${galleryFolders.id} and ${isPublished(c.publishedAt)}
        order by ${c.order} asc, ${c.createdAt} asc, ${c.id} asc
        limit 1
      ) cover`,
  );
})();

/** The owner's picks: one lookup by primary key per folder that has one. */
const pickedCoversStatement = (() => {
  const i = galleryImages;
  return preparedStatement<CoverRow & { folderId: string }>(
    'gallery_folder_picked_covers',
    sql`select ${galleryFolders.id} as "folderId", cover.*
      from ${galleryFolders}
      cross join lateral (
        select ${i.id} as "id", ${i.collection} as "collection", ${i.thumbKey} as "thumbKey", ${i.thumbWidth} as "thumbWidth",
          ${i.thumbHeight} as "thumbHeight", ${i.placeholder} as "placeholder"
        from ${galleryImages}
        where ${i.id} = ${galleryFolders.coverImageId} and ${isPublished(i.publishedAt)}
          and not exists (select 1 from ${galleryConfigs} where ${galleryConfigs.collectionName} = ${i.collection} and ${galleryConfigs.publishedAt} is null)
      ) cover`,
  );
})();

/** Each folder's cover image: the owner's pick, else its first image. Two short reads for all folders. */
export async function listFolderCovers(db: Db): Promise<Map<string, CoverRow>> {
  const [first, picked] = await Promise.all([firstCoversStatement(db, {}), pickedCoversStatement(db, {})]);
  const covers = new Map<string, CoverRow>();
  for (const { folderId, ...cover } of [...first, ...picked]) covers.set(folderId, cover);
  return covers;
}

/** The statements every gallery view and the directory run, by name, for the test that reads their plans. */
export const galleryListStatements = { ...pageStatements, firstCovers: firstCoversStatement, pickedCovers: pickedCoversStatement };

/** SPEC §5: a new image's order comes after the current highest, decided inside the insert. */
export async function insertImage(tx: Tx, values: Omit<NewImageRow, 'displayOrder' | 'createdAt'>): Promise<GalleryImageRow> {
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

export async function hasAnyGalleryContent(db: Db): Promise<boolean> {
  const checks = await Promise.all([
    db.select({ id: galleryFolders.id }).from(galleryFolders).limit(1),
    db.select({ id: galleryConfigs.id }).from(galleryConfigs).limit(1),
    db.select({ id: galleryImages.id }).from(galleryImages).limit(1),
  ]);
  return checks.some((rows) => rows.length > 0);
}
