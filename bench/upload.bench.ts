import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { multipartBody } from '../src/server/test-support/multipart.js';
import { signInOwner } from '../src/server/test-support/people.js';
import { createBenchApp, median, mib } from './bench-app.js';

const WIDTH = 6000;
const HEIGHT = 4000;
const ROUNDS = 5;
const UPLOADS_FOR_MEMORY = 20;

/**
 * A busy 24-megapixel photo-like JPEG (noise compresses badly, like real
 * detail), made in a child process so its memory does not count as ours.
 */
function bigJpeg(dir: string): string {
  const file = path.join(dir, 'big.jpg');
  const script = `require('sharp')({ create: { width: ${WIDTH}, height: ${HEIGHT}, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toFile(process.argv[1])`;
  execFileSync(process.execPath, ['-e', script, file]);
  return file;
}

/**
 * The baseline: a bare sharp script, in a process of its own with sharp's
 * defaults, making the same two WebP derivatives (480 and 1600 px wide, upright,
 * quality 80) from the same file. It reports its own time, file read excluded.
 */
function bareSharpSeconds(file: string): number {
  const script = `
    const sharp = require('sharp');
    const input = require('fs').readFileSync(process.argv[1]);
    const started = process.hrtime.bigint();
    const webp = (width) => sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    Promise.all([webp(480), webp(1600)]).then(() => console.log(Number(process.hrtime.bigint() - started) / 1e9));`;
  return Number(execFileSync(process.execPath, ['-e', script, file], { encoding: 'utf8' }).trim());
}

/** The same bare script inside this process (same sharp settings, same process state as the app's upload). */
async function bareSharpHere(input: Buffer): Promise<number> {
  const started = process.hrtime.bigint();
  const webp = (width: number) => sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  await Promise.all([webp(480), webp(1600)]);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * One 24-megapixel JPEG through the whole upload (HTTP form, checks,
 * derivatives, storage, row) against the bare sharp script, alternating, in one
 * run; the peak memory of one upload; the memory after 20 more (each deleted again).
 */
export async function benchUpload(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const app = await createBenchApp();
  try {
    const owner = await signInOwner(app);
    const file = bigJpeg(dir);
    const data = readFileSync(file);
    // The browser's work (encoding the form) is done once, outside the timing.
    const form = await multipartBody({ image: { data, filename: 'big.jpg', type: 'image/jpeg' } });
    const headers = { ...owner.headers, ...form.headers };
    /** Uploads, then deletes the image again (outside the timing); returns the upload's seconds. */
    const uploadOnce = async () => {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/galleries/gallery_pro/images', headers, payload: form.payload });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      await app.inject({ method: 'DELETE', url: `/api/galleries/gallery_pro/images/${res.json().id}`, headers: owner.headers });
      return seconds;
    };

    // Peak memory of the first upload, from a process that has not made one yet.
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    await uploadOnce();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    const ours: number[] = [];
    const bare: number[] = [];
    const bareHere: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bare.push(bareSharpSeconds(file));
      bareHere.push(await bareSharpHere(data));
      ours.push(await uploadOnce());
    }

    await sleep(1000);
    const settled = process.memoryUsage();
    for (let i = 0; i < UPLOADS_FOR_MEMORY; i += 1) await uploadOnce();
    await sleep(2000);
    const afterAll = process.memoryUsage();
    const after = afterAll.rss;

    const ratio = median(ours) / median(bare);
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(`upload 24 MP JPEG (${mib(data.length).toFixed(0)} MiB), median of ${ROUNDS}: ${median(ours).toFixed(2)} s; bare sharp script ${median(bare).toFixed(2)} s; ratio ${ratio.toFixed(2)}× (goal ≤ 1.3×)`);
    out(`  against the same script run inside the server process: ${median(bareHere).toFixed(2)} s; ratio ${(median(ours) / median(bareHere)).toFixed(2)}×`);
    out(`  peak RSS during the first upload: +${mib(peak - before).toFixed(0)} MiB (goal ≤ +250 MiB)`);
    const growth = mib(after - settled.rss);
    out(`  RSS after ${UPLOADS_FOR_MEMORY} more uploads: ${mib(after).toFixed(0)} MiB, ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MiB against ${mib(settled.rss).toFixed(0)} MiB before them (goal within 50 MiB)`);
    out(`    of which JS heap ${mib(afterAll.heapTotal - settled.heapTotal).toFixed(0)} MiB, buffers ${mib(afterAll.arrayBuffers - settled.arrayBuffers).toFixed(0)} MiB; the rest is native (libvips, allocator)`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
