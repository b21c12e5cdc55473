import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart.js';
import { me, signInBasic, type Person } from '../../test-support/people.js';
import { fetchMedia, startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

async function storedKeys(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of app.ctx.storage.list()) keys.push(key);
  return keys.sort();
}

/** Profile pictures on object storage (S3_BUCKET set), and what a member sees while the store is down. */
describe('profile pictures on object storage', () => {
  let s3: S3TestServer;
  let app: FastifyInstance;
  let ada: Person;
  const picture = () => sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
  const put = async (image: Buffer) => {
    const { payload, headers } = await multipartBody({ image: { data: image, filename: 'me.png', type: 'image/png' } });
    return app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...ada.headers, ...headers }, payload });
  };
  const profileImage = async (): Promise<string | null> =>
    (await me(app, ada)).profile.profileImage;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await createTestApp(testConfig(s3.env));
    ada = await signInBasic(app, 'ada-s3@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('stores the picture in the bucket and serves it from there', async () => {
    const res = await put(await picture());
    expect(res.statusCode).toBe(200);
    const url = await profileImage();
    expect((await storedKeys(app)).some((key) => key.startsWith(`profile_images/${ada.id}/`))).toBe(true);
    const served = await fetchMedia(app, url!, ada.headers);
    expect(served.statusCode).toBe(200);
    expect(served.contentType).toBe('image/webp');
  });

  it('refuses a new picture with 503 storage_unavailable while the store is down, and keeps the old one', async () => {
    const before = { image: await profileImage(), keys: await storedKeys(app) };
    await s3.stop();
    try {
      const res = await put(await picture());
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('storage_unavailable');
      expect(res.body).not.toContain(new URL(s3.endpoint).host);
      expect(await profileImage()).toBe(before.image);
    } finally {
      await s3.start();
    }
    expect(await storedKeys(app)).toEqual(before.keys);
  });
});
