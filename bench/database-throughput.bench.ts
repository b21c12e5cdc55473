import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
// autocannon ships no types; the little used here is described below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppConfig } from '../src/server/config.js';
import { configureGallery, upload } from '../src/server/test-support/gallery.js';
import { signInOwner, signInPro } from '../src/server/test-support/people.js';
import { createTestApp, testConfig } from '../src/server/test-support/test-app.js';

/**
 * Gallery listing and thumbnail throughput, and latency at 50 connections, on
 * the embedded PostgreSQL (as the site starts it) and on the external one of
 * BENCH_DATABASE_URL, measured one after the other in the same run.
 */

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Run = (options: Record<string, unknown>) => Promise<Result>;

export interface ThroughputFigures {
  listRps: number;
  mediaRps: number;
  p50At50: number;
  p99At50: number;
  failures: number;
}

const IMAGES = 200;
const DURATION_S = 4;

async function prepared(externalUrl: string | undefined): Promise<{ app: FastifyInstance; url: string; headers: Record<string, string>; list: string; thumbs: string[] }> {
  // Without an external URL the app starts its own embedded PostgreSQL in its DATA_DIR, as the site does.
  const config = testConfig({ LOG_LEVEL: 'silent' });
  const app = await createTestApp(externalUrl ? { ...config, database: externalDatabase(externalUrl) } : config);
  const owner = await signInOwner(app);
  const pro = await signInPro(app, 'bench-pro@example.com');
  const collection = await configureGallery(app, owner, 'bench');
  const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a3' } }).png().toBuffer();
  for (let i = 0; i < IMAGES; i += 1) await upload(app, owner, collection, tiny, `${i}.png`, 'image/png');
  const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: pro.headers })).json() as { images: { thumb: { url: string } }[] };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, headers: pro.headers, list: `/api/galleries/${collection}`, thumbs: page.images.map((image) => image.thumb.url) };
}

type Prepared = Awaited<ReturnType<typeof prepared>>;
const ROUNDS = 3;

async function measureOnce(site: Prepared): Promise<ThroughputFigures> {
  const { url, headers, list, thumbs } = site;
  const run = autocannon as Run;
  const listing = await run({ url: `${url}${list}`, headers, connections: 10, duration: DURATION_S });
  let next = 0;
  const media = await run({
    url,
    connections: 10,
    duration: DURATION_S,
    requests: [{ method: 'GET', headers, setupRequest: (request: Record<string, unknown>) => ({ ...request, path: thumbs[next++ % thumbs.length] }) }],
  });
  const crowd = await run({ url: `${url}${list}`, headers, connections: 50, duration: DURATION_S });
  return {
    listRps: listing.requests.average,
    mediaRps: media.requests.average,
    p50At50: crowd.latency.p50,
    p99At50: crowd.latency.p99,
    failures: [listing, media, crowd].reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianOf(runs: ThroughputFigures[]): ThroughputFigures {
  return {
    listRps: median(runs.map((r) => r.listRps)),
    mediaRps: median(runs.map((r) => r.mediaRps)),
    p50At50: median(runs.map((r) => r.p50At50)),
    p99At50: median(runs.map((r) => r.p99At50)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

/**
 * Both sites are prepared first, then measured in turns (embedded, external,
 * embedded, …) and the median of each figure is kept, so a machine that gets
 * busier or quieter during the run weighs on both alike.
 */
export async function measureThroughput(externalUrl: string | undefined): Promise<{ embedded: ThroughputFigures; external: ThroughputFigures | null }> {
  const embedded = await prepared(undefined);
  const external = externalUrl ? await prepared(externalUrl) : null;
  try {
    const runs: { embedded: ThroughputFigures[]; external: ThroughputFigures[] } = { embedded: [], external: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.embedded.push(await measureOnce(embedded));
      if (external) runs.external.push(await measureOnce(external));
    }
    return { embedded: medianOf(runs.embedded), external: external ? medianOf(runs.external) : null };
  } finally {
    await embedded.app.close();
    await external?.app.close();
  }
}

/** An external database for one app: a schema of its own, dropped by the test app's close hook. */
function externalDatabase(url: string): AppConfig['database'] {
  return { kind: 'postgres', url, schema: `bench_${randomBytes(4).toString('hex')}` };
}
