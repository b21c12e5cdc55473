import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserRecord } from './features/auth/auth.service.js';
import { configureGallery, photo, upload } from './test-support/gallery.js';
import { ACCESS_CHECKED_CACHE_CONTROL } from './plugins/access-checked-media.js';
import { multipartBody } from './test-support/multipart.js';
import { createTestApp } from './test-support/test-app.js';
import { signInAs, type Account } from './test-support/tier-accounts.js';

/**
 * Access-checked bytes are never kept by a browser beyond the access: each use
 * of a cached copy asks again, and the answer goes through the access check.
 */
describe('caching of access-checked media', () => {
  let app: FastifyInstance;
  let owner: Account;
  let member: Account;
  const media: { what: string; url: string }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInAs(app, 'admin');
    member = await signInAs(app, 'pro', 'media-cache');

    const collection = await configureGallery(app, owner, 'cache');
    expect((await upload(app, owner, collection, await photo(64, 48))).statusCode).toBe(201);
    const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: member.headers })).json();
    media.push({ what: 'Pro gallery display image', url: page.images[0].display.url }, { what: 'Pro gallery original', url: page.images[0].url });

    const form = await multipartBody({ title: 'Paper', description: 'Thick', link: 'https://shop.example/paper', image: { data: await photo(40, 40), filename: 'p.jpg', type: 'image/jpeg' } });
    const link = await app.inject({ method: 'POST', url: '/api/admin/affiliate-links', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    media.push({ what: 'affiliate image', url: link.json().imageUrl });

    const picture = await multipartBody({ image: { data: await photo(50, 50), filename: 'me.jpg', type: 'image/jpeg' } });
    const profile = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...member.headers, ...picture.headers }, payload: picture.payload });
    media.push({ what: 'profile picture', url: profile.json().profile.profileImage });
  }, 180_000);
  afterAll(async () => app.close());

  it('sends every kind with private, no-cache and an ETag, never a lifetime', async () => {
    expect(media).toHaveLength(4);
    for (const { what, url } of media) {
      const res = await app.inject({ url, headers: member.headers });
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['cache-control'], what).toBe(ACCESS_CHECKED_CACHE_CONTROL);
      expect(res.headers['cache-control'], what).not.toMatch(/immutable|max-age=[1-9]/);
      expect(res.headers.etag, what).toMatch(/^"[\w-]+"$/);
      expect(res.rawPayload.length, what).toBeGreaterThan(0);
    }
  });

  it('answers a revalidation 304 while access lasts, and refuses it once access ends', async () => {
    const etags = new Map<string, string>();
    for (const { url } of media) etags.set(url, String((await app.inject({ url, headers: member.headers })).headers.etag));

    for (const { what, url } of media) {
      const again = await app.inject({ url, headers: { ...member.headers, 'if-none-match': etags.get(url)! } });
      expect(again.statusCode, what).toBe(304);
      expect(again.rawPayload.length, what).toBe(0);
    }

    await updateUserRecord(app.ctx, member.id!, { role: 'user', isPro: false, subscriptionStatus: 'canceled' });
    for (const { what, url } of media.filter((m) => m.what !== 'profile picture')) {
      const lapsed = await app.inject({ url, headers: { ...member.headers, 'if-none-match': etags.get(url)! } });
      expect(lapsed.statusCode, what).toBe(403);
    }
    // A visitor's browser holding a copy gets no confirmation either.
    for (const { what, url } of media) {
      expect((await app.inject({ url, headers: { 'if-none-match': etags.get(url)! } })).statusCode, what).toBe(401);
    }
  });
});
