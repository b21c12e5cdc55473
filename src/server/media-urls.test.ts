import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateUserRecord } from './features/auth/auth.service.js';
import { MEDIA_URL_LIFETIME_SECONDS } from './media/signed-media-urls.js';
import { configureGallery, photo, upload } from './test-support/gallery.js';
import { multipartBody } from './test-support/multipart.js';
import { createTestApp } from './test-support/test-app.js';
import { signInAs, type Account } from './test-support/tier-accounts.js';

/**
 * Every kind of stored image reaches the browser the same way: a URL signed for
 * the viewer, handed out by the API after its access check, served by the one
 * media route with a private lifetime no longer than the URL's.
 */
describe('media URLs of every kind', () => {
  let app: FastifyInstance;
  let owner: Account;
  let member: Account;
  const media: { what: string; url: string }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInAs(app, 'admin');
    member = await signInAs(app, 'pro', 'media-kinds');

    const collection = await configureGallery(app, owner, 'kinds');
    expect((await upload(app, owner, collection, await photo(64, 48))).statusCode).toBe(201);
    const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: member.headers })).json();
    media.push({ what: 'Pro gallery display image', url: page.images[0].display.url }, { what: 'Pro gallery original', url: page.images[0].url });

    const form = await multipartBody({ title: 'Paper', description: 'Thick', link: 'https://shop.example/paper', image: { data: await photo(40, 40), filename: 'p.jpg', type: 'image/jpeg' } });
    const link = await app.inject({ method: 'POST', url: '/api/admin/affiliate-links', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(link.json().imageUrl).toContain(`u=${owner.id}`);
    const links = await app.inject({ url: '/api/affiliate-links', headers: member.headers });
    media.push({ what: 'affiliate image', url: links.json()[0].imageUrl });

    const picture = await multipartBody({ image: { data: await photo(50, 50), filename: 'me.jpg', type: 'image/jpeg' } });
    const profile = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...member.headers, ...picture.headers }, payload: picture.payload });
    media.push({ what: 'profile picture', url: profile.json().profile.profileImage });
  }, 180_000);
  afterAll(async () => app.close());

  it('hands each out signed for its viewer, and serves it privately for no longer than the URL lives', async () => {
    expect(media).toHaveLength(4);
    for (const { what, url } of media) {
      expect(url, what).toMatch(new RegExp(`^/api/media/[^?]+\\?u=${member.id}&exp=\\d+(&m=1)?&sig=[\\w-]+$`));
      const res = await app.inject({ url });
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['cache-control'], what).toMatch(/^private, max-age=\d+$/);
      expect(Number(String(res.headers['cache-control']).split('=')[1]), what).toBeLessThanOrEqual(MEDIA_URL_LIFETIME_SECONDS);
      expect(res.headers.etag, what).toMatch(/^"[\w-]+"$/);
      expect(res.rawPayload.length, what).toBeGreaterThan(0);
    }
  });

  it('signs the own profile picture on GET /api/me too, the same URL within its window', async () => {
    const me = await app.inject({ url: '/api/me', headers: member.headers });
    const fromProfile = media.find((m) => m.what === 'profile picture')!.url;
    expect(me.json().profile.profileImage).toBe(fromProfile);
  });

  it('gives a lapsed member no new Pro URLs, while the ones handed out run to their expiry', async () => {
    await updateUserRecord(app.ctx, member.id!, { role: 'user', isPro: false, subscriptionStatus: 'canceled' });
    expect((await app.inject({ url: '/api/affiliate-links', headers: member.headers })).statusCode).toBe(403);
    expect(media).toHaveLength(4);
    for (const { what, url } of media) expect((await app.inject({ url })).statusCode, what).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (MEDIA_URL_LIFETIME_SECONDS + 1) * 1000);
      for (const { what, url } of media) {
        const res = await app.inject({ url });
        expect(res.statusCode, what).toBe(403);
        expect(res.json().code, what).toBe('media_link_expired');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
