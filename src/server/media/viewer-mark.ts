import sharp from 'sharp';
import { axisWeights, MARK_GRID, markPattern, type MarkOwner } from './mark-pattern.js';

/**
 * Invisible, viewer-bound marks on display-size images, read back against the
 * unmarked image (the server always has it), which is what makes them robust:
 *  - mark: a smooth pattern (a 32 × 32 grid of ±1, bilinearly spread over the
 *    image) added to every channel, at most ±2 levels (less in flat areas),
 *    floored with a random dither so smooth skies show no bands;
 *  - read: the suspect copy, trimmed of plain margins and scaled back to the
 *    original's size, minus the original, projected onto the grid; each
 *    candidate's pattern is correlated with that projection.
 * The pattern is so coarse (about 50 px cells on a 1600 px image) that JPEG,
 * resizing and screenshots keep it, while the image's own detail averages out.
 */
const STRENGTH = 2;
/** Flat areas (skies, backdrops) show a smooth shift most: there the mark is this weak. */
const FLAT_STRENGTH = 0.8;
/** Local contrast (standard deviation in grey levels, within one grid cell) from which a cell takes the full strength. */
const BUSY_CONTRAST = 8;
export const MARKED_JPEG_QUALITY = 88;
/** A score from this up names a suspect: unmarked copies and other members stay near 0 (about ±0.1), a leaker's copy scores about 0.8. */
export const MARK_FOUND_AT = 0.3;

/** The display image with the member's mark, as a JPEG (fast to make) or, for tests, a lossless PNG. */
export async function markImage(display: Buffer, secret: string, owner: MarkOwner, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const { data: bytes, info } = await sharp(display).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // A clamped view, so a shift past black or white stops there instead of wrapping round.
  const data = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  const strengths = await cellStrengths(display);
  const pattern = Float32Array.from(markPattern(secret, owner), (sign, cell) => sign * strengths[cell]!);
  addMark(data, info.width, info.height, info.channels, pattern);
  const marked = sharp(bytes, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return (format === 'png' ? marked.png() : marked.jpeg({ quality: MARKED_JPEG_QUALITY })).toBuffer();
}

/** Random dither offsets in [0, 1), reused along the image: cheaper than a random number per pixel. */
const DITHER = Float32Array.from({ length: 4096 }, () => Math.random());
/** Added before truncating so that truncation floors negative values too (deltas are never below −STRENGTH). */
const FLOOR_SHIFT = 8;

/**
 * How strong the mark may be in each grid cell: the eye forgives a shift in
 * texture and edges, not in a flat sky. Read from a small grey copy.
 */
async function cellStrengths(display: Buffer): Promise<Float32Array> {
  const small = await sharp(display).greyscale().resize(MARK_GRID * 8, MARK_GRID * 8, { fit: 'fill' }).raw().toBuffer();
  const side = MARK_GRID * 8;
  return Float32Array.from({ length: MARK_GRID * MARK_GRID }, (_, cell) => {
    const top = Math.floor(cell / MARK_GRID) * 8;
    const left = (cell % MARK_GRID) * 8;
    let sum = 0;
    let squares = 0;
    for (let y = top; y < top + 8; y += 1) {
      for (let x = left; x < left + 8; x += 1) {
        const value = small[y * side + x]!;
        sum += value;
        squares += value * value;
      }
    }
    const contrast = Math.sqrt(Math.max(0, squares / 64 - (sum / 64) ** 2));
    return FLAT_STRENGTH + (STRENGTH - FLAT_STRENGTH) * Math.min(1, contrast / BUSY_CONTRAST);
  });
}

function addMark(data: Uint8ClampedArray, width: number, height: number, channels: number, pattern: Float32Array): void {
  const columns = axisWeights(width);
  const rows = axisWeights(height);
  // The pattern spread along x for one grid row; recomputed only when the grid row changes.
  const spread = (gridRow: number) =>
    Float32Array.from({ length: width }, (_, x) => {
      const wx = columns.weight[x]!;
      return pattern[gridRow * MARK_GRID + columns.low[x]!]! * (1 - wx) + pattern[gridRow * MARK_GRID + columns.high[x]!]! * wx;
    });
  let cachedRow = -1;
  let upper = new Float32Array(0);
  let lower = new Float32Array(0);
  for (let y = 0; y < height; y += 1) {
    if (rows.low[y] !== cachedRow) {
      cachedRow = rows.low[y]!;
      upper = spread(rows.low[y]!);
      lower = spread(rows.high[y]!);
    }
    const wy = rows.weight[y]!;
    const ditherStart = (y * 1031) & 4095;
    let offset = y * width * channels;
    for (let x = 0; x < width; x += 1) {
      const value = upper[x]! + (lower[x]! - upper[x]!) * wy + DITHER[(ditherStart + x) & 4095]!;
      const delta = ((value + FLOOR_SHIFT) | 0) - FLOOR_SHIFT;
      for (let c = 0; c < channels; c += 1, offset += 1) data[offset] = data[offset]! + delta;
    }
  }
}

export interface MarkScore {
  owner: MarkOwner;
  /** Correlation of the copy's difference from the original with this owner's mark, −1 to 1. */
  score: number;
}

/** Scores each candidate's mark in a suspect copy of `original` (the unmarked display image). */
export async function readMarks(suspect: Buffer, original: Buffer, secret: string, candidates: MarkOwner[]): Promise<MarkScore[]> {
  const reference = await sharp(original).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = reference.info;
  const copy = await sharp(await framedLike(suspect, width / height)).resize(width, height, { fit: 'fill' }).removeAlpha().greyscale().raw().toBuffer();
  const projection = projectOntoGrid(copy, reference.data, width, height);
  return candidates.map((owner) => ({ owner, score: correlate(markPattern(secret, owner), projection) }));
}

/**
 * A screenshot adds plain margins; trimming them restores the picture, but a
 * picture with a plain edge of its own would lose it. Keep whichever framing
 * has the original's shape.
 */
async function framedLike(suspect: Buffer, aspect: number): Promise<Buffer> {
  const whole = await sharp(suspect).metadata();
  const trimmed = await sharp(suspect).trim({ threshold: 24 }).toBuffer({ resolveWithObject: true }).catch(() => null);
  if (!trimmed || !whole.width || !whole.height) return suspect;
  const misfit = (w: number, h: number) => Math.abs(Math.log(w / h / aspect));
  return misfit(trimmed.info.width, trimmed.info.height) < misfit(whole.width, whole.height) ? trimmed.data : suspect;
}

/** The difference copy − original, spread back onto the grid nodes with the weights the mark used. */
function projectOntoGrid(copy: Uint8Array, original: Uint8Array, width: number, height: number): Float64Array {
  const sums = new Float64Array(MARK_GRID * MARK_GRID);
  const weights = new Float64Array(MARK_GRID * MARK_GRID);
  const columns = axisWeights(width);
  const rows = axisWeights(height);
  const add = (node: number, weight: number, value: number) => {
    sums[node] = sums[node]! + weight * value;
    weights[node] = weights[node]! + weight;
  };
  for (let y = 0; y < height; y += 1) {
    const top = rows.low[y]! * MARK_GRID;
    const bottom = rows.high[y]! * MARK_GRID;
    const wy = rows.weight[y]!;
    for (let x = 0; x < width; x += 1) {
      const difference = copy[y * width + x]! - original[y * width + x]!;
      const lo = columns.low[x]!;
      const hi = columns.high[x]!;
      const wx = columns.weight[x]!;
      add(top + lo, (1 - wx) * (1 - wy), difference);
      add(top + hi, wx * (1 - wy), difference);
      add(bottom + lo, (1 - wx) * wy, difference);
      add(bottom + hi, wx * wy, difference);
    }
  }
  const projection = sums.map((sum, node) => (weights[node]! > 0 ? sum / weights[node]! : 0));
  const mean = projection.reduce((a, b) => a + b, 0) / projection.length;
  return projection.map((value) => value - mean);
}

function correlate(pattern: Int8Array, projection: Float64Array): number {
  let dot = 0;
  let energy = 0;
  for (let node = 0; node < projection.length; node += 1) {
    dot += pattern[node]! * projection[node]!;
    energy += projection[node]! ** 2;
  }
  return energy > 0 ? dot / Math.sqrt(energy * projection.length) : 0;
}
