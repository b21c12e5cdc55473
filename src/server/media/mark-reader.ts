import sharp from 'sharp';
import { axisWeights, MARK_GRID, markPattern, type MarkOwner } from './mark-pattern.js';

/**
 * Reads the marks of viewer-mark.ts back from a suspect copy: the copy,
 * trimmed of plain margins and scaled back to the original's size, minus the
 * original (the unmarked display image, which the server always has), projected
 * onto the grid; each candidate's pattern is correlated with that projection.
 */

/** A score from this up names a suspect: unmarked copies and other members stay near 0 (about ±0.1), a leaker's copy scores about 0.8. */
export const MARK_FOUND_AT = 0.3;

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
  return tamed(projection);
}

/** Nodes further from the middle than this many typical deviations are clipped to it. */
const OUTLIER_LIMIT = 3;

/**
 * The projection centred on its median, with outliers clipped: a few nodes
 * changed far beyond any mark (the visible name in a corner, a sticker, a
 * scribble) would otherwise outweigh the whole grid in the correlation and
 * hide the member. The mark moves every node alike, so clipping a few costs
 * little of it.
 */
function tamed(projection: Float64Array): Float64Array {
  const middle = median(projection);
  const centred = projection.map((value) => value - middle);
  const limit = OUTLIER_LIMIT * median(centred.map(Math.abs));
  return limit > 0 ? centred.map((value) => Math.min(limit, Math.max(-limit, value))) : centred;
}

const median = (values: Float64Array) => {
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1]!;
};

function correlate(pattern: Int8Array, projection: Float64Array): number {
  let dot = 0;
  let energy = 0;
  for (let node = 0; node < projection.length; node += 1) {
    dot += pattern[node]! * projection[node]!;
    energy += projection[node]! ** 2;
  }
  return energy > 0 ? dot / Math.sqrt(energy * projection.length) : 0;
}
