/**
 * A gallery of many pictures that are each an object of their own, for the
 * browser parts: a handful of different photo-like pictures uploaded through
 * the API (within the upload limits the bench keeps on), then each copied,
 * files and row, under new storage keys until the gallery is full. A browser
 * fetches every picture's thumbnail and display file as a new URL, as it would
 * on a real gallery; rows copied with the same keys (bench-gallery-setup.ts)
 * would let it serve most of them from its cache.
 *
 * The files are copied through the site's store: local disk under
 * DATA_DIR/files, the only store the bench's site uses. (On object storage the
 * same copy would be a server-side copy of each key.)
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { LocalDiskStorage } from '../src/server/integrations/storage.js';
import { withDatabase } from './bench-gallery-setup.js';
import { call, type ProductionSite, type Visitor } from './production-site.js';

/** How many different pictures are uploaded; the rest are copies of these under keys of their own. */
const UPLOADED = 12;
const COPIES_AT_ONCE = 32;

/**
 * A photo-like picture, different for each seed: a camera-sized width, shapes on
 * a gradient and a little grain, so its thumbnail and display file weigh about
 * what a photograph's do (about 15–20 KB and 150–200 KB of WebP).
 */
async function photoLikePicture(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1067 + (seed % 4) * 178;
  const hue = (seed * 67) % 360;
  const circles = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${(seed * 131 + i * 211) % width}" cy="${(seed * 71 + i * 97) % height}" r="${80 + (((seed + i) * 37) % 220)}" ` +
      `fill="hsl(${(hue + i * 30) % 360},70%,${40 + (i % 4) * 10}%)" fill-opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,65%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface StoredPicture {
  id: string;
  path: string;
  original_key: string;
  thumb_key: string;
  display_key: string;
}

/** Copies one stored file under a new key, content type and all. */
async function copyObject(storage: LocalDiskStorage, from: string, to: string): Promise<void> {
  const object = await storage.get(from);
  if (!object) throw new Error(`stored file ${from} is missing`);
  await storage.put(to, Buffer.concat(await object.body.toArray()), object.contentType);
}

/**
 * Fills `collection` (made by `owner`) to `total` pictures, every one with files
 * of its own; the copies are ordered after the uploads, a second apart.
 */
export async function fillWithDistinctPictures(site: ProductionSite, owner: Visitor, collection: string, total: number): Promise<void> {
  const uploads = Math.min(UPLOADED, total);
  for (let seed = 0; seed < uploads; seed += 1) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await photoLikePicture(seed))], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
    await call(site, owner, `/api/galleries/${collection}/images`, { method: 'POST', body: form });
  }
  const storage = new LocalDiskStorage(path.join(site.cliEnv.DATA_DIR!, 'files'));
  await withDatabase(site, async (client) => {
    const { rows: sources } = await client.query<StoredPicture>(
      'select id, path, original_key, thumb_key, display_key from gallery_images where collection = $1 order by created_at',
      [collection],
    );
    const copies = Array.from({ length: total - sources.length }, (_, n) => {
      const source = sources[n % sources.length]!;
      const id = randomUUID();
      const prefix = `galleries/${collection}/${id}`;
      const moved = (key: string) => `${prefix}${key.slice(source.path.length)}`;
      return { n: n + 1, source, id, prefix, keys: [source.original_key, source.thumb_key, source.display_key].map((key) => ({ from: key, to: moved(key) })) };
    });
    for (let start = 0; start < copies.length; start += COPIES_AT_ONCE) {
      const batch = copies.slice(start, start + COPIES_AT_ONCE);
      await Promise.all(batch.flatMap((copy) => copy.keys.map((key) => copyObject(storage, key.from, key.to))));
    }
    // The rows in one statement, after their files exist (as an upload writes them).
    await client.query(
      `insert into gallery_images (id, collection, filename, user_id, path, original_key, thumb_key, thumb_width, thumb_height,
         display_key, display_width, display_height, placeholder, display_order, created_at)
       select c.id, s.collection, 'copy-' || c.n || '.jpg', s.user_id, c.path, c.original_key, c.thumb_key, s.thumb_width, s.thumb_height,
         c.display_key, s.display_width, s.display_height, s.placeholder, c.n, now() - c.n * interval '1 second'
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[])
         as c(id, source_id, n, path, original_key, thumb_key, display_key)
       join gallery_images s on s.id = c.source_id`,
      [
        copies.map((copy) => copy.id),
        copies.map((copy) => copy.source.id),
        copies.map((copy) => copy.n),
        copies.map((copy) => copy.prefix),
        ...[0, 1, 2].map((which) => copies.map((copy) => copy.keys[which]!.to)),
      ],
    );
  });
}
