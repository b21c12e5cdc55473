import type { AddressInfo } from 'node:net';
// autocannon ships no types; the little used here is described below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { GALLERY_PAGE_SIZE, GalleryPageSchema, type GalleryPage } from '../src/shared/features/gallery.schema.js';
import { getGalleryPage } from '../src/server/features/gallery/gallery.service.js';
import { requireUser, signedInUser } from '../src/server/plugins/guards.js';
import { configureGallery, upload } from '../src/server/test-support/gallery.js';
import { signInOwner, signInPro, type Person } from '../src/server/test-support/people.js';
import { createBenchApp, databaseName } from './bench-app.js';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
}
type Run = (options: Record<string, unknown>) => Promise<Result>;
const run = autocannon as Run;

const IMAGES = 200;
const DURATION_S = 5;
const LIKERS = 100;
const TOGGLES = 2_000;
const OLD_FULL_LIST = '/bench/old-full-list/:collection';

const out = (line: string) => process.stdout.write(`${line}\n`);
function report(name: string, result: Result): void {
  const line = `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`;
  out(`${line}${result.non2xx || result.errors ? `   (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}`);
}

/** Every page of a gallery, joined, as a member's client would load them all. */
async function wholeGallery(app: FastifyInstance, collection: string, headers: Record<string, string>): Promise<GalleryPage> {
  const pages: GalleryPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await app.inject({ url: `/api/galleries/${collection}${cursor ? `?cursor=${cursor}` : ''}`, headers });
    pages.push(GalleryPageSchema.parse(res.json()));
    cursor = pages.at(-1)!.nextCursor;
  } while (cursor);
  return { ...pages[0]!, images: pages.flatMap((page) => page.images), nextCursor: null };
}

/** Sums every image's likes over all pages, and the total the gallery reports. */
async function countedLikes(app: FastifyInstance, collection: string, who: Person): Promise<{ sum: number; total: number }> {
  const all = await wholeGallery(app, collection, who.headers);
  return { sum: all.images.reduce((total, image) => total + image.likes, 0), total: all.totalLikes };
}

/** A 200-image configured gallery: the first page against the old full list, then 2,000 concurrent like toggles. */
export async function benchGallery(): Promise<void> {
  const app = await createBenchApp((instance) => {
    // The list as it was before pages: every image in one response, checked against the zod
    // schema on every request (the default serializer), no ETag; same access check and query.
    instance.get(OLD_FULL_LIST, { preHandler: requireUser, schema: { response: { 200: GalleryPageSchema } } }, async (request) => {
      const { collection } = request.params as { collection: string };
      return getGalleryPage(instance.ctx, signedInUser(request), collection, undefined, 100_000);
    });
  });
  try {
    const owner = await signInOwner(app);
    const pro = await signInPro(app, 'bench-pro@example.com');
    const collection = await configureGallery(app, owner, 'bench');
    const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a3' } }).png().toBuffer();
    out(`Gallery on ${databaseName()}: preparing ${IMAGES} images and ${LIKERS} Pro members…`);
    const ids: string[] = [];
    for (let i = 0; i < IMAGES; i += 1) ids.push((await upload(app, owner, collection, tiny, `${i}.png`, 'image/png')).json().id);
    const likers: Person[] = [];
    for (let i = 0; i < LIKERS; i += 10) likers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signInPro(app, `liker${i + j}@example.com`)))));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const old = await run({ url: `${base}${OLD_FULL_LIST.replace(':collection', collection)}`, headers: pro.headers, connections: 10, duration: DURATION_S });
    const firstPage = await run({ url: `${base}/api/galleries/${collection}`, headers: pro.headers, connections: 10, duration: DURATION_S });
    const etag = (await app.inject({ url: `/api/galleries/${collection}`, headers: pro.headers })).headers.etag as string;
    const unchanged = await run({ url: `${base}/api/galleries/${collection}`, headers: { ...pro.headers, 'if-none-match': etag }, connections: 10, duration: DURATION_S });
    report(`old full list (${IMAGES} images)`, old);
    report(`first page (${GALLERY_PAGE_SIZE} images)`, firstPage);
    report('first page, unchanged (304)', unchanged);
    out(`  first page / old full list: ${(firstPage.requests.average / old.requests.average).toFixed(2)}× (goal ≥ 3×); 304: ${(unchanged.requests.average / old.requests.average).toFixed(2)}×`);

    let next = 0;
    // Timed from the first request to the last answer: autocannon ends a run on its one-second
    // tick, so its own duration of a one- or two-second run is a whole number of seconds.
    let started = 0;
    let lastAnswer = 0;
    const toggles = await run({
      url: base,
      connections: LIKERS,
      amount: TOGGLES,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: Record<string, unknown>) => {
            started ||= performance.now();
            const i = next++;
            const who = likers[i % LIKERS]!;
            return { ...request, headers: who.headers, path: `/api/galleries/${collection}/images/${ids[(i * 7 + Math.floor(i / LIKERS)) % ids.length]}/like` };
          },
          onResponse: () => {
            lastAnswer = performance.now();
          },
        },
      ],
    });
    const rate = TOGGLES / ((lastAnswer - started) / 1000);
    const counted = await countedLikes(app, collection, owner);
    out(
      `${TOGGLES} like toggles by ${LIKERS} members at once on ${databaseName()}: ${rate.toFixed(0)} toggles/s (goal ≥ 1,000), p50 ${toggles.latency.p50} ms, p99 ${toggles.latency.p99} ms` +
        `${toggles.non2xx || toggles.errors ? ` (${toggles.non2xx} non-2xx, ${toggles.errors} errors)` : ''}; counts ${counted.sum === counted.total ? 'exact' : 'WRONG'} (${counted.total} likes)`,
    );
  } finally {
    await app.close();
  }
}
