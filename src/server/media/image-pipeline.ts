import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { AppError} from '../errors.js';
import { badRequest, tooLarge } from '../errors.js';
import type { ObjectStorage } from '../integrations/storage.js';
import { IMAGE_CONTENT_TYPES, MAX_INPUT_PIXELS, sniffImageType, type ImageType } from './images.js';
import { stripMetadata } from './strip-metadata.js';

// Every upload is a new image, so libvips' operation cache (up to 50 MB by default) would only
// keep memory from the last ones busy on a small server. One libvips thread per image: measured
// on a 24-megapixel upload, more threads gained little time and left the process larger afterwards
// (glibc keeps per-thread arenas), see bench/upload.bench.ts.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The image pipeline every feature that accepts pictures uses (galleries now,
 * affiliate and custom-order images next):
 *   checkImage  → type by magic bytes, byte and pixel limits, from the header only
 *                  (checkImageDecodes: and the whole file decodes, for a truncated or corrupt one);
 *   processImage → the owner's original with its metadata removed (no re-encode where the format
 *                  allows) + thumbnail + display size + ThumbHash, from one decode;
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
  /** EXIF orientation (1 = upright). */
  orientation: number;
}

/** Refuses anything but JPEG, PNG, WebP, AVIF and GIF, and bombs, without decoding the pixels. */
export async function checkImage(data: Buffer, limits: ImageLimits, messages: ImageMessages): Promise<CheckedImage> {
  const type = sniffImageType(data);
  if (!type) throw badRequest('not_an_image', messages.notAnImage);
  if (data.length > limits.maxBytes) throw tooLarge('file_too_large', messages.tooLarge);
  let width: number;
  let height: number;
  let orientation: number;
  try {
    // metadata() reads the header only: a 50 000 × 50 000 bomb is refused before any decode.
    const meta = await sharp(data).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
    orientation = meta.orientation ?? 1;
  } catch (error) {
    // sharp itself refuses headers past its own ceiling; that is a bomb too.
    if (/pixel limit/i.test(error instanceof Error ? error.message : '')) throw tooLarge('image_too_many_pixels', messages.tooManyPixels);
    throw badRequest('unreadable_image', messages.unreadable);
  }
  if (!width || !height) throw badRequest('unreadable_image', messages.unreadable);
  if (width * height > (limits.maxPixels ?? MAX_INPUT_PIXELS)) throw tooLarge('image_too_many_pixels', messages.tooManyPixels);
  return { type, width, height, orientation };
}

/**
 * checkImage, then the whole picture decoded once at a few dozen pixels (JPEG
 * shrinks while decoding), with sharp's default strictness: a truncated or
 * corrupt file is refused here with a 400, not halfway through later work that
 * decodes it again (the leak tracer's fingerprint and mark reader).
 */
export async function checkImageDecodes(data: Buffer, limits: ImageLimits, messages: ImageMessages): Promise<CheckedImage> {
  const checked = await checkImage(data, limits, messages);
  try {
    await sharp(data, { limitInputPixels: limits.maxPixels ?? MAX_INPUT_PIXELS }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw badRequest('unreadable_image', messages.unreadable);
  }
  return checked;
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
  /** The owner's full-size copy, metadata removed. */
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
  // Used only when the uploaded bytes cannot be kept (see stripMetadata). Plain libjpeg-turbo:
  // mozjpeg's smaller files cost ten times the time on a 24-megapixel photo.
  jpeg: { ext: 'jpg', contentType: IMAGE_CONTENT_TYPES.jpeg, encode: (image) => image.jpeg({ quality: 92 }) },
  png: { ext: 'png', contentType: IMAGE_CONTENT_TYPES.png, encode: (image) => image.png() },
  webp: { ext: 'webp', contentType: IMAGE_CONTENT_TYPES.webp, encode: (image) => image.webp({ quality: 92 }) },
  avif: { ext: 'avif', contentType: IMAGE_CONTENT_TYPES.avif, encode: (image) => image.avif({ quality: 70 }) },
  gif: { ext: 'gif', contentType: IMAGE_CONTENT_TYPES.gif, encode: (image) => image.gif() },
};

async function toFile(image: Sharp, ext: string, contentType: string): Promise<ImageFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, ext, contentType, width: info.width, height: info.height };
}

/**
 * The owner's full-size copy: the uploaded bytes with their metadata cut out
 * (no decode, no encode), or, for a format or layout that cannot be cut
 * safely, an upright re-encode that carries none.
 */
async function keptOriginal(data: Buffer, checked: CheckedImage, input: () => Sharp): Promise<ImageFile> {
  const format = ORIGINAL_FORMATS[checked.type];
  const stripped = stripMetadata(data, checked.type, checked.orientation);
  if (stripped) return { data: stripped, ext: format.ext, contentType: format.contentType, width: checked.width, height: checked.height };
  return toFile(format.encode(input().rotate()), format.ext, format.contentType);
}

/** Raw 8-bit sRGB pixels, upright, at most `width` wide (a JPEG is decoded at a fraction of its size). */
async function pixelsWithin(input: Sharp, width: number) {
  const { data, info } = await input
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

type Pixels = Awaited<ReturnType<typeof pixelsWithin>>;
const fromPixels = (pixels: Pixels) => sharp(pixels.data, { raw: pixels.raw });

const webpWithin = (input: Sharp, width: number) =>
  toFile(input.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }), 'webp', IMAGE_CONTENT_TYPES.webp);

async function thumbHashOf(pixels: Pixels): Promise<string> {
  const { data, info } = await fromPixels(pixels)
    .resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** The thumbnail and the ThumbHash, from one small decode. */
async function thumbAndPlaceholder(input: Sharp): Promise<{ thumb: ImageFile; placeholder: string }> {
  const pixels = await pixelsWithin(input, THUMB_WIDTH);
  const [thumb, placeholder] = await Promise.all([toFile(fromPixels(pixels).webp({ quality: 80 }), 'webp', IMAGE_CONTENT_TYPES.webp), thumbHashOf(pixels)]);
  return { thumb, placeholder };
}

/** A decoding or encoding failure, in words a person can act on; anything else unchanged. */
function refusal(error: unknown, messages: Pick<ImageMessages, 'unreadable' | 'tooManyPixels'>): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooLarge('image_too_many_pixels', messages.tooManyPixels);
  return badRequest('unreadable_image', messages.unreadable);
}

const imageInput = (data: Buffer) => () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });

/**
 * Keeps the owner's original without its metadata and makes the upright,
 * metadata-free derivatives members see (sharp writes no metadata unless
 * asked). A truncated or damaged file is refused rather than stored half grey.
 */
export async function processImage(data: Buffer, checked: CheckedImage, messages: Pick<ImageMessages, 'unreadable' | 'tooManyPixels'>): Promise<ProcessedImage> {
  try {
    const input = imageInput(data);
    // Two decodes side by side, each at the smallest scale its output allows (JPEG shrink-on-load),
    // rather than one full decode shared: the small one costs little and the two run on two cores.
    const [display, { thumb, placeholder }, original] = await Promise.all([
      webpWithin(input(), DISPLAY_WIDTH),
      thumbAndPlaceholder(input()),
      keptOriginal(data, checked, input),
    ]);
    return { original, thumb, display, placeholder };
  } catch (error) {
    throw refusal(error, messages);
  }
}

/**
 * processImage and storeImage overlapped: the owner's original is written
 * while the derivatives are still being encoded, which is most of an upload's
 * time. On any failure every file is removed again (once no write is under way).
 */
export async function processAndStoreImage(
  storage: ObjectStorage,
  keys: StoredImageKeys,
  data: Buffer,
  checked: CheckedImage,
  messages: Pick<ImageMessages, 'unreadable' | 'tooManyPixels'>,
): Promise<ProcessedImage> {
  const input = imageInput(data);
  const made = <T>(work: Promise<T>) => work.catch((error: unknown) => Promise.reject(refusal(error, messages)));
  const derivatives = made(Promise.all([webpWithin(input(), DISPLAY_WIDTH), thumbAndPlaceholder(input())])).then(async ([display, { thumb, placeholder }]) => {
    // Both writes end before a failure is reported, so the clean-up never runs ahead of a write.
    const writes = await Promise.allSettled([storage.put(keys.thumb, thumb.data, thumb.contentType), storage.put(keys.display, display.data, display.contentType)]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    return { display, thumb, placeholder };
  });
  // Started after the decodes, so that cutting the metadata (on this thread) overlaps their work.
  const original = made(keptOriginal(data, checked, input)).then(async (file) => {
    await storage.put(keys.original, file.data, file.contentType);
    return file;
  });
  const [kept, rest] = await Promise.allSettled([original, derivatives]);
  if (kept.status === 'rejected' || rest.status === 'rejected') {
    await removeImage(storage, keys);
    throw kept.status === 'rejected' ? kept.reason : (rest as PromiseRejectedResult).reason;
  }
  return { original: kept.value, ...rest.value };
}

export interface StoredImageKeys {
  original: string;
  thumb: string;
  display: string;
}

/** Where the three files of an image of this type go under `prefix`. */
export function imageKeys(prefix: string, type: ImageType): StoredImageKeys {
  return { original: `${prefix}/original.${ORIGINAL_FORMATS[type].ext}`, thumb: `${prefix}/thumb.webp`, display: `${prefix}/display.webp` };
}

/** Writes the three files (in parallel); if any write fails, removes them all once every write has ended. */
export async function storeImage(storage: ObjectStorage, keys: StoredImageKeys, image: ProcessedImage): Promise<StoredImageKeys> {
  const writes = await Promise.allSettled([
    storage.put(keys.original, image.original.data, image.original.contentType),
    storage.put(keys.thumb, image.thumb.data, image.thumb.contentType),
    storage.put(keys.display, image.display.data, image.display.contentType),
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removeImage(storage, keys);
    throw failed.reason;
  }
  return keys;
}

export async function removeImage(storage: ObjectStorage, keys: StoredImageKeys): Promise<void> {
  await Promise.all([storage.delete(keys.original), storage.delete(keys.thumb), storage.delete(keys.display)]);
}
