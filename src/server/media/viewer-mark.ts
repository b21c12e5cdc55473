import sharp from 'sharp';
import { cornerLabelSvg } from './corner-label.js';
import { axisWeights, MARK_GRID, markPattern, type MarkOwner } from './mark-pattern.js';

/**
 * Invisible, viewer-bound marks on display-size images, read back against the
 * unmarked image (the server always has it, see mark-reader.ts), which is what makes them robust:
 * a smooth pattern (a 32 × 32 grid of ±1, bilinearly spread over the image)
 * added to every channel, at most ±2 levels (less in flat areas), floored with
 * a random dither so smooth skies show no bands. The pattern is so coarse
 * (about 50 px cells on a 1600 px image) that JPEG, resizing and screenshots
 * keep it, while the image's own detail averages out.
 *
 * Speed (bench/leaks.bench.ts): the picture is decoded once, to raw bytes; the
 * cell strengths are read from those bytes and the mark is added to them in
 * place, so marking costs little more than decoding and encoding the picture.
 */
const STRENGTH = 2;
/** Flat areas (skies, backdrops) show a smooth shift most: there the mark is this weak. */
const FLAT_STRENGTH = 0.8;
/** Local contrast (standard deviation in grey levels, between blocks of about 6 px within one grid cell) from which a cell takes the full strength. */
const BUSY_CONTRAST = 8;
/** Each grid cell is cut into this many blocks a side; block means, not pixels, give its contrast, so film grain does not count as texture. */
const BLOCKS = 8;
export const MARKED_JPEG_QUALITY = 88;

/**
 * The display image with the member's mark, as a JPEG (fast to make) or, for
 * tests, a lossless PNG; with `label`, their name is also drawn in the corner.
 */
export async function markImage(display: Buffer, secret: string, owner: MarkOwner, options: { format?: 'jpeg' | 'png'; label?: string } = {}): Promise<Buffer> {
  const { data: bytes, info } = await sharp(display, { sequentialRead: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const strengths = cellStrengths(bytes, width, height, channels);
  const pattern = Float32Array.from(markPattern(secret, owner), (sign, cell) => sign * strengths[cell]!);
  addMark(bytes, width, height, channels, pattern);
  let marked = sharp(bytes, { raw: { width, height, channels } });
  if (options.label) marked = marked.composite([{ input: cornerLabelSvg(options.label, width, height), gravity: 'southeast' }]);
  return (options.format === 'png' ? marked.png() : marked.jpeg({ quality: MARKED_JPEG_QUALITY, mozjpeg: false })).toBuffer();
}

/** Random dither offsets in [0, 1), in 1/256ths, reused along the image: cheaper than a random number per pixel. */
const DITHER = Int32Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256));
/** The mark is worked out in fixed point (1/256ths of a level): integer arithmetic, and `>> 8` floors negative values too. */
const ONE = 256;

/**
 * How strong the mark may be in each grid cell: the eye forgives a shift in
 * texture and edges, not in a flat sky. The contrast of a cell is the spread
 * of its blocks' mean grey levels (BLOCKS × BLOCKS blocks a cell), read from
 * every other pixel of every other row: plenty to average film grain out.
 */
function cellStrengths(data: Uint8Array, width: number, height: number, channels: number): Float32Array {
  const side = MARK_GRID * BLOCKS;
  const sums = new Uint32Array(side * side);
  const counts = new Uint32Array(side * side);
  const blockOfColumn = Uint32Array.from({ length: width }, (_, x) => Math.floor((x * side) / width));
  const green = channels >= 3 ? 1 : 0;
  const blue = channels >= 3 ? 2 : 0;
  for (let y = 0; y < height; y += 2) {
    const rowStart = Math.floor((y * side) / height) * side;
    for (let x = 0, offset = y * width * channels; x < width; x += 2, offset += 2 * channels) {
      // Grey level by the Rec. 601 weights, in integers: ample for telling flat from busy.
      const block = rowStart + blockOfColumn[x]!;
      sums[block] = sums[block]! + ((data[offset]! * 77 + data[offset + green]! * 150 + data[offset + blue]! * 29) >> 8);
      counts[block] = counts[block]! + 1;
    }
  }
  return Float32Array.from({ length: MARK_GRID * MARK_GRID }, (_, cell) => {
    const top = Math.floor(cell / MARK_GRID) * BLOCKS;
    const left = (cell % MARK_GRID) * BLOCKS;
    let sum = 0;
    let squares = 0;
    let blocks = 0;
    for (let y = top; y < top + BLOCKS; y += 1) {
      for (let x = left; x < left + BLOCKS; x += 1) {
        const count = counts[y * side + x]!;
        if (count === 0) continue;
        const mean = sums[y * side + x]! / count;
        sum += mean;
        squares += mean * mean;
        blocks += 1;
      }
    }
    const contrast = blocks > 0 ? Math.sqrt(Math.max(0, squares / blocks - (sum / blocks) ** 2)) : 0;
    return FLAT_STRENGTH + (STRENGTH - FLAT_STRENGTH) * Math.min(1, contrast / BUSY_CONTRAST);
  });
}

/** Adds the pattern, spread bilinearly and dithered, to every channel of the raw picture, in place. */
function addMark(bytes: Uint8Array, width: number, height: number, channels: number, pattern: Float32Array): void {
  // A clamped view, so a shift past black or white stops there instead of wrapping round.
  const data = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  const columns = axisWeights(width);
  const rows = axisWeights(height);
  // The pattern spread along x for the two grid rows around the current pixel row, in fixed point; remade only when they change.
  const upper = new Int32Array(width);
  const lower = new Int32Array(width);
  const spread = (target: Int32Array, gridRow: number) => {
    const base = gridRow * MARK_GRID;
    for (let x = 0; x < width; x += 1) {
      const wx = columns.weight[x]!;
      target[x] = Math.round((pattern[base + columns.low[x]!]! * (1 - wx) + pattern[base + columns.high[x]!]! * wx) * ONE);
    }
  };
  let cachedRow = -1;
  for (let y = 0; y < height; y += 1) {
    if (rows.low[y] !== cachedRow) {
      cachedRow = rows.low[y]!;
      spread(upper, rows.low[y]!);
      spread(lower, rows.high[y]!);
    }
    const wy = Math.round(rows.weight[y]! * ONE);
    const ditherStart = (y * 1031) & 4095;
    let offset = y * width * channels;
    for (let x = 0; x < width; x += 1) {
      const top = upper[x]!;
      const delta = (top + (((lower[x]! - top) * wy) >> 8) + DITHER[(ditherStart + x) & 4095]!) >> 8;
      if (channels === 3) {
        // The usual case, written out: a loop over three channels costs a third more here.
        data[offset] = data[offset]! + delta;
        data[offset + 1] = data[offset + 1]! + delta;
        data[offset + 2] = data[offset + 2]! + delta;
        offset += 3;
      } else {
        for (let c = 0; c < channels; c += 1, offset += 1) data[offset] = data[offset]! + delta;
      }
    }
  }
}
