import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryDirectory, GalleryPage } from '../../../shared/features/gallery.schema.js';
import { instantToZonedTime, PUBLISHING_MESSAGES, type CalendarMonth, type NextDrop } from '../../../shared/features/publishing.schema.js';
import type { UpdateEntry } from '../../../shared/features/updates.schema.js';
import { rowsOf } from '../../db/prepared.js';
import { accounts, pngOf, upload, type Accounts } from '../../test-support/gallery.js';
import { multipartBody } from '../../test-support/multipart.js';
import type { SignedIn } from '../../test-support/sign-in.js';
import { buildApp } from '../../app.js';
import { signInOwner } from '../../test-support/people.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../../test-support/test-app.js';
import { publishDueContent } from './calendar.service.js';

const FUTURE = '2099-07-01T09:00';

/** Issue 28: drafts and scheduled items stay out of every member's list until they are published, once. */
describe('scheduled publishing', () => {
  let app: FastifyInstance;
  let who: Accounts;
  const db = () => app.ctx.database.db;
  const get = <T>(who: SignedIn, url: string) => app.inject({ url, headers: who.headers }).then((res) => ({ status: res.statusCode, body: res.json() as T }));
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: who.owner.headers, payload });
  const uploadAs = async (collection: string, fields: Record<string, string>) => {
    const { payload, headers } = await multipartBody({ ...fields, image: { data: await pngOf(20, 20), filename: 'x.png', type: 'image/png' } });
    return app.inject({ method: 'POST', url: `/api/galleries/${collection}/images`, headers: { ...who.owner.headers, ...headers }, payload });
  };
  /** Moves every schedule into the past: what the clock would do. */
  const makeDue = () =>
    db().execute(sql`update gallery_images set scheduled_for = now() - interval '1 second' where published_at is null and scheduled_for is not null;
      update gallery_configs set scheduled_for = now() - interval '1 second' where published_at is null and scheduled_for is not null;
      update whats_new set scheduled_for = now() - interval '1 second' where published_at is null and scheduled_for is not null`);
  const announcements = async () =>
    rowsOf<{ type: string; id: string }>(await db().execute(sql`select type, payload->>'id' as id from live_events where type = 'content.published' order by id`)).map((row) => row.id);

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'sched');
  });
  afterAll(async () => app.close());

  it('keeps drafts and scheduled items out of every member list, and shows them to the owner marked', async () => {
    const published = (await upload(app, who.owner, 'gallery_pro', await pngOf(20, 20), 'p.png', 'image/png')).json();
    const draft = await uploadAs('gallery_pro', { state: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().publication).toEqual({ state: 'draft', at: null });
    const scheduledTeaser = await uploadAs('gallery', { state: 'scheduled', at: FUTURE });
    expect(scheduledTeaser.json().publication).toMatchObject({ state: 'scheduled' });

    const folder = (await send('POST', '/api/gallery-folders', { name: 'Drops' })).json();
    const gallery = await send('POST', '/api/gallery-configs', { displayTitle: 'Winter Drop', galleryId: 'winter', folderId: folder.id, publication: { state: 'scheduled', at: FUTURE } });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const inGallery = (await upload(app, who.owner, 'gallery_winter', await pngOf(20, 20), 'w.png', 'image/png')).json();
    await send('PUT', `/api/gallery-folders/${folder.id}/cover`, { imageId: inGallery.id });
    const draftUpdate = await send('POST', '/api/admin/updates', { date: 'Soon', update: 'Secret', publication: { state: 'draft' } });
    expect(draftUpdate.statusCode, draftUpdate.body).toBe(201);
    await send('POST', '/api/admin/updates', { date: 'Later', update: 'Scheduled', publication: { state: 'scheduled', at: FUTURE } });
    await send('POST', '/api/admin/updates', { date: 'Now', update: 'Visible' });

    for (const member of [who.pro, who.basic]) {
      const teasers = await get<GalleryPage>(member, '/api/galleries/gallery');
      expect(teasers.body.images.map((image) => image.id)).not.toContain(scheduledTeaser.json().id);
      expect(teasers.body.pending).toBeUndefined();
      expect((await get<UpdateEntry[]>(member, '/api/updates')).body.map((entry) => entry.date)).toEqual(['Now']);
    }
    const pro = await get<GalleryPage>(who.pro, '/api/galleries/gallery_pro');
    expect(pro.body.images.map((image) => image.id)).toEqual([published.id]);
    expect(pro.body.images[0]!.publication).toBeUndefined();
    const directory = await get<GalleryDirectory>(who.pro, '/api/galleries');
    expect(directory.body.galleries.map((config) => config.collectionName)).not.toContain('gallery_winter');
    const drops = directory.body.folders.find((candidate) => candidate.id === folder.id)!;
    expect(drops).toMatchObject({ galleryCount: 0, cover: null });
    expect((await get(who.pro, '/api/galleries/gallery_winter')).status).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/galleries/gallery_pro/images/${draft.json().id}/like`, headers: who.pro.headers })).statusCode).toBe(404);
    // The signed-in page's first view (What's New) carries the same list.
    const home = await app.inject({ url: '/auth-home', headers: who.pro.headers });
    expect(home.body).not.toContain('Secret');

    const owner = await get<GalleryPage>(who.owner, '/api/galleries/gallery_pro');
    expect(owner.body.images.map((image) => image.id)).toEqual([published.id]);
    expect(owner.body.pending?.map((image) => [image.id, image.publication?.state])).toEqual([[draft.json().id, 'draft']]);
    const ownerUpdates = (await get<UpdateEntry[]>(who.owner, '/api/updates')).body;
    expect(ownerUpdates.map((entry) => entry.publication?.state).sort()).toEqual(['draft', 'published', 'scheduled']);
    const ownerDirectory = (await get<GalleryDirectory>(who.owner, '/api/galleries')).body;
    expect(ownerDirectory.galleries.find((config) => config.collectionName === 'gallery_winter')?.publication?.state).toBe('scheduled');
  });

  it('publishes due items once, live, with two passes claiming at the same time', async () => {
    const before = await announcements();
    await makeDue();
    const passes = await Promise.all([publishDueContent(app.ctx), publishDueContent(app.ctx), publishDueContent(app.ctx)]);
    // The teaser, the gallery (its picture, published within it, comes with it) and the scheduled update; the drafts stay.
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(3);
    const announced = (await announcements()).filter((id) => !before.includes(id));
    expect(announced).toHaveLength(3);
    expect(new Set(announced).size).toBe(3);
    expect(await publishDueContent(app.ctx)).toBe(0);

    expect((await get<UpdateEntry[]>(who.basic, '/api/updates')).body.map((entry) => entry.date).sort()).toEqual(['Later', 'Now']);
    const winter = await get<GalleryPage>(who.pro, '/api/galleries/gallery_winter');
    expect(winter.status).toBe(200);
    expect(winter.body.images).toHaveLength(1);
    expect((await get<GalleryPage>(who.basic, '/api/galleries/gallery')).body.images).toHaveLength(1);
    const folder = (await get<GalleryDirectory>(who.pro, '/api/galleries')).body.folders.find((candidate) => candidate.name === 'Drops')!;
    expect(folder.galleryCount).toBe(1);
    expect(folder.cover).not.toBeNull();
  });

  it('reads schedules in the owner’s time zone, and refuses an unknown zone', async () => {
    expect((await send('PUT', '/api/admin/publishing/settings', { timeZone: 'Mars/Olympus_Mons', showNextDropTitle: false })).json()).toMatchObject({
      code: 'validation_failed',
    });
    expect((await send('PUT', '/api/admin/publishing/settings', { timeZone: 'America/New_York', showNextDropTitle: false })).statusCode).toBe(200);
    const summer = (await send('POST', '/api/admin/updates', { date: 'Summer', update: 'x', publication: { state: 'scheduled', at: '2099-07-01T09:00' } })).json();
    const winter = (await send('POST', '/api/admin/updates', { date: 'Winter', update: 'x', publication: { state: 'scheduled', at: '2099-01-15T09:00' } })).json();
    expect(summer.publication.at).toBe('2099-07-01T13:00:00.000Z');
    expect(winter.publication.at).toBe('2099-01-15T14:00:00.000Z');
    expect(instantToZonedTime(new Date(winter.publication.at), 'America/New_York')).toBe('2099-01-15T09:00');

    const calendar = (await get<CalendarMonth>(who.owner, '/api/admin/calendar?month=2099-07')).body;
    expect(calendar.timeZone).toBe('America/New_York');
    expect(calendar.items.filter((item) => item.publication.state === 'scheduled').map((item) => item.title).sort()).toEqual(['Summer', 'Winter']);
    expect(calendar.emptyFortnight).toBe(true);
    // Pro members see the date of the next drop, and its title only when the owner allows it.
    expect((await get<NextDrop>(who.pro, '/api/next-drop')).body).toEqual({ at: winter.publication.at, title: null });
    await send('PUT', '/api/admin/publishing/settings', { timeZone: 'America/New_York', showNextDropTitle: true });
    expect((await get<NextDrop>(who.pro, '/api/next-drop')).body).toEqual({ at: winter.publication.at, title: 'Winter' });
    expect((await get(who.basic, '/api/next-drop')).status).toBe(403);
    await send('DELETE', `/api/admin/updates/${summer.id}`);
    await send('DELETE', `/api/admin/updates/${winter.id}`);
  });

  it('refuses a schedule in the past and rescheduling a published item; a drop deleted before its time is never announced', async () => {
    const past = await send('POST', '/api/admin/updates', { date: 'Past', update: 'x', publication: { state: 'scheduled', at: '2001-01-01T00:00' } });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ code: 'schedule_in_past', message: PUBLISHING_MESSAGES.scheduleInPast });
    expect((await send('POST', '/api/admin/updates', { date: 'Bad', update: 'x', publication: { state: 'scheduled', at: 'tomorrow' } })).statusCode).toBe(400);
    expect((await uploadAs('gallery_pro', { state: 'later' })).statusCode).toBe(400);

    const live = (await send('POST', '/api/admin/updates', { date: 'Live', update: 'x' })).json();
    const again = await send('PUT', `/api/admin/calendar/update/${live.id}`, { state: 'scheduled', at: FUTURE });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_published');
    expect((await send('PUT', `/api/admin/calendar/update/${crypto.randomUUID()}`, { state: 'draft' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/calendar/poem/${live.id}`, { state: 'draft' })).statusCode).toBe(400);

    const drop = (await send('POST', '/api/admin/updates', { date: 'Dropped', update: 'x', publication: { state: 'scheduled', at: FUTURE } })).json();
    const moved = await send('PUT', `/api/admin/calendar/update/${drop.id}`, { state: 'scheduled', at: '2099-08-01T10:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await send('DELETE', `/api/admin/updates/${drop.id}`)).statusCode).toBe(204);
    const before = await announcements();
    await makeDue();
    expect(await publishDueContent(app.ctx)).toBe(0);
    expect(await announcements()).toEqual(before);
    expect((await get<UpdateEntry[]>(who.basic, '/api/updates')).body.map((entry) => entry.date)).not.toContain('Dropped');
  });

  it('publishes a draft from the calendar at once, announced once', async () => {
    const draft = (await send('POST', '/api/admin/updates', { date: 'From draft', update: 'x', publication: { state: 'draft' } })).json();
    expect((await send('PUT', `/api/admin/calendar/update/${draft.id}`, { state: 'published' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/calendar/update/${draft.id}`, { state: 'published' })).statusCode).toBe(409);
    expect((await announcements()).filter((id) => id === draft.id)).toHaveLength(1);
    expect((await get<UpdateEntry[]>(who.basic, '/api/updates')).body[0]!.date).toBe('From draft');
  });
});

// Two instances share a database only on a database server.
describe.runIf(testDatabaseUrl)('scheduled publishing on two instances of one database', () => {
  it('announces each due item once, whichever instance claims it', async () => {
    const config = testConfig();
    const first = await createTestApp(config);
    const second = await buildApp(config);
    try {
      await second.ready();
      const owner = await signInOwner(first);
      for (let i = 0; i < 20; i += 1) {
        const res = await first.inject({ method: 'POST', url: '/api/admin/updates', headers: owner.headers, payload: { date: `Drop ${i}`, update: 'x', publication: { state: 'scheduled', at: FUTURE } } });
        expect(res.statusCode, res.body).toBe(201);
      }
      await first.ctx.database.db.execute(sql`update whats_new set scheduled_for = now() - interval '1 second' where published_at is null`);
      const passes = await Promise.all([publishDueContent(first.ctx), publishDueContent(second.ctx), publishDueContent(first.ctx), publishDueContent(second.ctx)]);
      expect(passes.reduce((sum, n) => sum + n, 0)).toBe(20);
      const rows = rowsOf<{ id: string; times: number }>(
        await first.ctx.database.db.execute(sql`select payload->>'id' as id, count(*)::int as times from live_events where type = 'content.published' group by 1`),
      );
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
    // Two apps of its own to build: more than the default ceiling on a machine busy with other files.
  }, 90_000);
});
