import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../plugins/multipart-form.js';
import { z } from 'zod';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { PublicationInput } from '../../../shared/features/publishing.schema.js';
import {
  collectionNameFor,
  GALLERY_MAX_PIXELS,
  GALLERY_MESSAGES,
  GALLERY_PAGE_SIZE,
  GALLERY_UPLOAD_MAX_BYTES,
  PRO_COLLECTION,
  TEASER_COLLECTION,
  titleFromCollection,
  type GalleryDirectory,
  type GalleryImage,
  type GalleryPage,
  type NewFolder,
  type NewGallery,
  type Reorder,
} from '../../../shared/features/gallery.schema.js';
import { isAdmin } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { checkImage, imageKeys, processAndStoreImage, type ProcessedImage } from '../../media/image-pipeline.js';
import { visibleMarkFor } from '../../media/visible-mark.js';
import { visibleUsernameOn } from '../content/content.service.js';
import { removeRecordThenFiles, writeFilesThenRecord } from '../media-files/media-files.service.js';
import { planPublication, publicationOf, publicationValues, type PublicationPlan } from '../publishing/publishing.service.js';
import { announceGalleryPublished, announceImagePublished } from './gallery-publishing.service.js';
import { assertCollection, publishChange } from './gallery.access.js';
import { countLikesByCollection } from './gallery-likes.repo.js';
import * as repo from './gallery.repo.js';
import { listUnpublishedImages } from './gallery-publishing.repo.js';

const PIPELINE_MESSAGES = {
  notAnImage: GALLERY_MESSAGES.notAnImage,
  tooLarge: GALLERY_MESSAGES.tooLarge,
  tooManyPixels: GALLERY_MESSAGES.tooManyPixels,
  unreadable: GALLERY_MESSAGES.unreadable,
};

/**
 * An image as one viewer receives it: its media URLs are signed for that viewer
 * (ADR 0021), so only call this after the viewer's access to the collection was checked.
 */
function toImage(ctx: AppContext, viewer: CurrentUser, row: repo.ImageWithLikes, cornerName?: string): GalleryImage {
  const mediaUrl = (key: string) => ctx.mediaUrls.urlFor(key, viewer.id);
  // Members receive Pro pictures marked for them (the leak tracer); teasers, thumbnails and admins' views stay plain.
  const marked = row.collection !== TEASER_COLLECTION && !isAdmin(viewer);
  const display = ctx.mediaUrls.urlFor(row.displayKey, viewer.id, { marked, label: cornerName });
  return {
    id: row.id,
    filename: row.filename,
    caption: row.caption,
    timestamp: row.createdAt.toISOString(),
    userId: row.userId,
    likes: row.likes,
    likedByMe: row.likedByMe,
    displayOrder: row.displayOrder,
    placeholder: row.placeholder,
    thumb: { url: mediaUrl(row.thumbKey), width: row.thumbWidth, height: row.thumbHeight },
    display: { url: display, width: row.displayWidth, height: row.displayHeight },
    // The kept original is the owner's alone; members open the display size (their marked copy on Pro).
    url: isAdmin(viewer) ? mediaUrl(row.originalKey) : display,
    ...(isAdmin(viewer) && { publication: publicationOf(row) }),
  };
}



const CursorSchema = z.tuple([z.number().int().min(0).max(2_147_483_647), z.string().regex(/^\d{1,18}$/), z.uuid()]);

const encodeCursor = (position: repo.PagePosition) =>
  Buffer.from(JSON.stringify([position.displayOrder, position.createdAtMicros, position.id])).toString('base64url');

function decodeCursor(cursor: string): repo.PagePosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const position = CursorSchema.safeParse(parsed);
  if (!position.success) throw badRequest('bad_cursor', 'This page of the gallery could not be found. Please reload the gallery.');
  const [displayOrder, createdAtMicros, id] = position.data;
  return { displayOrder, createdAtMicros, id };
}

/**
 * SPEC §2: teasers and the Pro gallery newest first; configured galleries in
 * the admin's order. One page of `limit` images from `cursor` on.
 */
export async function getGalleryPage(ctx: AppContext, user: CurrentUser, collection: string, cursor?: string, limit = GALLERY_PAGE_SIZE): Promise<GalleryPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const config = await assertCollection(ctx, user, collection);
  const db = ctx.database.db;
  // The owner's first page also lists the pictures members do not see yet (never in the keyset pages, ADR 0131).
  const ownerPending = isAdmin(user) && !after;
  const [page, cornerName, pending] = await Promise.all([
    repo.listImagePage(db, collection, user.id, config !== undefined, after, limit),
    visibleMarkFor(user, () => visibleUsernameOn(ctx.database.db)),
    ownerPending ? listUnpublishedImages(db, collection) : [],
  ]);
  const last = page.rows.at(-1);
  return {
    collectionName: collection,
    title: config?.displayTitle || titleFromCollection(collection),
    totalLikes: page.totalLikes,
    images: page.rows.map((row) => toImage(ctx, user, row, cornerName)),
    nextCursor: page.more && last ? encodeCursor(last.position) : null,
    ...(ownerPending && { pending: pending.map((row) => toImage(ctx, user, { ...row, likes: 0, likedByMe: false })) }),
  };
}

/**
 * The Pro gallery selector: folders with their gallery count and total likes, and every configured
 * gallery. Folder covers are thumbnails (never marked), signed for the viewer who asked.
 */
export async function getDirectory(ctx: AppContext, viewer: CurrentUser): Promise<GalleryDirectory> {
  const db = ctx.database.db;
  const [folders, configs, covers, likes, proFirst] = await Promise.all([
    repo.listFolders(db),
    repo.listConfigs(db, !isAdmin(viewer)),
    repo.listFolderCovers(db),
    countLikesByCollection(db),
    // The Pro gallery's newest image, as its page shows it first: the cover of its card.
    repo.listImagePage(db, PRO_COLLECTION, viewer.id, false, null, 1),
  ]);
  const withLikes = configs.map((config) => ({ ...config, totalLikes: likes.get(config.collectionName) ?? 0 }));
  const signedCover = (cover: repo.CoverRow | undefined) =>
    cover ? { imageId: cover.id, placeholder: cover.placeholder, thumb: { url: ctx.mediaUrls.urlFor(cover.thumbKey, viewer.id), width: cover.thumbWidth, height: cover.thumbHeight } } : null;
  return {
    proGallery: { totalLikes: likes.get(PRO_COLLECTION) ?? 0, cover: signedCover(proFirst.rows[0]) },
    folders: folders.map((folder) => {
      const inFolder = withLikes.filter((config) => config.folderId === folder.id);
      const cover = covers.get(folder.id);
      return {
        id: folder.id,
        name: folder.name,
        description: folder.description,
        createdAt: folder.createdAt.toISOString(),
        order: folder.order,
        galleryCount: inFolder.length,
        totalLikes: inFolder.reduce((sum, config) => sum + config.totalLikes, 0),
        coverImageId: folder.coverImageId,
        cover: signedCover(cover),
      };
    }),
    galleries: withLikes.map(({ createdAt: _createdAt, scheduledFor, publishedAt, ...config }) => ({
      ...config,
      ...(isAdmin(viewer) && { publication: publicationOf({ scheduledFor, publishedAt }) }),
    })),
  };
}

const publishDirectory = (ctx: AppContext) => ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'pro' });

export async function addFolder(ctx: AppContext, input: Required<NewFolder>) {
  const folder = await repo.insertFolder(ctx.database.db, input);
  await publishDirectory(ctx);
  return folder;
}

/** SPEC §5: the collection name is 'gallery_' plus the id lowercased with spaces as underscores. */
export async function addGallery(ctx: AppContext, input: NewGallery) {
  const collectionName = collectionNameFor(input.galleryId);
  if (collectionName === PRO_COLLECTION) throw conflict('gallery_exists', 'A gallery with this id already exists.');
  if (!(await repo.findFolder(ctx.database.db, input.folderId))) throw notFound('That folder');
  const plan = await planPublication(ctx.database.db, input.publication);
  const config = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertConfig(tx, { collectionName, displayTitle: input.displayTitle, name: input.galleryId, folderId: input.folderId, ...publicationValues(plan) });
    if (row?.publishedAt) await announceGalleryPublished(ctx, tx, [row]);
    else if (row) await ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'admins' }, tx);
    return row;
  });
  if (!config) throw conflict('gallery_exists', 'A gallery with this id already exists.');
  const { createdAt: _createdAt, scheduledFor, publishedAt, ...rest } = config;
  return { ...rest, totalLikes: 0, publication: publicationOf({ scheduledFor, publishedAt }) };
}

/** The owner's caption for one picture; null brings back the file name. Viewers see it live. */
export async function setImageCaption(ctx: AppContext, user: CurrentUser, collection: string, imageId: string, caption: string | null): Promise<void> {
  await assertCollection(ctx, user, collection);
  const changed = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.setCaption(tx, collection, imageId, caption);
    if (row) await publishChange(ctx, collection, tx);
    return row;
  });
  if (!changed) throw notFound('That image');
}

/** The owner picks a folder card's picture among its galleries' images, or (null) goes back to the first image. */
export async function setFolderCover(ctx: AppContext, folderId: string, imageId: string | null): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.findFolder(tx, folderId))) throw notFound('That folder');
    if (imageId !== null && (await repo.folderOfImage(tx, imageId)) !== folderId) throw badRequest('cover_not_in_folder', GALLERY_MESSAGES.coverNotInFolder);
    await repo.setFolderCover(tx, folderId, imageId);
    await ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'pro' }, tx);
  });
}

export async function renameGallery(ctx: AppContext, user: CurrentUser, collection: string, name: string): Promise<void> {
  await assertCollection(ctx, user, collection);
  const renamed = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.renameConfig(tx, collection, name);
    if (row) {
      await publishChange(ctx, collection, tx);
      await ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'pro' }, tx);
    }
    return row;
  });
  if (!renamed) throw notFound('That gallery');
}

/**
 * Checks, processes and stores an upload, then records it. Files are written
 * first and removed again if the row cannot be written, so a failure leaves
 * neither a row nor a file behind.
 */
export async function uploadImage(ctx: AppContext, user: CurrentUser, collection: string, file: UploadedFile, publication?: PublicationInput): Promise<GalleryImage> {
  await assertCollection(ctx, user, collection);
  const plan = await planPublication(ctx.database.db, publication);
  return toImage(ctx, user, await storeUpload(ctx, collection, file, user.id, plan));
}

/** Demo content goes through the same pipeline, owned by nobody. */
export const addDemoImage = async (ctx: AppContext, collection: string, file: UploadedFile): Promise<void> => {
  await storeUpload(ctx, collection, file, null, { kind: 'now' });
};

async function storeUpload(ctx: AppContext, collection: string, file: UploadedFile, userId: string | null, plan: PublicationPlan): Promise<repo.ImageWithLikes> {
  const checked = await checkImage(file.data, { maxBytes: GALLERY_UPLOAD_MAX_BYTES, maxPixels: GALLERY_MAX_PIXELS }, PIPELINE_MESSAGES);
  const id = randomUUID();
  const prefix = `galleries/${collection}/${id}`;
  const keys = imageKeys(prefix, checked.type);
  let processed: ProcessedImage | undefined;
  const row = await writeFilesThenRecord(
    ctx,
    Object.values(keys),
    async () => {
      processed = await processAndStoreImage(ctx.storage, keys, file.data, checked, PIPELINE_MESSAGES);
    },
    async (tx) => {
      if (!processed) throw new Error('the image was not processed');
      const inserted = await repo.insertImage(tx, {
        id,
        collection,
        filename: file.filename.slice(0, 200) || 'image',
        userId,
        path: prefix,
        originalKey: keys.original,
        thumbKey: keys.thumb,
        thumbWidth: processed.thumb.width,
        thumbHeight: processed.thumb.height,
        displayKey: keys.display,
        displayWidth: processed.display.width,
        displayHeight: processed.display.height,
        placeholder: processed.placeholder,
        ...publicationValues(plan),
      });
      if (inserted.publishedAt) await announceImagePublished(ctx, tx, [inserted]);
      else await publishChange(ctx, collection, tx, true);
      return inserted;
    },
  );
  return { ...row, likes: 0, likedByMe: false };
}

/** Removes the row and its likes in one transaction, then every file of it (a crash in between leaves them to the sweep). */
export async function deleteGalleryImage(ctx: AppContext, user: CurrentUser, collection: string, imageId: string): Promise<void> {
  await assertCollection(ctx, user, collection);
  const row = await removeRecordThenFiles(
    ctx,
    async (tx) => {
      const deleted = await repo.deleteImage(tx, collection, imageId);
      if (deleted) await publishChange(ctx, collection, tx, !deleted.publishedAt);
      return deleted;
    },
    (deleted) => (deleted ? [deleted.originalKey, deleted.thumbKey, deleted.displayKey] : []),
  );
  if (!row) throw notFound('That image');
}

export async function reorderImages(ctx: AppContext, user: CurrentUser, collection: string, input: Reorder): Promise<void> {
  await assertCollection(ctx, user, collection);
  const ids = [...new Set(input.items.map((item) => item.id))];
  if (ids.length !== input.items.length) throw badRequest('duplicate_image', 'Each image may appear only once.');
  await ctx.database.db.transaction(async (tx) => {
    const known = await repo.imageIdsIn(tx, collection, ids);
    if (known.length !== ids.length) throw notFound('That image');
    await repo.setDisplayOrders(tx, collection, input.items);
    await publishChange(ctx, collection, tx);
  });
}

/** Scheduling, as the publishing feature's calendar and due-items job use it. */
export { galleryCalendarItems, nextGalleryDrop, publishDueGalleryContent, scheduleGalleryItem } from './gallery-publishing.service.js';

/** Whether the user may see this picture: published (or the owner), in a collection open to them (a tip names it). */
export async function imageVisibleTo(ctx: AppContext, user: CurrentUser, imageId: string): Promise<boolean> {
  const image = await repo.findImageCollection(ctx.database.db, imageId);
  if (!image || (!image.published && !isAdmin(user))) return false;
  try {
    await assertCollection(ctx, user, image.collection);
    return true;
  } catch {
    return false;
  }
}
