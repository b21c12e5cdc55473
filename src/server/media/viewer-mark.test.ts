import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fingerprint, fingerprintDistance, SAME_PICTURE_DISTANCE } from './image-fingerprint.js';
import { photoLike } from '../test-support/photo-like.js';
import { MARK_FOUND_AT, readMarks } from './mark-reader.js';
import { markImage } from './viewer-mark.js';

const secret = 'a-server-key-of-enough-length-0123456789';
const members = Array.from({ length: 20 }, (_, i) => `member-${i}`);
const candidatesFor = (imageKey: string) => members.map((userId) => ({ userId, imageKey }));

/** What happens to a leaked picture: resized, re-encoded as JPEG, maybe screenshotted with margins. */
async function leak(copy: Buffer, quality: number, scale: number, screenshot = false): Promise<Buffer> {
  const { width = 0 } = await sharp(copy).metadata();
  const resized = await sharp(copy).resize(Math.round(width * scale)).jpeg({ quality }).toBuffer();
  if (!screenshot) return resized;
  const size = await sharp(resized).metadata();
  return sharp({ create: { width: size.width! + 48, height: size.height! + 36, channels: 3, background: '#f4f4f4' } })
    .composite([{ input: resized, left: 24, top: 18 }])
    .png()
    .toBuffer();
}

async function rankOfTheLeaker(trial: number, images: Buffer[], quality: number, scale: number, screenshot = false) {
  const picture = trial % images.length;
  const leaker = members[(trial * 7) % members.length]!;
  const imageKey = `pro/${picture}/display.webp`;
  const copy = await leak(await markImage(images[picture]!, secret, { userId: leaker, imageKey }), quality, scale, screenshot);
  const scores = (await readMarks(copy, images[picture]!, secret, candidatesFor(imageKey))).sort((a, b) => b.score - a.score);
  return { first: scores[0]!, leakerScore: scores.find((s) => s.owner.userId === leaker)!.score, leaker, others: scores.filter((s) => s.owner.userId !== leaker) };
}

// The full 100-trial figures are printed by `npm run bench`; here a few trials of each kind.
describe('invisible viewer marks', { timeout: 120_000 }, () => {
  it('change no channel by more than 2 levels before encoding, and differ between members', async () => {
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 160, b: 200 } } }).png().toBuffer();
    const [ada, bob] = await Promise.all(
      ['ada', 'bob'].map(async (userId) => sharp(await markImage(picture, secret, { userId, imageKey: 'k' }, { format: 'png' })).raw().toBuffer()),
    );
    const plain = await sharp(picture).raw().toBuffer();
    const largest = (marked: Buffer) => marked.reduce((most, value, i) => Math.max(most, Math.abs(value - plain[i]!)), 0);
    expect(largest(ada!)).toBeLessThanOrEqual(2);
    expect(largest(ada!)).toBeGreaterThan(0);
    expect(ada!.equals(bob!)).toBe(false);
  });

  it('name the member first after JPEG, resizing and a screenshot with margins', async () => {
    const images = await Promise.all([1, 2, 3].map((seed) => photoLike(seed, 800, 533)));
    const kinds = [
      { quality: 70, scale: 0.75, screenshot: false },
      { quality: 60, scale: 0.5, screenshot: false },
      { quality: 80, scale: 1, screenshot: true },
    ];
    for (const [trial, kind] of kinds.entries()) {
      const result = await rankOfTheLeaker(trial, images, kind.quality, kind.scale, kind.screenshot);
      expect(result.first.owner.userId, JSON.stringify(kind)).toBe(result.leaker);
      expect(result.leakerScore).toBeGreaterThanOrEqual(MARK_FOUND_AT);
      expect(result.others.length).toBe(members.length - 1);
      expect(result.others.every((s) => s.score < MARK_FOUND_AT)).toBe(true);
    }
  });

  it('find no one in an unmarked copy', async () => {
    const original = await photoLike(4, 800, 533);
    const scores = await readMarks(await leak(original, 70, 0.75), original, secret, candidatesFor('pro/4/display.webp'));
    expect(scores).toHaveLength(members.length);
    expect(scores.every((s) => s.score < MARK_FOUND_AT)).toBe(true);
  });

  it('fingerprints a leaked copy close to its picture and far from others', async () => {
    const [one, two] = await Promise.all([photoLike(5, 800, 533), photoLike(6, 800, 533)]);
    const copy = await leak(await markImage(one!, secret, { userId: 'ada', imageKey: 'k' }), 60, 0.5, true);
    expect(fingerprintDistance(await fingerprint(copy), await fingerprint(one!))).toBeLessThanOrEqual(SAME_PICTURE_DISTANCE);
    expect(fingerprintDistance(await fingerprint(copy), await fingerprint(two!))).toBeGreaterThan(SAME_PICTURE_DISTANCE);
  });

  it('fingerprints flat artwork steadily: plain areas do not flip with the copy’s compression noise', async () => {
    const hues = Array.from({ length: 24 }, (_, i) => i * 15);
    expect(hues.length).toBeGreaterThan(0);
    const tooFar: Array<{ hue: number; distance: number }> = [];
    for (const hue of hues) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="hsl(${hue},70%,45%)"/><circle cx="600" cy="400" r="266" fill="hsl(${(hue + 120) % 360},80%,70%)"/></svg>`;
      const display = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
      const copy = await leak(display, 70, 0.75);
      const distance = fingerprintDistance(await fingerprint(copy), await fingerprint(display));
      if (distance > SAME_PICTURE_DISTANCE) tooFar.push({ hue, distance });
    }
    expect(tooFar).toEqual([]);
  });
});
