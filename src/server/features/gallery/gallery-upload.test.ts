import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '../../../shared/features/gallery.schema.js';
import { createTestApp } from '../../test-support/test-app.js';
import { accounts, photo, pixelBomb, pngOf, upload, type Accounts } from '../../test-support/gallery.js';

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

describe('gallery uploads through the image pipeline', () => {
  let app: FastifyInstance;
  let who: Accounts;
  const galleryFiles = () => filesUnder(path.join(app.ctx.config.dataDir, 'files', 'galleries'));
  const imageCount = async () => (await app.inject({ url: '/api/galleries/gallery_pro', headers: who.owner.headers })).json().images.length;

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'up');
  });
  afterAll(async () => app.close());

  it('stores an upright, metadata-free original with a 480 px thumbnail, a display size and a ThumbHash', async () => {
    const res = await upload(app, who.owner, 'gallery_pro', await photo(1200, 800), 'Holiday.jpg');
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ filename: 'Holiday.jpg', likes: 0, likedByMe: false });
    // EXIF orientation 6 turns the 1200 × 800 landscape into an 800 × 1200 portrait.
    expect(image.thumb).toMatchObject({ width: 480, height: 720 });
    expect(image.display).toMatchObject({ width: 800, height: 1200 });
    expect(image.placeholder.length).toBeGreaterThan(10);

    const page = (await app.inject({ url: '/api/galleries/gallery_pro', headers: who.pro.headers })).json();
    const asMember = page.images.find((candidate: { id: string }) => candidate.id === image.id);
    // Members open the display size (their own marked copy); only the owner receives the kept original.
    expect(asMember.url).toBe(asMember.display.url);
    for (const url of [asMember.url, asMember.thumb.url, asMember.display.url]) {
      const served = await app.inject({ url, headers: who.pro.headers });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(served.rawPayload.toString('latin1')).not.toContain('Secret Artist');
      expect(served.rawPayload.toString('latin1')).not.toContain('GPS 42.36N');
    }
    const thumb = await sharp((await app.inject({ url: asMember.thumb.url, headers: who.pro.headers })).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 720 });
    // The owner's original is the uploaded file with its metadata cut out but its orientation kept.
    const kept = (await app.inject({ url: image.url, headers: who.owner.headers })).rawPayload;
    expect(kept.toString('latin1')).not.toContain('Secret Artist');
    expect(kept.toString('latin1')).not.toContain('GPS 42.36N');
    const original = await sharp(kept).metadata();
    expect(original).toMatchObject({ format: 'jpeg', orientation: 6 });
    expect(original.autoOrient).toMatchObject({ width: 800, height: 1200 });
  });

  it('gives a large image a display size of 1600 px wide', async () => {
    const res = await upload(app, who.owner, 'gallery_pro', await pngOf(3000, 1500), 'wide.png', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json().display).toMatchObject({ width: 1600, height: 800 });
    expect(res.json().thumb).toMatchObject({ width: 480, height: 240 });
  });

  it('accepts by magic bytes whatever the name or declared type says', async () => {
    const res = await upload(app, who.owner, 'gallery', await pngOf(50, 50), 'not-really.txt', 'text/plain');
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['HTML renamed to .jpg', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'cat.jpg', 'image/jpeg'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])('refuses %s by its bytes with a clear message', async (_what, data, filename, type) => {
    const before = await galleryFiles();
    const res = await upload(app, who.owner, 'gallery_pro', data(), filename, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_an_image', message: GALLERY_MESSAGES.notAnImage });
    expect(await galleryFiles()).toEqual(before);
  });

  it('refuses a truncated file and leaves no row or file behind', async () => {
    const before = { files: await galleryFiles(), images: await imageCount() };
    const whole = await photo(1600, 1200);
    const res = await upload(app, who.owner, 'gallery_pro', whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'unreadable_image', message: GALLERY_MESSAGES.unreadable });
    expect(await galleryFiles()).toEqual(before.files);
    expect(await imageCount()).toBe(before.images);
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    const started = Date.now();
    const res = await upload(app, who.owner, 'gallery_pro', await pixelBomb(), 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'image_too_many_pixels', message: GALLERY_MESSAGES.tooManyPixels });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a file over the size limit', async () => {
    const data = Buffer.concat([await pngOf(10, 10), Buffer.alloc(GALLERY_UPLOAD_MAX_BYTES)]);
    const res = await upload(app, who.owner, 'gallery_pro', data, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'file_too_large', message: GALLERY_MESSAGES.tooLarge });
  });

  it('refuses an upload without a file, and non-admins', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/galleries/gallery_pro/images',
      headers: { ...who.owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(app, who.pro, 'gallery_pro', await pngOf(10, 10))).statusCode).toBe(403);
    expect((await upload(app, who.basic, 'gallery', await pngOf(10, 10))).statusCode).toBe(403);
  });
});
