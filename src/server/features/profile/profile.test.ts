import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../shared/features/profile.schema.js';
import { multipartBody, type FormValue } from '../../test-support/multipart.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { me, signInBasic } from '../../test-support/people.js';

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 200 } } })
    .withExif({ IFD0: { Artist: 'Secret Artist', Copyright: 'GPS 42.36N 71.05W' } })
    .png()
    .toBuffer();

describe('profile', () => {
  let app: FastifyInstance;
  let ada: SignedIn;
  let bob: SignedIn;

  const put = async (who: SignedIn, fields: Record<string, FormValue>) => {
    const { payload, headers } = await multipartBody(fields);
    return app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...who.headers, ...headers }, payload });
  };

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInBasic(app, 'ada@example.com');
    bob = await signInBasic(app, 'bob@example.com');
  });
  afterAll(async () => app.close());

  it('refuses signed-out visitors on every profile route', async () => {
    const { payload, headers } = await multipartBody({ username: 'x' });
    const origin = sameOriginHeaders(app);
    expect((await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...origin, ...headers }, payload })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/username-available?username=x' })).statusCode).toBe(401);
    // A picture is fetched only through a URL signed for its viewer.
    expect((await app.inject({ url: '/api/media/profile_images/0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c/1_a.webp' })).statusCode).toBe(403);
  });

  it('saves a trimmed username and shows it on the user', async () => {
    const res = await put(ada, { username: '  Ada Lovelace  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.username).toBe('Ada Lovelace');
    expect((await me(app, ada)).profile.username).toBe('Ada Lovelace');
  });

  it("checks availability case-insensitively, ignoring the user's own name", async () => {
    const check = async (who: SignedIn, username: string) =>
      (await app.inject({ url: `/api/me/username-available?username=${encodeURIComponent(username)}`, headers: who.headers })).json();
    expect(await check(bob, 'ada lovelace')).toEqual({ available: false });
    expect(await check(ada, 'ADA LOVELACE')).toEqual({ available: true });
    expect(await check(bob, 'Bobby')).toEqual({ available: true });
  });

  it("refuses another user's username with the exact message", async () => {
    const res = await put(bob, { username: 'ADA LOVELACE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'username_taken', message: 'Username already taken. Please choose another one.' });
  });

  it('needs a new file or an edited username', async () => {
    const attempts: Record<string, FormValue>[] = [{}, { username: 'Ada Lovelace' }, { username: '  Ada Lovelace ' }];
    for (const fields of attempts) {
      const res = await put(ada, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'nothing_to_update', message: PROFILE_MESSAGES.nothingToUpdate });
    }
  });

  it.each([
    ['a text file', Buffer.from('just some words'), 'notes.txt', 'text/plain'],
    ['HTML renamed to .png', Buffer.from('<html><script>alert(1)</script></html>'), 'me.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg', 'image/svg+xml'],
  ])('refuses %s by its bytes: "Please select an image file"', async (_what, data, filename, type) => {
    const res = await put(ada, { image: { data, filename, type } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_an_image', message: 'Please select an image file' });
  });

  it('refuses a file over 5242880 bytes: "File size should be less than 5MB"', async () => {
    const data = Buffer.concat([await png(10, 10), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const res = await put(ada, { image: { data, filename: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'file_too_large', message: 'File size should be less than 5MB' });
  });

  it('refuses a damaged image with a clear message', async () => {
    const data = (await png()).subarray(0, 200);
    const res = await put(ada, { image: { data, filename: 'cut.png', type: 'image/png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unreadable_image' });
  });

  it('re-encodes the picture without metadata, serves it through a signed URL, and removes the one it replaces', async () => {
    const first = await put(ada, { image: { data: await png(), filename: 'My Photo.png', type: 'image/png' } });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profile.profileImage;
    expect(firstUrl).toMatch(new RegExp(`^/api/media/profile_images/${first.json().id}/\\d+_My_Photo\\.webp\\?u=${first.json().id}&exp=\\d+&sig=`));

    const served = await app.inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('Secret Artist');

    const second = await put(ada, { image: { data: await png(300, 300), filename: 'again.jpg', type: 'image/jpeg' } });
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ url: firstUrl, headers: ada.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: second.json().profile.profileImage, headers: ada.headers })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous updates take the same username', async () => {
    const carol = await signInBasic(app, 'carol@example.com');
    const dave = await signInBasic(app, 'dave@example.com');
    const results = await Promise.all([put(carol, { username: 'Same Name' }), put(dave, { username: 'same name' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a non-multipart body', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: ada.headers, payload: { username: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});
