import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upload } from '../src/server/features/gallery/gallery.test-kit.js';
import { signIn } from '../src/server/test-support/sign-in.js';
import { createTestApp, testConfig } from '../src/server/test-support/test-app.js';

const WIDTH = 6000;
const HEIGHT = 4000;

/**
 * A busy 24-megapixel photo-like JPEG (noise compresses badly, like real
 * detail), made in a child process so its memory does not count as ours.
 */
function bigJpeg(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const file = path.join(dir, 'big.jpg');
  const script = `require('sharp')({ create: { width: ${WIDTH}, height: ${HEIGHT}, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toFile(process.argv[1])`;
  execFileSync(process.execPath, ['-e', script, file]);
  const data = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  return data;
}

/** One 24-megapixel JPEG through the whole upload: HTTP form, checks, derivatives, storage, row. */
export async function benchUpload(): Promise<void> {
  const app = await createTestApp(testConfig({ LOG_LEVEL: 'silent' }));
  try {
    const owner = await signIn(app, 'owner@example.com');
    const data = bigJpeg();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = process.hrtime.bigint();
    const res = await upload(app, owner, 'gallery_pro', data, 'big.jpg');
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    process.stdout.write(
      `upload 24 MP JPEG (${mb(data.length)} MB)   ${res.statusCode === 201 ? 'ok' : `failed ${res.statusCode}`}   ${seconds.toFixed(2)} s   peak RSS ${mb(peak)} MB (+${mb(peak - baseline)} MB)\n`,
    );
  } finally {
    await app.close();
  }
}
