import { createHmac } from 'node:crypto';

/**
 * A member's mark for one image: a grid of +1/−1 values, drawn from an HMAC of
 * the member and the image under a server key, so it can be made again at trace
 * time and nobody without the key can forge or predict it. The grid is laid over
 * the image in relative coordinates, so it survives resizing.
 */
export const MARK_GRID = 32;

export interface MarkOwner {
  userId: string;
  /** The stored image the copy was made from (its storage key). */
  imageKey: string;
}

export function markPattern(secret: string, owner: MarkOwner): Int8Array {
  const cells = new Int8Array(MARK_GRID * MARK_GRID);
  let filled = 0;
  for (let block = 0; filled < cells.length; block += 1) {
    const bytes = createHmac('sha256', secret).update(`${owner.userId}\n${owner.imageKey}\n${block}`).digest();
    for (const byte of bytes) {
      for (let bit = 0; bit < 8 && filled < cells.length; bit += 1) cells[filled++] = (byte >> bit) & 1 ? 1 : -1;
    }
  }
  return cells;
}

/**
 * For each pixel column (or row) along one axis: the two grid nodes it lies
 * between and the weight of the second. Bilinear, so the mark has no edges.
 */
export interface AxisWeights {
  low: Uint16Array;
  high: Uint16Array;
  weight: Float32Array;
}

export function axisWeights(pixels: number): AxisWeights {
  const low = new Uint16Array(pixels);
  const high = new Uint16Array(pixels);
  const weight = new Float32Array(pixels);
  for (let p = 0; p < pixels; p += 1) {
    const position = Math.min(Math.max(((p + 0.5) / pixels) * MARK_GRID - 0.5, 0), MARK_GRID - 1);
    low[p] = Math.floor(position);
    high[p] = Math.min(low[p]! + 1, MARK_GRID - 1);
    weight[p] = position - low[p]!;
  }
  return { low, high, weight };
}
