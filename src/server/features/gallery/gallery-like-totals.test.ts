import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryDirectory, GalleryPage } from '../../../shared/features/gallery.schema.js';
import { type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { configureGallery, pngOf, upload } from '../../test-support/gallery.js';
import { signInOwner } from '../../test-support/people.js';

const IMAGES = 5;
const MEMBERS = 4_000;
const EVERY_LIKE = IMAGES * MEMBERS;

/**
 * Like totals are kept by statement-level triggers (ADR 0106): one statement that adds or removes
 * thousands of likes, directly or by a cascade, must move each gallery's total by exactly its rows.
 * Runs on the embedded PostgreSQL and, in the server-pg project, on an external one.
 */
describe('like totals under bulk changes', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let collection: string;
  let other: string;

  const query = async <Row>(text: string, values: unknown[] = []) => (await app.ctx.database.pool.query(text, values)).rows as Row[];
  const likesIn = async (name: string) => (await query<{ n: number }>('select count(*)::int as n from gallery_likes where collection = $1', [name]))[0]!.n;
  const pageOf = async (name: string) => (await app.inject({ url: `/api/galleries/${name}`, headers: owner.headers })).json() as GalleryPage;
  /** What a visitor sees as each gallery's total, checked against the likes themselves. */
  const expectTotalsExact = async () => {
    const directory = (await app.inject({ url: '/api/galleries', headers: owner.headers })).json() as GalleryDirectory;
    for (const name of [collection, other]) {
      const likes = await likesIn(name);
      expect((await pageOf(name)).totalLikes, name).toBe(likes);
      expect(directory.galleries.find((gallery) => gallery.collectionName === name)?.totalLikes ?? 0, name).toBe(likes);
    }
  };
  /** Every bulk member likes every picture of both galleries, in one statement. */
  const likeEverything = () =>
    query(`insert into gallery_likes (user_id, image_id, collection)
      select u.id, i.id, i.collection from users u cross join gallery_images i where u.email like 'bulk%'`);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    collection = await configureGallery(app, owner, 'bulk');
    other = await configureGallery(app, owner, 'neighbour');
    for (let i = 0; i < IMAGES; i += 1) await upload(app, owner, collection, await pngOf(8, 8), `${i}.png`, 'image/png');
    await upload(app, owner, other, await pngOf(8, 8), 'n.png', 'image/png');
    await query(`insert into users (issuer, subject, email) select 'bulk', 'bulk' || n, 'bulk' || n || '@example.com' from generate_series(1, $1::int) n`, [MEMBERS]);
  }, 120_000);
  afterAll(async () => app.close());

  it(`moves the totals by ${EVERY_LIKE} likes inserted and deleted in one statement each`, async () => {
    await likeEverything();
    expect(await likesIn(collection)).toBe(EVERY_LIKE);
    expect(await likesIn(other)).toBe(MEMBERS);
    await expectTotalsExact();

    await query(`delete from gallery_likes where collection = $1`, [collection]);
    expect(await likesIn(collection)).toBe(0);
    expect(await likesIn(other)).toBe(MEMBERS);
    await expectTotalsExact();
    await query(`delete from gallery_likes`);
  }, 60_000);

  it('lowers the totals exactly when pictures or a member go with their likes', async () => {
    await likeEverything();
    const doomed = (await pageOf(collection)).images.slice(0, 2).map((image) => image.id);
    expect(doomed).toHaveLength(2);
    await query(`delete from gallery_images where id = any($1::uuid[])`, [doomed]);
    expect(await likesIn(collection)).toBe((IMAGES - 2) * MEMBERS);
    await expectTotalsExact();

    await query(`delete from users where email = 'bulk1@example.com'`);
    expect(await likesIn(collection)).toBe((IMAGES - 2) * (MEMBERS - 1));
    expect(await likesIn(other)).toBe(MEMBERS - 1);
    await expectTotalsExact();

    // Many members at once: one cascade statement with likes in both galleries.
    await query(`delete from users where email like 'bulk2%'`);
    const left = (await query<{ n: number }>(`select count(*)::int as n from users where email like 'bulk%'`))[0]!.n;
    expect(left).toBeLessThan(MEMBERS - 1);
    expect(await likesIn(collection)).toBe((IMAGES - 2) * left);
    expect(await likesIn(other)).toBe(left);
    await expectTotalsExact();
  }, 60_000);

  it('stays exact when two connections toggle the same likes at once', async () => {
    await query(`delete from gallery_likes`);
    const members = (await query<{ id: string }>(`select id from users where email like 'bulk%' order by id limit 150`)).map((row) => row.id);
    const images = await query<{ id: string; collection: string }>(`select id, collection from gallery_images order by id`);
    expect(members.length).toBeGreaterThan(0);
    expect(images.length).toBeGreaterThan(1);
    const pairs = members.flatMap((member) => images.map((image) => [member, image.id, image.collection]));
    /** One statement per toggle, as the app's toggle: remove the like, or add it when there was none. */
    const toggle = `with removed as (delete from gallery_likes where user_id = $1 and image_id = $2 returning 1)
      insert into gallery_likes (user_id, image_id, collection) select $1, $2, $3 where not exists (select 1 from removed) on conflict do nothing`;
    const toggleAll = async (client: { query: (text: string, values: string[]) => Promise<unknown> }, list: string[][]) => {
      for (const pair of list) await client.query(toggle, pair);
    };
    const [first, second] = [await app.ctx.database.pool.connect(), await app.ctx.database.pool.connect()];
    try {
      // The same likes from both ends of the list, so the two connections meet on every row in the middle.
      await Promise.all([toggleAll(first, pairs), toggleAll(second, [...pairs].reverse())]);
      // A bulk statement that rolls back leaves the totals as they were.
      await first.query('begin');
      await first.query(`insert into gallery_likes (user_id, image_id, collection) select u.id, i.id, i.collection from users u cross join gallery_images i on conflict do nothing`);
      await first.query('rollback');
    } finally {
      first.release();
      second.release();
    }
    await expectTotalsExact();
  }, 60_000);
});
