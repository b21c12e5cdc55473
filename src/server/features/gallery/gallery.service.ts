import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  collectionNameFor,
  GALLERY_MAX_PIXELS,
  GALLERY_MESSAGES,
  GALLERY_PAGE_SIZE,
  GALLERY_UPLOAD_MAX_BYTES,
  isProCollection,
  PRO_COLLECTION,
  titleFromCollection,
  type GalleryDirectory,
  type GalleryImage,
  type GalleryPage,
  type LikeResult,
  type NewFolder,
  type NewGallery,
  type Reorder,
} from '../../../shared/features/gallery.schema.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { checkImage, imageKeys, processAndStoreImage, uprightFullSize, type ProcessedImage } from '../../media/image-pipeline.js';
import type { StoredObject } from '../../integrations/storage.js';
import { isAdmin } from '../../../shared/permissions.js';
import { removeRecordThenFiles, writeFilesThenRecord } from '../media-files/media-files.service.js';
import { assertCollection, audienceOf } from './gallery-access.service.js';
import * as repo from './gallery.repo.js';
import type { GalleryImageRow } from './gallery.table.js';

const MEDIA_ROOT = '/api/media/galleries';
const PIPELINE_MESSAGES = {
  notAnImage: GALLERY_MESSAGES.notAnImage,
  tooLarge: GALLERY_MESSAGES.tooLarge,
  tooManyPixels: GALLERY_MESSAGES.tooManyPixels,
  unreadable: GALLERY_MESSAGES.unreadable,
};

const mediaUrl = (row: GalleryImageRow, key: string) => `${MEDIA_ROOT}/${row.collection}/${row.id}/${key.slice(key.lastIndexOf('/') + 1)}`;

function toImage(row: repo.ImageWithLikes): GalleryImage {
  return {
    id: row.id,
    filename: row.filename,
    timestamp: row.createdAt.toISOString(),
    userId: row.userId,
    likes: row.likes,
    likedByMe: row.likedByMe,
    displayOrder: row.displayOrder,
    placeholder: row.placeholder,
    thumb: { url: mediaUrl(row, row.thumbKey), width: row.thumbWidth, height: row.thumbHeight },
    display: { url: mediaUrl(row, row.displayKey), width: row.displayWidth, height: row.displayHeight },
    url: mediaUrl(row, row.originalKey),
  };
}

const publishChange = (ctx: AppContext, collection: string, tx?: Parameters<AppContext['live']['publish']>[2]) =>
  ctx.live.publish({ type: 'gallery.changed', data: { collection } }, audienceOf(collection), tx);

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
  const page = await repo.listImagePage(db, collection, user.id, config !== undefined, after, limit);
  const last = page.rows.at(-1);
  return {
    collectionName: collection,
    title: config?.displayTitle || titleFromCollection(collection),
    totalLikes: await repo.countLikes(db, collection),
    images: page.rows.map(toImage),
    nextCursor: page.more && last ? encodeCursor(last.position) : null,
  };
}

/** The Pro gallery selector: folders with their gallery count and total likes, and every configured gallery. */
export async function getDirectory(ctx: AppContext): Promise<GalleryDirectory> {
  const [folders, configs, likes] = await Promise.all([
    repo.listFolders(ctx.database.db),
    repo.listConfigs(ctx.database.db),
    repo.countLikesByCollection(ctx.database.db),
  ]);
  const withLikes = configs.map((config) => ({ ...config, totalLikes: likes.get(config.collectionName) ?? 0 }));
  return {
    folders: folders.map((folder) => {
      const inFolder = withLikes.filter((config) => config.folderId === folder.id);
      return {
        id: folder.id,
        name: folder.name,
        description: folder.description,
        createdAt: folder.createdAt.toISOString(),
        order: folder.order,
        galleryCount: inFolder.length,
        totalLikes: inFolder.reduce((sum, config) => sum + config.totalLikes, 0),
      };
    }),
    galleries: withLikes.map(({ createdAt: _createdAt, ...config }) => config),
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
  return { ...rest, totalLikes: 0 };
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
  return storeUpload(ctx, collection, file, user.id);
}

/** Demo content goes through the same pipeline, owned by nobody. */
export const addDemoImage = (ctx: AppContext, collection: string, file: UploadedFile) => storeUpload(ctx, collection, file, null);

async function storeUpload(ctx: AppContext, collection: string, file: UploadedFile, userId: string | null): Promise<GalleryImage> {
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
      });
      await publishChange(ctx, collection, tx);
      return inserted;
    },
  );
  return toImage({ ...row, likes: 0, likedByMe: false });
}

/** Removes the row and its likes in one transaction, then every file of it (a crash in between leaves them to the sweep). */
export async function deleteGalleryImage(ctx: AppContext, user: CurrentUser, collection: string, imageId: string): Promise<void> {
  await assertCollection(ctx, user, collection);
  const row = await removeRecordThenFiles(
    ctx,
    async (tx) => {
      const deleted = await repo.deleteImage(tx, collection, imageId);
      if (deleted) await publishChange(ctx, collection, tx);
      return deleted;
    },
    (deleted) => (deleted ? [deleted.originalKey, deleted.thumbKey, deleted.displayKey, memberFullSizeKey(deleted)] : []),
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

/**
 * SPEC §4 like toggle: one statement writes one like row (no shared counter
 * row) and reads the counts back, so they are exact under any number of
 * concurrent toggles. Viewers hear of likes through a coalesced announcement.
 */
export async function toggleImageLike(ctx: AppContext, user: CurrentUser, collection: string, imageId: string): Promise<LikeResult> {
  await assertCollection(ctx, user, collection);
  const toggled = await repo.toggleLike(ctx.database.db, collection, imageId, user.id);
  if (!toggled) throw notFound('That image');
  announceLikes(ctx, collection);
  return toggled;
}

/** Likes of a collection are announced at most this often (per instance): every announcement makes every open page refetch. */
const LIKES_ANNOUNCE_MS = 1000;
const likesToAnnounce = new WeakMap<AppContext, Set<string>>();

/**
 * A burst of likes becomes one 'gallery.changed' per collection and second,
 * after the likes were written: a crash in between loses only the hint, not a like.
 */
function announceLikes(ctx: AppContext, collection: string): void {
  const pending = likesToAnnounce.get(ctx) ?? new Set<string>();
  likesToAnnounce.set(ctx, pending);
  if (pending.has(collection)) return;
  pending.add(collection);
  setTimeout(() => {
    pending.delete(collection);
    publishChange(ctx, collection).catch(() => undefined);
  }, LIKES_ANNOUNCE_MS).unref();
}

/** Where an image's lazily made full size for members goes (same type as the kept original). */
const memberFullSizeKey = (row: GalleryImageRow) => `${row.path}/full${row.originalKey.slice(row.originalKey.lastIndexOf('.'))}`;

/** Full sizes being made now, so that members opening the same photo at once share one encode. */
const makingFullSize = new Map<string, Promise<StoredObject | undefined>>();

/**
 * What a member gets for the original: the kept original when it is upright,
 * else an upright copy made on first request and stored beside it.
 */
async function memberFullSize(ctx: AppContext, row: GalleryImageRow): Promise<StoredObject | undefined> {
  const key = memberFullSizeKey(row);
  const made = await ctx.storage.get(key);
  if (made) return made;
  const pending = makingFullSize.get(key);
  if (pending) return pending;
  const making = (async () => {
    const original = await ctx.storage.get(row.originalKey);
    if (!original) return undefined;
    const upright = await uprightFullSize(Buffer.concat(await original.body.toArray()));
    if (!upright) return ctx.storage.get(row.originalKey);
    await ctx.storage.put(key, upright.data, upright.contentType);
    return ctx.storage.get(key);
  })().finally(() => makingFullSize.delete(key));
  makingFullSize.set(key, making);
  return making;
}

/**
 * The stored object behind a media URL, after the access check; 404 for
 * anything unknown. The owner gets the original as kept; everyone else its
 * upright, metadata-free full size.
 */
export async function readMedia(ctx: AppContext, user: CurrentUser, collection: string, imageId: string, file: string) {
  await assertCollection(ctx, user, collection);
  const row = await repo.findImage(ctx.database.db, collection, imageId);
  const key = row && [row.originalKey, row.thumbKey, row.displayKey].find((candidate) => candidate.endsWith(`/${file}`));
  const object = !key ? undefined : key === row.originalKey && !isAdmin(user) ? await memberFullSize(ctx, row) : await ctx.storage.get(key);
  if (!object) throw notFound('That image');
  return { object, isPro: isProCollection(collection) };
}
