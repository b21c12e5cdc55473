import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  collectionNameFor,
  GALLERY_MAX_PIXELS,
  GALLERY_MESSAGES,
  GALLERY_UPLOAD_MAX_BYTES,
  PRO_COLLECTION,
  TEASER_COLLECTION,
  titleFromCollection,
  type GalleryDirectory,
  type GalleryImage,
  type GalleryPage,
  type LikeResult,
  type NewFolder,
  type NewGallery,
  type Reorder,
} from '../../../shared/features/gallery.schema.js';
import { isAdmin } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { checkImage, processImage, removeImage, storeImage } from '../../media/image-pipeline.js';
import { assertCollection, audienceOf } from './gallery-access.service.js';
import * as repo from './gallery.repo.js';

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
function toImage(ctx: AppContext, viewer: CurrentUser, row: repo.ImageWithLike): GalleryImage {
  const mediaUrl = (key: string) => ctx.mediaUrls.urlFor(key, viewer.id);
  // Members receive Pro pictures marked for them (the leak tracer); teasers, thumbnails and admins' views stay plain.
  const marked = row.collection !== TEASER_COLLECTION && !isAdmin(viewer);
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
    display: { url: ctx.mediaUrls.urlFor(row.displayKey, viewer.id, { marked }), width: row.displayWidth, height: row.displayHeight },
    url: mediaUrl(row.originalKey),
  };
}

const publishChange = (ctx: AppContext, collection: string, tx?: Parameters<AppContext['live']['publish']>[2]) =>
  ctx.live.publish({ type: 'gallery.changed', data: { collection } }, audienceOf(collection), tx);

/** SPEC §2: teasers and the Pro gallery newest first; configured galleries in the admin's order. */
export async function getGalleryPage(ctx: AppContext, user: CurrentUser, collection: string): Promise<GalleryPage> {
  const config = await assertCollection(ctx, user, collection);
  const db = ctx.database.db;
  const rows = await repo.listImages(db, collection, user.id, config !== undefined);
  return {
    collectionName: collection,
    title: config?.displayTitle || titleFromCollection(collection),
    totalLikes: config ? config.totalLikes : await repo.sumLikes(db, collection),
    images: rows.map((row) => toImage(ctx, user, row)),
  };
}

/** The Pro gallery selector: folders with their gallery count and total likes, and every configured gallery. */
/** Folder covers are thumbnails (never marked), signed for the viewer who asked. */
export async function getDirectory(ctx: AppContext, viewer: CurrentUser): Promise<GalleryDirectory> {
  const db = ctx.database.db;
  const [folders, configs, covers] = await Promise.all([repo.listFolders(db), repo.listConfigs(db), repo.listFolderCovers(db)]);
  return {
    folders: folders.map((folder) => {
      const inFolder = configs.filter((config) => config.folderId === folder.id);
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
        cover: cover ? { imageId: cover.id, placeholder: cover.placeholder, thumb: { url: ctx.mediaUrls.urlFor(cover.thumbKey, viewer.id), width: cover.thumbWidth, height: cover.thumbHeight } } : null,
      };
    }),
    galleries: configs.map(({ createdAt: _createdAt, ...config }) => config),
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
  const config = await repo.insertConfig(ctx.database.db, {
    collectionName,
    displayTitle: input.displayTitle,
    name: input.galleryId,
    folderId: input.folderId,
  });
  if (!config) throw conflict('gallery_exists', 'A gallery with this id already exists.');
  await publishDirectory(ctx);
  const { createdAt: _createdAt, ...rest } = config;
  return rest;
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

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

/**
 * Checks, processes and stores an upload, then records it. Files are written
 * first and removed again if the row cannot be written, so a failure leaves
 * neither a row nor a file behind.
 */
export async function uploadImage(ctx: AppContext, user: CurrentUser, collection: string, file: UploadedFile): Promise<GalleryImage> {
  await assertCollection(ctx, user, collection);
  return toImage(ctx, user, await storeUpload(ctx, collection, file, user.id));
}

/** Demo content goes through the same pipeline, owned by nobody. */
export const addDemoImage = async (ctx: AppContext, collection: string, file: UploadedFile): Promise<void> => {
  await storeUpload(ctx, collection, file, null);
};

async function storeUpload(ctx: AppContext, collection: string, file: UploadedFile, userId: string | null): Promise<repo.ImageWithLike> {
  const checked = await checkImage(file.data, { maxBytes: GALLERY_UPLOAD_MAX_BYTES, maxPixels: GALLERY_MAX_PIXELS }, PIPELINE_MESSAGES);
  const processed = await processImage(file.data, checked, PIPELINE_MESSAGES);
  const id = randomUUID();
  const prefix = `galleries/${collection}/${id}`;
  const keys = await storeImage(ctx.storage, prefix, processed);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
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
      });
      await publishChange(ctx, collection, tx);
      return inserted;
    });
    return { ...row, likedByMe: false };
  } catch (error) {
    await removeImage(ctx.storage, keys);
    throw error;
  }
}

/** Removes the row and its likes in one transaction, then every file of it. */
export async function deleteGalleryImage(ctx: AppContext, user: CurrentUser, collection: string, imageId: string): Promise<void> {
  await assertCollection(ctx, user, collection);
  const row = await ctx.database.db.transaction(async (tx) => {
    const deleted = await repo.deleteImage(tx, collection, imageId);
    if (deleted) await publishChange(ctx, collection, tx);
    return deleted;
  });
  if (!row) throw notFound('That image');
  await removeImage(ctx.storage, { original: row.originalKey, thumb: row.thumbKey, display: row.displayKey });
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

/** SPEC §4 like toggle, atomic: the like row, the image's likes and the gallery's total move together. */
export async function toggleImageLike(ctx: AppContext, user: CurrentUser, collection: string, imageId: string): Promise<LikeResult> {
  await assertCollection(ctx, user, collection);
  const result = await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.findImage(tx, collection, imageId))) return undefined;
    const toggled = await repo.toggleLike(tx, collection, imageId, user.id);
    await publishChange(ctx, collection, tx);
    return toggled;
  });
  if (!result) throw notFound('That image');
  const totalLikes = result.totalLikes ?? (await repo.sumLikes(ctx.database.db, collection));
  return { liked: result.liked, likes: result.likes, totalLikes };
}
