import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { isPublished, publicationColumns } from '../publishing/publishing.table.js';

/** SPEC §3 gallery folder: groups configured galleries in the Pro gallery selector. */
export const galleryFolders = pgTable('gallery_folders', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  order: integer('order').notNull().default(0),
  /** The image the owner picked for the folder's card; without one the card shows the folder's first image. */
  coverImageId: uuid('cover_image_id').references((): AnyPgColumn => galleryImages.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SPEC §3 gallery config: one row per configured collection (gallery_{id}).
 * Its total likes are counted from gallery_likes, never stored here: a stored
 * total would be one row every like in the gallery queues on.
 */
export const galleryConfigs = pgTable(
  'gallery_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionName: text('collection_name').notNull(),
    displayTitle: text('display_title').notNull(),
    name: text('name').notNull(),
    folderId: uuid('folder_id').references(() => galleryFolders.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...publicationColumns(),
  },
  (t) => [uniqueIndex('gallery_configs_collection_key').on(t.collectionName)],
);

/**
 * An image's time as a key that ascends from the newest: its microseconds since 1970, negated. A configured
 * gallery is ordered by display order ascending but time descending; with this key every column of its
 * order ascends, so one index serves it and one row comparison continues it (ADR 0088). Immutable (a
 * difference of two instants, not the session's time zone), as an index expression must be; the page
 * statements use this same expression, which is how the planner matches them to the index.
 */
export const newestFirstKey = (createdAt: AnyPgColumn) => sql`(-(extract(epoch from (${createdAt} - timestamptz '1970-01-01 00:00:00+00')) * 1000000)::bigint)`;

/**
 * SPEC §3 gallery image, for every collection (teaser, Pro and configured).
 * `path` is the storage folder holding the original and its derivatives. Its
 * likes are counted from gallery_likes (by image), so concurrent likes never
 * wait on the image row.
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collection: text('collection').notNull(),
    filename: text('filename').notNull(),
    /** The owner's caption; null shows the file name without its extension. */
    caption: text('caption'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    originalKey: text('original_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    displayKey: text('display_key').notNull(),
    displayWidth: integer('display_width').notNull(),
    displayHeight: integer('display_height').notNull(),
    placeholder: text('placeholder').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...publicationColumns(),
  },
  (t) => [
    // One index per page order, its columns exactly the ORDER BY, so a page (first or deep) reads only its own rows (ADR 0088);
    // only published pictures are in them, so members' pages never read a draft to throw it away (ADR 0131).
    index('gallery_images_newest_page_idx').on(t.collection, t.createdAt, t.displayOrder, t.id).where(isPublished(t.publishedAt)),
    index('gallery_images_ordered_page_idx').on(t.collection, t.displayOrder, newestFirstKey(t.createdAt), t.id).where(isPublished(t.publishedAt)),
    // The few pictures not yet published: the owner's list of them and the due-items claim.
    index('gallery_images_unpublished_idx').on(t.scheduledFor).where(sql`${t.publishedAt} is null`),
    // The serve log names the picture of each line it lists by either key (issue 26: a page of lines, not every picture).
    index('gallery_images_display_key_idx').on(t.displayKey),
    index('gallery_images_original_key_idx').on(t.originalKey),
  ],
);

/**
 * One row per (user, image) like: SPEC §3's likedBy, the user likes record, an
 * image's likes and a gallery's total likes are all read from here, so they can
 * never disagree. `collection` repeats the image's (images never move) so a
 * gallery's total is one index range count.
 */
export const galleryLikes = pgTable(
  'gallery_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => galleryImages.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.imageId] }), index('gallery_likes_image_idx').on(t.imageId), index('gallery_likes_collection_idx').on(t.collection)],
);

/**
 * Each gallery's total likes, kept by statement-level triggers on gallery_likes (migration 0023) in
 * one row per collection and connection slot (shard), so concurrent toggles never
 * queue on one row and reading a total adds up a few rows instead of counting every like.
 * A shard may go below zero (a like added through one slot, removed through another); the sum is exact.
 */
export const galleryLikeTotals = pgTable(
  'gallery_like_totals',
  {
    collection: text('collection').notNull(),
    shard: smallint('shard').notNull(),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collection, t.shard] })],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type GalleryConfigRow = typeof galleryConfigs.$inferSelect;
export type GalleryFolderRow = typeof galleryFolders.$inferSelect;
