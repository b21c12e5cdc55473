import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, PRO_COLLECTION, type GalleryDirectory, type GalleryPage } from '../../../shared/features/gallery.schema.js';
import { rowsOf } from '../../db/prepared.js';
import { accounts, configureGallery, type Accounts } from '../../test-support/gallery.js';
import { explainPlan, summarisePlan } from '../../test-support/query-plans.js';
import { createTestApp } from '../../test-support/test-app.js';
import { galleryListStatements } from './gallery.repo.js';

const LARGE = 20_000;
const DEEP = 15_000;

/**
 * Issue 26: a gallery page and the directory cost the same at 20,000 pictures as at 200.
 * The real statements the repo runs are explained on a large gallery: each must read its
 * rows from an index in order (no sequential scan of the pictures, no sort of them, no
 * rows read and then thrown away by a filter), first page and deep page alike.
 */
describe('gallery list query plans on a large gallery', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let large: string;
  let coveredFolderId: string;
  const db = () => app.ctx.database.db;

  /** Pictures put straight into the table: no files, they are never served here. */
  const seed = (collection: string, count: number) =>
    db().execute(sql`insert into gallery_images (collection, filename, path, original_key, thumb_key, thumb_width, thumb_height,
        display_key, display_width, display_height, placeholder, display_order, created_at)
      select ${collection}, 'p' || g || '.jpg', 'galleries/' || ${collection} || '/' || g, 'o' || g, 't' || g, 400, 300, 'd' || g, 1600, 1200, '',
        g % 500, timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 second' + (g % 7) * interval '1 microsecond'
      from generate_series(1, ${count}) g`);

  /** The image at `offset` of a collection in its page order, as a cursor names it. */
  async function positionAt(collection: string, byDisplayOrder: boolean, offset: number) {
    const order = byDisplayOrder ? sql`display_order asc, created_at desc, id asc` : sql`created_at desc, display_order desc, id desc`;
    const rows = rowsOf<{ displayOrder: number; micros: string; id: string }>(
      await db().execute(sql`select display_order as "displayOrder", floor(extract(epoch from created_at) * 1000000)::bigint::text as micros, id
        from gallery_images where collection = ${collection} order by ${order} offset ${offset} limit ${GALLERY_PAGE_SIZE + 1}`),
    );
    return rows;
  }

  const cursorOf = (row: { displayOrder: number; micros: string; id: string }) => Buffer.from(JSON.stringify([row.displayOrder, row.micros, row.id])).toString('base64url');

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'plans');
    large = await configureGallery(app, who.owner, 'large', 'Large');
    await seed(large, LARGE);
    await seed(PRO_COLLECTION, LARGE);
    // More folders and galleries for the directory, one folder with the owner's pick as its cover.
    for (let i = 0; i < 8; i += 1) await seed(await configureGallery(app, who.owner, `side-${i}`, `Side ${i}`), 50);
    const directory = (await app.inject({ url: '/api/galleries', headers: who.pro.headers })).json() as GalleryDirectory;
    const folder = directory.folders.find((candidate) => candidate.name === 'Folder side-3')!;
    coveredFolderId = folder.id;
    const [pick] = await positionAt('gallery_side-3', true, 10);
    expect((await app.inject({ method: 'PUT', url: `/api/gallery-folders/${folder.id}/cover`, headers: who.owner.headers, payload: { imageId: pick!.id } })).statusCode).toBe(200);
    await db().execute(sql`analyze`);
  }, 120_000);
  afterAll(async () => app.close());

  const pageValues = async (name: keyof typeof galleryListStatements) => {
    const byDisplayOrder = name.startsWith('ordered');
    const collection = byDisplayOrder ? large : PRO_COLLECTION;
    const values: Record<string, unknown> = { collection, viewerId: who.pro.id, limit: GALLERY_PAGE_SIZE + 1 };
    if (name.endsWith('After')) {
      const [deep] = await positionAt(collection, byDisplayOrder, DEEP);
      Object.assign(values, { afterOrder: deep!.displayOrder, afterMicros: deep!.micros, afterId: deep!.id });
    }
    return values;
  };

  const pages = ['ordered', 'orderedAfter', 'newest', 'newestAfter'] as const;
  // The plan for the values at hand, and the generic one a prepared statement may settle on after its first runs.
  it.each(pages.flatMap((name) => [[name, 'custom'] as const, [name, 'generic'] as const]))('reads the %s page of 20,000 pictures from its index, in order (%s plan)', async (name, kind) => {
    const raw = await explainPlan(db(), galleryListStatements[name].query, await pageValues(name), { generic: kind === 'generic' });
    const plan = summarisePlan(raw);
    expect(plan.seqScanned).not.toContain('gallery_images');
    expect(plan.filteredAfterIndex).not.toContain('gallery_images');
    expect(plan.nodeTypes).not.toContain('Sort');
    expect(plan.nodeTypes).not.toContain('Incremental Sort');
    expect(plan.nodeTypes).toContain('Limit');
  });

  it('reads the folder covers one picture per gallery, never the whole table', async () => {
    for (const [statement, generic] of [galleryListStatements.firstCovers, galleryListStatements.pickedCovers].flatMap((statement) => [[statement, false], [statement, true]] as const)) {
      const plan = summarisePlan(await explainPlan(db(), statement.query, {}, { generic }));
      expect(plan.seqScanned).not.toContain('gallery_images');
      // Sorting the galleries of a folder is fine; sorting pictures would show as thousands of rows.
      for (const rows of plan.sortedRows) expect(rows).toBeLessThan(1_000);
    }
  });

  it('serves a deep page from an old cursor with the very images that follow it', async () => {
    for (const [collection, byDisplayOrder] of [[large, true], [PRO_COLLECTION, false]] as const) {
      const [cursorRow, ...expected] = await positionAt(collection, byDisplayOrder, DEEP);
      const res = await app.inject({ url: `/api/galleries/${collection}?cursor=${cursorOf(cursorRow!)}`, headers: who.pro.headers });
      expect(res.statusCode).toBe(200);
      const page = res.json() as GalleryPage;
      expect(page.images.map((image) => image.id)).toEqual(expected.slice(0, GALLERY_PAGE_SIZE).map((row) => row.id));
      expect(page.nextCursor).toBe(cursorOf(expected[GALLERY_PAGE_SIZE - 1]!));
    }
  });

  it('keeps the covers of the large directory: the first picture, and the owner’s pick where there is one', async () => {
    const directory = (await app.inject({ url: '/api/galleries', headers: who.pro.headers })).json() as GalleryDirectory;
    const [first] = await positionAt(large, true, 0);
    expect(directory.folders.find((folder) => folder.name === 'Folder large')!.cover?.imageId).toBe(first!.id);
    const [picked] = await positionAt('gallery_side-3', true, 10);
    expect(directory.folders.find((folder) => folder.id === coveredFolderId)!.cover?.imageId).toBe(picked!.id);
  });
});
