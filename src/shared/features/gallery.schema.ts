import { z } from 'zod';
import { PublicationInputSchema, PublicationSchema } from './publishing.schema.js';

/**
 * Galleries (SPEC §2, §3, §5, §8): the teaser gallery `gallery`, the Pro
 * gallery `gallery_pro`, and configured galleries `gallery_{id}` grouped in folders.
 */
export const TEASER_COLLECTION = 'gallery';
export const PRO_COLLECTION = 'gallery_pro';
/** A configured collection name: 'gallery_' and the id, lowercased, spaces as underscores. */
export const CONFIGURED_COLLECTION_PATTERN = /^gallery_[a-z0-9_-]{1,60}$/;
export const CollectionNameSchema = z.string().regex(/^gallery(_[a-z0-9_-]{1,60})?$/, 'Not a gallery name');

/** SPEC §5: the collection name made from a gallery id. */
export function collectionNameFor(galleryId: string): string {
  return `gallery_${galleryId.trim().toLowerCase().replace(/\s+/g, '_')}`;
}

/** SPEC §2: a title from the collection name with 'Gallery' added, e.g. gallery_sunsets → "Sunsets Gallery". */
export function titleFromCollection(collectionName: string): string {
  const words = collectionName.replace(/^gallery_?/, '').split(/[_-]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return name ? `${name} Gallery` : 'Gallery';
}

/** Only Pro users and admins may see any collection but the teasers. */
export function isProCollection(collectionName: string): boolean {
  return collectionName !== TEASER_COLLECTION;
}

/** Upload limits: checked on the bytes before any full decode. */
export const GALLERY_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const GALLERY_MAX_PIXELS = 100_000_000;
export const GALLERY_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** The exact texts of SPEC §8 for galleries, and our own refusals. */
export const GALLERY_MESSAGES = {
  uploadFailed: 'Failed to upload image. Please try again.',
  uploadFailedPrefix: 'Failed to upload image: ',
  deleteFailedPrefix: 'Failed to delete image: ',
  renameFailedPrefix: 'Failed to rename gallery: ',
  loadFailed: 'Failed to load gallery images',
  notAnImage: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.',
  tooLarge: 'This file is larger than 25 MB. Please choose a smaller one.',
  tooManyPixels: 'This image has too many pixels. Please choose a smaller one.',
  unreadable: 'This image could not be read. It may be damaged; please choose another file.',
  nameRequired: 'Please enter a gallery name.',
  folderNameRequired: 'Please enter a folder name.',
  galleryFieldsRequired: 'Display name, gallery id and folder are required.',
  teaserHeading: 'Teasers! Subscribe to see full images and more',
  captionTooLong: 'A caption may hold at most 200 characters.',
  coverNotInFolder: 'The cover must be a picture of a gallery in this folder.',
  /** The teaser gallery's heading for Pro members and the owner, who have the full images already. */
  teaserHeadingForPro: 'Teasers: the previews every visitor sees',
} as const;

/** SPEC §5: integer; negative values ignored; non-numeric becomes 0. Returns null when ignored. */
export function parseDisplayOrder(input: string): number | null {
  const value = Number.parseInt(input.trim(), 10);
  if (Number.isNaN(value)) return 0;
  return value < 0 ? null : value;
}

const SizeSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const CAPTION_MAX_LENGTH = 200;

export const GalleryImageSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  /** The owner's caption, or null: then the caption is the file name without its extension (`captionOf`). */
  caption: z.string().nullable(),
  timestamp: z.string(),
  userId: z.string().nullable(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  displayOrder: z.number().int(),
  /** ThumbHash, base64: a blurred placeholder drawn before the thumbnail arrives. */
  placeholder: z.string(),
  thumb: SizeSchema,
  display: SizeSchema,
  /** The full-size, metadata-free original; Pro users and admins only for Pro collections. */
  url: z.string(),
  /** The owner's view only: published, draft or scheduled (members receive published pictures alone). */
  publication: PublicationSchema.optional(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** The caption shown for a picture: the owner's, else its file name without the extension. */
export function captionOf(image: Pick<GalleryImage, 'caption' | 'filename'>): string {
  return image.caption || image.filename.replace(/\.[^.]+$/, '') || image.filename;
}

/** A folder card's picture: the thumbnail of the owner's pick or of the folder's first image. */
export const FolderCoverSchema = z.object({ imageId: z.uuid(), placeholder: z.string(), thumb: SizeSchema });
export type FolderCover = z.infer<typeof FolderCoverSchema>;

export const GalleryConfigSchema = z.object({
  id: z.uuid(),
  collectionName: z.string(),
  displayTitle: z.string(),
  name: z.string(),
  folderId: z.uuid().nullable(),
  totalLikes: z.number().int(),
  order: z.number().int(),
  /** The owner's view only (members receive published galleries alone). */
  publication: PublicationSchema.optional(),
});
export type GalleryConfig = z.infer<typeof GalleryConfigSchema>;

export const GalleryFolderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  order: z.number().int(),
  galleryCount: z.number().int(),
  totalLikes: z.number().int(),
  /** The image the owner picked as cover, or null (then `cover` is the folder's first image). */
  coverImageId: z.uuid().nullable(),
  cover: FolderCoverSchema.nullable(),
});
export type GalleryFolder = z.infer<typeof GalleryFolderSchema>;

/** Images per page of a gallery list; the client asks for the next page as the reader scrolls. */
export const GALLERY_PAGE_SIZE = 60;

/**
 * One page of a gallery, in the gallery's order. `nextCursor` asks for the
 * images after the last one here (null on the last page); a cursor names a
 * position, not a count, so images added or removed meanwhile never make a
 * page repeat or skip one.
 */
export const GalleryPageSchema = z.object({
  collectionName: z.string(),
  title: z.string(),
  totalLikes: z.number().int(),
  images: z.array(GalleryImageSchema),
  nextCursor: z.string().nullable(),
  /** The owner's view of a first page only: the gallery's drafts and scheduled pictures, marked, before the published ones. */
  pending: z.array(GalleryImageSchema).optional(),
});
export type GalleryPage = z.infer<typeof GalleryPageSchema>;

export const GalleryDirectorySchema = z.object({
  /** The single Pro gallery's card, like a folder's: its total likes and its newest image as the cover. */
  proGallery: z.object({ totalLikes: z.number().int(), cover: FolderCoverSchema.nullable() }),
  folders: z.array(GalleryFolderSchema),
  galleries: z.array(GalleryConfigSchema),
});
export type GalleryDirectory = z.infer<typeof GalleryDirectorySchema>;

export const LikeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int(), totalLikes: z.number().int() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const RenameGallerySchema = z.object({ name: z.string().trim().min(1, GALLERY_MESSAGES.nameRequired).max(80) });
/** An empty caption removes the owner's caption, so the file name shows again. */
export const CaptionSchema = z.object({
  caption: z
    .string()
    .trim()
    .max(CAPTION_MAX_LENGTH, GALLERY_MESSAGES.captionTooLong)
    .transform((caption) => caption || null),
});
export type CaptionInput = z.input<typeof CaptionSchema>;
/** Null goes back to the folder's first image. */
export const FolderCoverInputSchema = z.object({ imageId: z.uuid().nullable() });
export type FolderCoverInput = z.infer<typeof FolderCoverInputSchema>;
export const FolderParamsSchema = z.object({ folderId: z.uuid() });
export const ReorderSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), displayOrder: z.number().int().min(0) })).min(1).max(1000),
});
export type Reorder = z.infer<typeof ReorderSchema>;
export const NewFolderSchema = z.object({
  name: z.string().trim().min(1, GALLERY_MESSAGES.folderNameRequired).max(80),
  description: z.string().trim().max(300).default(''),
});
export type NewFolder = z.input<typeof NewFolderSchema>;
export const NewGallerySchema = z.object({
  displayTitle: z.string().trim().min(1, GALLERY_MESSAGES.galleryFieldsRequired).max(80),
  galleryId: z
    .string()
    .trim()
    .min(1, GALLERY_MESSAGES.galleryFieldsRequired)
    .max(60)
    .regex(/^[A-Za-z0-9 _-]+$/, 'The gallery id may hold letters, digits, spaces, dashes and underscores.'),
  folderId: z.uuid(GALLERY_MESSAGES.galleryFieldsRequired),
  /** Published now when left out. */
  publication: PublicationInputSchema.optional(),
});
export type NewGallery = z.input<typeof NewGallerySchema>;

export const CollectionParamsSchema = z.object({ collection: CollectionNameSchema });
/** An opaque position from a page's `nextCursor`. */
export const GalleryPageQuerySchema = z.object({ cursor: z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor').optional() });
export const ImageParamsSchema = CollectionParamsSchema.extend({ imageId: z.uuid() });

export const GALLERY_PATHS = {
  directory: '/api/galleries',
  folders: '/api/gallery-folders',
  folderCover: '/api/gallery-folders/:folderId/cover',
  configs: '/api/gallery-configs',
  gallery: '/api/galleries/:collection',
  images: '/api/galleries/:collection/images',
  image: '/api/galleries/:collection/images/:imageId',
  like: '/api/galleries/:collection/images/:imageId/like',
  order: '/api/galleries/:collection/order',
  name: '/api/galleries/:collection/name',
} as const;
