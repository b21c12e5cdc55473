import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from './multipart.js';
import { type SignedIn } from './sign-in.js';
import { signInBasic, signInOwner, signInPro, type Person } from './people.js';

/** Test helpers for the gallery suites: accounts of each kind, images, and the admin calls. */

export interface Accounts {
  owner: Person;
  pro: Person;
  basic: Person;
}

export async function accounts(app: FastifyInstance, prefix = 'g'): Promise<Accounts> {
  const owner = await signInOwner(app);
  const pro = await signInPro(app, `${prefix}-pro@example.com`);
  const basic = await signInBasic(app, `${prefix}-basic@example.com`);
  return { owner, pro, basic };
}

/** A JPEG with EXIF (orientation 6 = rotate 90°, and a GPS-like note) to prove they are handled. */
export function photo(width = 1200, height = 800, colour = { r: 200, g: 90, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Secret Artist', ImageDescription: 'GPS 42.36N 71.05W' } })
    .jpeg()
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
}

/** A tiny PNG whose header claims 12 000 × 12 000 (144 megapixels) pixels: a decompression bomb's calling card. */
export async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngOf(8, 8));
  // IHDR data starts at byte 16: width, height; its CRC covers type + data (bytes 12..29).
  png.writeUInt32BE(12_000, 16);
  png.writeUInt32BE(12_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function upload(app: FastifyInstance, who: SignedIn, collection: string, data: Buffer, filename = 'art.jpg', type = 'image/jpeg') {
  const { payload, headers } = await multipartBody({ image: { data, filename, type } });
  return app.inject({ method: 'POST', url: `/api/galleries/${collection}/images`, headers: { ...who.headers, ...headers }, payload });
}

/** Adds a folder and a configured gallery in it; returns the collection name. */
export async function configureGallery(app: FastifyInstance, owner: SignedIn, galleryId: string, displayTitle = 'Sunsets'): Promise<string> {
  const folder = await app.inject({ method: 'POST', url: '/api/gallery-folders', headers: owner.headers, payload: { name: `Folder ${galleryId}` } });
  const config = await app.inject({
    method: 'POST',
    url: '/api/gallery-configs',
    headers: owner.headers,
    payload: { displayTitle, galleryId, folderId: folder.json().id },
  });
  if (config.statusCode !== 201) throw new Error(`configure failed: ${config.body}`);
  return config.json().collectionName as string;
}
