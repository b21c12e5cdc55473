import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeGallery, makePro, uploadPicture, withDatabase } from './bench-gallery-setup.js';
import { loadFromChild, unexpected, type LoadResult } from './load.js';
import { call, clientAddress, load, OWNER_EMAIL, signIn, signInMany, startProductionSite } from './production-site.js';

/**
 * Thumbnail fetches through signed media URLs (ADR 0021) of the built site in a
 * process of its own, against a bare `node:http` file server sending the very
 * same bytes, measured in turns in one run with load from another process.
 * Goal: at least 0.8× the file server.
 */

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

const hammer = (url: string, paths: string[], headers: Record<string, string>, seconds = DURATION_S): Promise<LoadResult> =>
  loadFromChild({ url, connections: CONNECTIONS, seconds, requests: paths.map((target) => ({ path: target, headers })) });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchMedia(): Promise<void> {
  const site = await startProductionSite();
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const server = bareStaticServer(folder);
  try {
    const owner = await signIn(site, OWNER_EMAIL, clientAddress(1));
    const [member] = await signInMany(site, 'media', 1, 2);
    await withDatabase(site, (client) => makePro(client, [member!]));
    const collection = await makeGallery(site, owner, 'media');
    process.stdout.write(`Preparing ${THUMBNAILS} thumbnails on the built site (${load()})…\n`);
    for (let i = 0; i < THUMBNAILS; i += 1) await uploadPicture(site, owner, collection, i);
    const page = await call<{ images: { thumb: { url: string } }[] }>(site, member!, `/api/galleries/${collection}`);
    const signed = page.images.map((image) => image.thumb.url);
    if (signed.length === 0) throw new Error('the gallery page listed no thumbnails');
    // The static server gets the same bytes the media route sends.
    const plain = await Promise.all(
      signed.map(async (url, i) => {
        const response = await fetch(new URL(url, site.url), { headers: member!.headers });
        writeFileSync(path.join(folder, `${i}.webp`), Buffer.from(await response.arrayBuffer()));
        return `/${i}.webp`;
      }),
    );
    const staticUrl = await listen(server);

    // Warm both up first (JIT, caches), so the first counted round is not the slow one.
    await hammer(staticUrl, plain, {}, 1);
    await hammer(site.url, signed, member!.headers, 1);
    const ours: number[] = [];
    const bare: number[] = [];
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await hammer(staticUrl, plain, {});
      // A browser sends its session cookie along; the media route does not look at it.
      const media = await hammer(site.url, signed, member!.headers);
      bare.push(baseline.perSecond);
      ours.push(media.perSecond);
      if (process.env.BENCH_VERBOSE) process.stdout.write(`  round ${round + 1}: static ${baseline.perSecond.toFixed(0)}, media ${media.perSecond.toFixed(0)} req/s (${load()})\n`);
      for (const result of [baseline, media]) {
        const failure = unexpected(result);
        if (failure) failures.push(failure);
      }
    }
    if (failures.length > 0) {
      process.stdout.write(`FAILED thumbnails: ${failures.join('; ')} (${load()})\n`);
      return;
    }
    // Each round's pair ran back to back under the same load; the median pair ratio is the figure.
    const ratio = median(ours.map((rps, i) => rps / bare[i]!));
    process.stdout.write(`thumbnail, bare node:http file server  ${median(bare).toFixed(0).padStart(6)}/s (median)   ${load()}\n`);
    process.stdout.write(
      `thumbnail, signed media URL           ${median(ours).toFixed(0).padStart(6)}/s (median)   ${ratio.toFixed(2)}× the file server (median of ${ROUNDS} paired rounds; goal ≥ 0.8×)   ${load()}\n`,
    );
  } finally {
    server.close();
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
