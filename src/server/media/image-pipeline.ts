import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError, badRequest } from '../errors.js';
import type { ObjectStorage } from '../integrations/storage.js';
import { MAX_INPUT_PIXELS, sniffImageType, type ImageType } from './images.js';

// Every upload is a new image, so libvips' operation cache (up to 50 MB by default) would only
// keep memory from the last ones busy on a small server.
sharp.cache(false);

/**
 * The image pipeline every feature that accepts pictures uses (galleries now,
 * affiliate and custom-order images next):
 *   checkImage  → type by magic bytes, byte and pixel limits, from the header only;
 *   processImage → upright, metadata-free original + thumbnail + display size + ThumbHash;
 *   storeImage / removeImage → through ObjectStorage, all or nothing.
 */

export interface ImageLimits {
  maxBytes: number;
  maxPixels?: number;
}

export interface ImageMessages {
  notAnImage: string;
  tooLarge: string;
  tooManyPixels: string;
  unreadable: string;
}

export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
}

/** Refuses anything but JPEG, PNG, WebP, AVIF and GIF, and bombs, without decoding the pixels. */
export async function checkImage(data: Buffer, limits: ImageLimits, messages: ImageMessages): Promise<CheckedImage> {
  const type = sniffImageType(data);
  if (!type) throw badRequest('not_an_image', messages.notAnImage);
  if (data.length > limits.maxBytes) throw new AppError(413, 'file_too_large', messages.tooLarge);
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only: a 50 000 × 50 000 bomb is refused before any decode.
    const meta = await sharp(data).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch (error) {
    // sharp itself refuses headers past its own ceiling; that is a bomb too.
    if (/pixel limit/i.test(error instanceof Error ? error.message : '')) throw new AppError(413, 'image_too_many_pixels', messages.tooManyPixels);
    throw badRequest('unreadable_image', messages.unreadable);
  }
  if (!width || !height) throw badRequest('unreadable_image', messages.unreadable);
  if (width * height > (limits.maxPixels ?? MAX_INPUT_PIXELS)) throw new AppError(413, 'image_too_many_pixels', messages.tooManyPixels);
  return { type, width, height };
}

export interface ImageFile {
  data: Buffer;
  contentType: string;
  /** File extension without the dot. */
  ext: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ImageFile;
  thumb: ImageFile;
  display: ImageFile;
  /** ThumbHash of the upright image, base64. */
  placeholder: string;
}

export const THUMB_WIDTH = 480;
export const DISPLAY_WIDTH = 1600;
const PLACEHOLDER_SIZE = 100;

const ORIGINAL_FORMATS: Record<ImageType, { ext: string; contentType: string; encode: (image: Sharp) => Sharp }> = {
  // Plain libjpeg-turbo: mozjpeg's smaller files cost ten times the time on a 24-megapixel photo.
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (image) => image.jpeg({ quality: 92 }) },
  png: { ext: 'png', contentType: 'image/png', encode: (image) => image.png() },
  webp: { ext: 'webp', contentType: 'image/webp', encode: (image) => image.webp({ quality: 92 }) },
  avif: { ext: 'avif', contentType: 'image/avif', encode: (image) => image.avif({ quality: 70 }) },
  gif: { ext: 'gif', contentType: 'image/gif', encode: (image) => image.gif() },
};

async function toFile(image: Sharp, ext: string, contentType: string): Promise<ImageFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, ext, contentType, width: info.width, height: info.height };
}

const webpWithin = (base: Sharp, width: number) =>
  toFile(base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }), 'webp', 'image/webp');

async function thumbHashOf(base: Sharp): Promise<string> {
  const { data, info } = await base
    .clone()
    .resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * Turns a checked image upright and re-encodes it without any metadata (EXIF,
 * GPS, XMP, comments): sharp writes none unless asked. A truncated or damaged
 * file is refused rather than stored half grey.
 */
export async function processImage(data: Buffer, checked: CheckedImage, messages: Pick<ImageMessages, 'unreadable' | 'tooManyPixels'>): Promise<ProcessedImage> {
  try {
    const base = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const format = ORIGINAL_FORMATS[checked.type];
    const [original, thumb, display, placeholder] = await Promise.all([
      toFile(format.encode(base.clone()), format.ext, format.contentType),
      webpWithin(base, THUMB_WIDTH),
      webpWithin(base, DISPLAY_WIDTH),
      thumbHashOf(base),
    ]);
    return { original, thumb, display, placeholder };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new AppError(413, 'image_too_many_pixels', messages.tooManyPixels);
    throw badRequest('unreadable_image', messages.unreadable);
  }
}

export interface StoredImageKeys {
  original: string;
  thumb: string;
  display: string;
}

/** Writes the three files under `prefix`; if any write fails, removes the ones written. */
export async function storeImage(storage: ObjectStorage, prefix: string, image: ProcessedImage): Promise<StoredImageKeys> {
  const keys: StoredImageKeys = {
    original: `${prefix}/original.${image.original.ext}`,
    thumb: `${prefix}/thumb.${image.thumb.ext}`,
    display: `${prefix}/display.${image.display.ext}`,
  };
  try {
    await storage.put(keys.original, image.original.data, image.original.contentType);
    await storage.put(keys.thumb, image.thumb.data, image.thumb.contentType);
    await storage.put(keys.display, image.display.data, image.display.contentType);
  } catch (error) {
    await removeImage(storage, keys);
    throw error;
  }
  return keys;
}

export async function removeImage(storage: ObjectStorage, keys: StoredImageKeys): Promise<void> {
  await Promise.all([storage.delete(keys.original), storage.delete(keys.thumb), storage.delete(keys.display)]);
}
