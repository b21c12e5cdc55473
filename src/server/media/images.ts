import sharp from 'sharp';
import type { AppError } from '../errors.js';
import { badRequest, tooLarge } from '../errors.js';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** The one place each kind of picture is named for HTTP and storage. */
export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * Decompression-bomb guard: sharp refuses to decode more pixels than this,
 * reading only the header to find out. 100 megapixels leaves room for large
 * camera originals (a 24-megapixel photo is well under it).
 */
export const MAX_INPUT_PIXELS = 100_000_000;

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** The image type told by the file's first bytes, whatever its name or declared type says. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (ascii(data, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand and the compatible brands follow the box header.
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 64);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      const brand = ascii(data, offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Why sharp refused an input, in words a person can act on. */
function unreadable(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return tooLarge('image_too_many_pixels', 'This image has too many pixels. Please choose a smaller one.');
  }
  return badRequest('unreadable_image', 'This image could not be read. It may be damaged; please choose another file.');
}

/**
 * Decodes an image (refusing bombs before decoding it whole), turns it upright,
 * drops every piece of metadata (EXIF, GPS, ICC comments), fits it within
 * `maxSize` pixels and encodes it as WebP.
 */
export async function encodeWebp(input: Buffer, maxSize: number, quality = 82): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
}
