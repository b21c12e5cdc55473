import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// autocannon ships no types; the little used here is described below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { configureGallery, photo, upload } from '../src/server/test-support/gallery.js';
import { signInOwner, signInPro } from '../src/server/test-support/people.js';
import { createTestApp, testConfig } from '../src/server/test-support/test-app.js';

/**
 * Thumbnail fetches through signed media URLs (ADR 0021) against a bare Node
 * static file server sending the very same bytes, measured in turns in one run.
 * Goal: at least 0.8× the static server.
 */

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Run = (options: Record<string, unknown>) => Promise<Result>;

const THUMBNAILS = 40;
const DURATION_S = Number(process.env.BENCH_MEDIA_SECONDS ?? 3);
const ROUNDS = 5;
const CONNECTIONS = 10;

/** The baseline: stat, then stream the file with its type and length; nothing else. */
function bareStaticServer(root: string): Server {
  return createServer((request, response) => {
    const file = path.join(root, path.basename(request.url ?? '/'));
    stat(file).then(
      (info) => {
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': info.size });
        createReadStream(file).pipe(response);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function hammer(base: string, paths: string[], headers: Record<string, string>, seconds = DURATION_S): Promise<Result> {
  let next = 0;
  return (autocannon as Run)({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', headers, setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchMedia(): Promise<void> {
  const app = await createTestApp(testConfig({ LOG_LEVEL: 'silent' }));
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const server = bareStaticServer(folder);
  try {
    const owner = await signInOwner(app);
    const pro = await signInPro(app, 'bench-media@example.com');
    const collection = await configureGallery(app, owner, 'bench-media');
    process.stdout.write(`Preparing ${THUMBNAILS} thumbnails…\n`);
    for (let i = 0; i < THUMBNAILS; i += 1) {
      const res = await upload(app, owner, collection, await photo(1200, 800, { r: (i * 37) % 255, g: 90, b: 40 }), `${i}.jpg`);
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}`);
    }
    const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: pro.headers })).json() as { images: { thumb: { url: string } }[] };
    const signed = page.images.map((image) => image.thumb.url);
    // The static server gets the same bytes the media route sends.
    const plain = await Promise.all(
      signed.map(async (url, i) => {
        writeFileSync(path.join(folder, `${i}.webp`), (await app.inject({ url })).rawPayload);
        return `/${i}.webp`;
      }),
    );
    const appUrl = (await app.listen({ port: 0, host: '127.0.0.1' }), `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    const staticUrl = await listen(server);

    // Warm both up first (JIT, caches), so the first counted round is not the slow one.
    await hammer(staticUrl, plain, {}, 1);
    await hammer(appUrl, signed, pro.headers, 1);
    const ours: number[] = [];
    const bare: number[] = [];
    let failures = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await hammer(staticUrl, plain, {});
      // A browser sends its session cookie along; the media route does not look at it.
      const media = await hammer(appUrl, signed, pro.headers);
      bare.push(baseline.requests.average);
      ours.push(media.requests.average);
      if (process.env.BENCH_VERBOSE) process.stdout.write(`  round ${round + 1}: static ${baseline.requests.average.toFixed(0)}, media ${media.requests.average.toFixed(0)} req/s\n`);
      failures += baseline.non2xx + baseline.errors + media.non2xx + media.errors;
    }
    // Each round's pair ran back to back under the same load; the median pair ratio is the figure.
    const ratio = median(ours.map((rps, i) => rps / bare[i]!));
    process.stdout.write(`thumbnail, bare Node static  ${median(bare).toFixed(0).padStart(6)} req/s (median)\n`);
    process.stdout.write(`thumbnail, signed media URL  ${median(ours).toFixed(0).padStart(6)} req/s (median)   ${ratio.toFixed(2)}× the static server (median of ${ROUNDS} paired rounds; goal ≥ 0.8×)\n`);
    if (failures > 0) process.stdout.write(`  (${failures} failed requests)\n`);
  } finally {
    server.close();
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
