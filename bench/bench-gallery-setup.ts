/**
 * Filling a bench site: a configured gallery made through the API by the owner,
 * one picture uploaded through the API, then copied by SQL (INSERT … SELECT
 * generate_series) to the size wanted; members signed in through the sign-in
 * pages and made Pro by SQL. Uploading thousands of pictures through the API
 * would meet the upload limits the bench keeps on.
 */
import pg from 'pg';
import sharp from 'sharp';
import { call, type ProductionSite, type Visitor } from './production-site.js';

/** Runs `use` with one bare connection to the site's database. */
export async function withDatabase<T>(site: ProductionSite, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(site.database);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A configured gallery (in a folder of its own), made by the owner through the API; returns its collection name. */
export async function makeGallery(site: ProductionSite, owner: Visitor, label: string): Promise<string> {
  const folder = await call<{ id: string }>(site, owner, '/api/gallery-folders', { method: 'POST', json: { name: `Bench ${label}` } });
  const config = await call<{ collectionName: string }>(site, owner, '/api/gallery-configs', {
    method: 'POST',
    json: { displayTitle: `Bench ${label}`, galleryId: `bench${label}`, folderId: folder.id },
  });
  return config.collectionName;
}

/** Uploads one small picture through the API, as the owner's browser would; returns its id. */
export async function uploadPicture(site: ProductionSite, owner: Visitor, collection: string, seed: number): Promise<string> {
  const bytes = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: (seed * 37) % 255, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `picture-${seed}.jpg`);
  return (await call<{ id: string }>(site, owner, `/api/galleries/${collection}/images`, { method: 'POST', body: form })).id;
}

/**
 * Copies picture `sourceId` into `collection` until it holds `total` pictures,
 * each a row of its own (same files), ordered and a second apart, in one statement.
 */
export async function fillGallery(client: pg.Client, sourceId: string, collection: string, total: number): Promise<void> {
  await client.query(
    `insert into gallery_images (collection, filename, user_id, path, original_key, thumb_key, thumb_width, thumb_height,
       display_key, display_width, display_height, placeholder, display_order, created_at)
     select $2, 'copy-' || n || '.jpg', user_id, path, original_key, thumb_key, thumb_width, thumb_height,
       display_key, display_width, display_height, placeholder, n, now() - n * interval '1 second'
     from gallery_images, generate_series(1, $3::int - (select count(*)::int from gallery_images where collection = $2)) as n
     where id = $1`,
    [sourceId, collection, total],
  );
}

/** Makes the signed-in visitors Pro members (the role a paid or granted membership gives). */
export async function makePro(client: pg.Client, visitors: Visitor[]): Promise<void> {
  await client.query(`update users set role = 'pro_user' where email = any($1::text[])`, [visitors.map((visitor) => visitor.email)]);
}

/** The visitors' user ids, in the visitors' order. */
export async function userIds(client: pg.Client, visitors: Visitor[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string; email: string }>('select id, email from users where email = any($1::text[])', [visitors.map((visitor) => visitor.email)]);
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return visitors.map((visitor) => {
    const id = byEmail.get(visitor.email);
    if (!id) throw new Error(`no user ${visitor.email}`);
    return id;
  });
}

/**
 * Waits until the site's idle pooled connections have closed (db/client.ts closes
 * them after 5 s), so a floor's own pool fits in the embedded server's 20 slots.
 */
export async function waitForIdleSite(site: ProductionSite, atMost = 6): Promise<void> {
  await withDatabase(site, async (client) => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and datname = current_database()`);
      if (rows[0]!.n <= atMost) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}
