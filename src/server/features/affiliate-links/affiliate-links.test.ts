import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES } from '../../../shared/features/affiliate-links.schema.js';
import { findLiveEventsAfter } from '../../live/live-events.repo.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { multipartBody, type FormValue } from '../../test-support/multipart.js';
import { type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { signInOwner, signInBasic, type Person } from '../../test-support/people.js';

const MISSING_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';
const png = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 200, b: 90 } } }).png().toBuffer();
const valid = { title: 'Brushes', description: 'My favourite brushes', link: 'https://shop.example.com/brushes' };

describe('affiliate links', () => {
  let app: FastifyInstance;
  let owner: Person;
  let basic: SignedIn;
  let pro: Person;

  const send = async (who: SignedIn, method: 'POST' | 'PUT', url: string, fields: Record<string, FormValue>) => {
    const { payload, headers } = await multipartBody(fields);
    return app.inject({ method, url, headers: { ...who.headers, ...headers }, payload });
  };
  const list = async (who: SignedIn) => (await app.inject({ url: '/api/affiliate-links', headers: who.headers })).json();

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    const proMember = await signInBasic(app, 'pro@example.com');
    pro = proMember;
    await updateUserRecord(app.ctx, proMember.id, { role: 'pro_user', subscriptionStatus: 'active' });
  });
  afterAll(async () => app.close());

  it('answers 401 signed out and 403 to non-admins writing or Basic users reading', async () => {
    expect((await app.inject({ url: '/api/affiliate-links' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/affiliate-links', headers: basic.headers })).statusCode).toBe(403);
    expect((await send(pro, 'POST', '/api/admin/affiliate-links', valid)).statusCode).toBe(403);
    expect((await send(basic, 'PUT', `/api/admin/affiliate-links/${MISSING_ID}`, valid)).statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/affiliate-links/${MISSING_ID}`, headers: pro.headers });
    expect(del.statusCode).toBe(403);
  });

  it.each([
    [{ ...valid, title: '  ' }, AFFILIATE_MESSAGES.titleRequired],
    [{ ...valid, description: '' }, AFFILIATE_MESSAGES.descriptionRequired],
    [{ ...valid, link: '' }, AFFILIATE_MESSAGES.linkRequired],
    [{ ...valid, link: 'not a url' }, AFFILIATE_MESSAGES.linkInvalid],
    [{ ...valid, link: 'javascript:alert(1)' }, AFFILIATE_MESSAGES.linkInvalid],
    [{ ...valid, link: 'data:text/html,<script>alert(1)</script>' }, AFFILIATE_MESSAGES.linkInvalid],
    [{ ...valid, link: 'ftp://files.example.com/x' }, AFFILIATE_MESSAGES.linkInvalid],
  ])('refuses %o with "%s"', async (fields, message) => {
    const res = await send(owner, 'POST', '/api/admin/affiliate-links', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message });
  });

  it('answers 400 for a malformed id, 404 for a path out of the media folder', async () => {
    expect((await send(owner, 'PUT', '/api/admin/affiliate-links/not-a-uuid', valid)).statusCode).toBe(400);
    const del = await app.inject({ method: 'DELETE', url: '/api/admin/affiliate-links/not-a-uuid', headers: owner.headers });
    expect(del.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/media/affiliate_images/..%2F..%2Fsecret.webp', headers: pro.headers })).statusCode).toBe(404);
    const extra = await send(owner, 'POST', '/api/admin/affiliate-links', { ...valid, imagePath: 'profile_images/x' });
    expect(extra.json()).toMatchObject({ code: 'unexpected_field' });
  });

  it('refuses a file that is not an image with "Upload failed: " and stores nothing', async () => {
    const res = await send(owner, 'POST', '/api/admin/affiliate-links', {
      ...valid,
      image: { data: Buffer.from('<svg><script>alert(1)</script></svg>'), filename: 'x.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'image_upload_failed', message: 'Upload failed: this file is not an image.' });
    expect(await list(owner)).toEqual([]);
  });

  it('adds a link with optional fields empty, then one with code, discount and a re-encoded image, newest first', async () => {
    const plain = await send(owner, 'POST', '/api/admin/affiliate-links', valid);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ ...valid, code: null, discountPercent: null, imageUrl: null });
    const full = await send(owner, 'POST', '/api/admin/affiliate-links', {
      ...valid,
      title: 'Tablet',
      code: 'ART15',
      discountPercent: '15% off',
      image: { data: await png(), filename: 'tablet photo.png', type: 'image/png' },
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ title: 'Tablet', code: 'ART15', discountPercent: '15% off' });
    expect(full.json().imageUrl).toMatch(new RegExp(`^/api/media/affiliate_images/\\d+_[a-f0-9]+_tablet_photo\\.webp\\?u=${owner.id}&exp=\\d+&sig=`));
    expect((await list(pro)).map((link: { title: string }) => link.title)).toEqual(['Tablet', 'Brushes']);
  });

  it('hands the image URL, resized WebP, to Pro members only', async () => {
    expect((await app.inject({ url: '/api/affiliate-links', headers: basic.headers })).statusCode).toBe(403);
    const [tablet] = await list(pro);
    expect(tablet.imageUrl).toContain(`u=${pro.id}`);
    const res = await app.inject({ url: tablet.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect((await app.inject({ url: app.ctx.mediaUrls.urlFor('affiliate_images/1_ab_missing.webp', pro.id) })).statusCode).toBe(404);
  });

  it('edits a link, keeping the image unless removed, and 404s for a missing one', async () => {
    const [tablet] = await list(owner);
    const edited = await send(owner, 'PUT', `/api/admin/affiliate-links/${tablet.id}`, { ...valid, title: 'Tablet Pro', code: 'ART20' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Tablet Pro', code: 'ART20', discountPercent: null, imageUrl: tablet.imageUrl });
    const removed = await send(owner, 'PUT', `/api/admin/affiliate-links/${tablet.id}`, { ...valid, removeImage: 'true' });
    expect(removed.json().imageUrl).toBeNull();
    expect((await app.inject({ url: tablet.imageUrl, headers: pro.headers })).statusCode).toBe(404);
    expect((await send(owner, 'PUT', `/api/admin/affiliate-links/${MISSING_ID}`, valid)).statusCode).toBe(404);
  });

  it('deletes a link and its image', async () => {
    const withImage = await send(owner, 'POST', '/api/admin/affiliate-links', {
      ...valid,
      image: { data: await png(), filename: 'a.png', type: 'image/png' },
    });
    const { id, imageUrl } = withImage.json();
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/affiliate-links/${id}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ url: imageUrl, headers: pro.headers })).statusCode).toBe(404);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/affiliate-links/${id}`, headers: owner.headers });
    expect(again.json()).toEqual({ code: 'not_found', message: 'That affiliate link was not found.' });
  });

  it('tells Pro members and admins live about every add, edit and delete', async () => {
    const changesOf = async (id: string) =>
      (await findLiveEventsAfter(app.ctx.database.db, 0, 10_000)).filter((row) => row.type === 'affiliate_links.changed' && (row.payload as { id?: string }).id === id);
    const { id } = (await send(owner, 'POST', '/api/admin/affiliate-links', valid)).json();
    await send(owner, 'PUT', `/api/admin/affiliate-links/${id}`, { ...valid, title: 'Renamed' });
    await app.inject({ method: 'DELETE', url: `/api/admin/affiliate-links/${id}`, headers: owner.headers });
    const changes = await changesOf(id);
    expect(changes).toHaveLength(3);
    expect(changes.every((row) => row.audience === 'pro')).toBe(true);
  });
});
