import sharp from 'sharp';
import { fingerprint, fingerprintDistance, SAME_PICTURE_DISTANCE } from '../src/server/media/image-fingerprint.js';
import { MARK_FOUND_AT, readMarks } from '../src/server/media/mark-reader.js';
import { MARKED_JPEG_QUALITY, markImage } from '../src/server/media/viewer-mark.js';
import { photoLike } from '../src/server/test-support/photo-like.js';

/**
 * The leak tracer at full scale: 20 members, 5 pictures, 100 trials per kind of
 * leak; and the time to mark one 1600 px picture, against decoding and encoding
 * the same picture without a mark (the part of the work any served copy costs).
 */
const SECRET = 'bench-key-0123456789abcdef0123456789abcdef';
const MEMBERS = Array.from({ length: 20 }, (_, i) => `member-${i}`);
const TRIALS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Medians of `runs` timings of each piece of work, taken in turns (a, b, a, b…)
 * after one warm-up of each, so a busy machine slows both alike and the ratio holds.
 */
async function timeInTurns(runs: number, works: (() => Promise<unknown>)[]): Promise<number[]> {
  const times = works.map(() => [] as number[]);
  for (const work of works) await work();
  for (let i = 0; i < runs; i += 1) {
    for (const [index, work] of works.entries()) {
      const start = performance.now();
      await work();
      times[index]!.push(performance.now() - start);
    }
  }
  return times.map(median);
}

/** Marking against decoding and encoding the same picture without a mark: what any served copy would cost anyway. */
async function markingSpeed(label: string, picture: Buffer): Promise<void> {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const decodeAndEncode = async () => {
    const raw = await sharp(picture, { sequentialRead: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return sharp(raw.data, { raw: raw.info }).jpeg({ quality: MARKED_JPEG_QUALITY, mozjpeg: false }).toBuffer();
  };
  const [plain, marked] = await timeInTurns(25, [decodeAndEncode, () => markImage(picture, SECRET, { userId: 'member-1', imageKey: 'k' })]);
  console.log(
    `marking one ${width} × ${height} ${label}: ${marked!.toFixed(0)} ms median (decode + encode without a mark: ${plain!.toFixed(0)} ms; ratio ${(marked! / plain!).toFixed(2)}×)`,
  );
}

async function leak(copy: Buffer, quality: number, scale: number): Promise<Buffer> {
  const { width = 0 } = await sharp(copy).metadata();
  return sharp(copy).resize(Math.round(width * scale)).jpeg({ quality }).toBuffer();
}

async function accuracy(pictures: Buffer[], quality: number, scale: number, label?: string): Promise<{ named: number; falseSuspects: number }> {
  let named = 0;
  let falseSuspects = 0;
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const picture = trial % pictures.length;
    const leaker = MEMBERS[(trial * 7 + picture) % MEMBERS.length]!;
    const imageKey = `pro/${picture}/display.webp`;
    const copy = await leak(await markImage(pictures[picture]!, SECRET, { userId: leaker, imageKey }, { label }), quality, scale);
    const scores = (await readMarks(copy, pictures[picture]!, SECRET, MEMBERS.map((userId) => ({ userId, imageKey })))).sort((a, b) => b.score - a.score);
    if (scores[0]!.owner.userId === leaker && scores[0]!.score >= MARK_FOUND_AT) named += 1;
    falseSuspects += scores.filter((s) => s.owner.userId !== leaker && s.score >= MARK_FOUND_AT).length;
  }
  return { named, falseSuspects };
}

async function innocents(pictures: Buffer[], strangers: Buffer[]): Promise<number> {
  let falseSuspects = 0;
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const picture = trial % pictures.length;
    const candidates = MEMBERS.map((userId) => ({ userId, imageKey: `pro/${picture}/display.webp` }));
    // Half the trials: the unmarked original leaked; half: an unrelated picture that happens to fingerprint close enough.
    const copy = trial % 2 === 0 ? await leak(pictures[picture]!, 70, 0.75) : await leak(strangers[trial % strangers.length]!, 70, 0.75);
    const scores = await readMarks(copy, pictures[picture]!, SECRET, candidates);
    falseSuspects += scores.filter((s) => s.score >= MARK_FOUND_AT).length;
  }
  return falseSuspects;
}

export async function benchLeaks(): Promise<void> {
  console.log('\n## Leak tracer');
  const display = await photoLike(1, 1600, 1067);
  await markingSpeed('display WebP (what members are served from)', display);
  await markingSpeed('JPEG', await sharp(display).jpeg({ quality: 90 }).toBuffer());

  const pictures = await Promise.all([1, 2, 3, 4, 5].map((seed) => photoLike(seed, 1600, 1067)));
  const strangers = await Promise.all([21, 22, 23].map((seed) => photoLike(seed, 1600, 1067)));
  for (const [quality, scale, label] of [[70, 0.75], [60, 0.5], [60, 0.5, 'a_member_with_a_long_name']] as const) {
    const result = await accuracy(pictures, quality, scale, label);
    const named = label ? ', with the member’s name in the corner' : '';
    console.log(
      `JPEG quality ${quality}, resized to ${scale * 100}%${named}: leaker named first in ${result.named} of ${TRIALS} trials; ${result.falseSuspects} other members above the threshold`,
    );
  }
  console.log(`unmarked originals and unrelated pictures: ${await innocents(pictures, strangers)} false suspects in ${TRIALS} trials`);
  const [one, two] = [await fingerprint(pictures[0]!), await fingerprint(strangers[0]!)];
  console.log(`fingerprints: unrelated pictures differ in ${fingerprintDistance(one, two)} of 64 bits (same picture: at most ${SAME_PICTURE_DISTANCE})`);
}
