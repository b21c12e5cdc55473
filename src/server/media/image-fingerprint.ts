import sharp from 'sharp';

/**
 * A perceptual fingerprint (a 64-bit difference hash): the picture shrunk to
 * 9 × 8 grey levels, one bit per neighbour pair telling whether the right one
 * is clearly brighter. A re-encoded, resized or screenshotted copy keeps nearly
 * all its bits; another picture differs in about half of them.
 */
/**
 * Grey levels by which a neighbour must be brighter to set its bit. Without it,
 * the pairs of a plain area (equal levels) flipped with a copy's compression
 * noise: flat artwork resized and saved as JPEG came out 11 to 22 bits away in
 * 11 of 60 pictures; with it, at most 9.
 */
const BRIGHTER_BY = 3;

export async function fingerprint(image: Buffer): Promise<string> {
  const pixels = await sharp(await withoutPlainMargins(image)).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      bits = (bits << 1n) | (left + BRIGHTER_BY < right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ. */
export function fingerprintDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; difference > 0n; difference >>= 1n) count += Number(difference & 1n);
  return count;
}

/** Copies this close are taken for the same picture (of 64 bits; unrelated pictures differ in about 32). */
export const SAME_PICTURE_DISTANCE = 10;

async function withoutPlainMargins(image: Buffer): Promise<Buffer> {
  return sharp(image).trim({ threshold: 24 }).toBuffer().catch(() => image);
}

/**
 * How alike two pictures look: the correlation of their grey levels shrunk to
 * 16 × 16 (plain margins trimmed), −1 to 1. The 64-bit hash alone sees a flat
 * or smoothly shaded picture as "no neighbour clearly brighter", the same as
 * any picture with few bits set (a studio shot on a plain backdrop); the pixels
 * tell them apart. A picture without shading of its own looks like nothing: 0.
 */
export async function likeness(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map(async (image) => sharp(await withoutPlainMargins(image)).greyscale().resize(16, 16, { fit: 'fill' }).raw().toBuffer()));
  const mean = (v: Buffer) => v.reduce((sum, level) => sum + level, 0) / v.length;
  const [meanX, meanY] = [mean(x!), mean(y!)];
  let [xy, xx, yy] = [0, 0, 0];
  for (let i = 0; i < x!.length; i += 1) {
    const [dx, dy] = [x![i]! - meanX, y![i]! - meanY];
    xy += dx * dy;
    xx += dx * dx;
    yy += dy * dy;
  }
  // Under about 2 grey levels of spread is compression noise, not a picture.
  const noise = 4 * x!.length;
  return xx < noise || yy < noise ? 0 : xy / Math.sqrt(xx * yy);
}

/** Pictures at least this alike (with a close fingerprint) are taken for the same one: leaked copies score about 0.95, unrelated pictures about 0. */
export const SAME_LOOK_AT = 0.75;
