/**
 * The gallery as members use it, measured on the built site in a process of its
 * own (production-site.ts) with load from another process (load.ts): the first
 * page of a 200-picture gallery, the same page unchanged (304), and one like
 * toggle from each of BENCH_CONNECTIONS members (2,000 unless set), all at once
 * on as many open connections. Each figure is a ratio to a bare `pg` client
 * running the same statements at the same concurrency (sql-floor.ts).
 */
import { GALLERY_PAGE_SIZE, type GalleryPage } from '../src/shared/features/gallery.schema.js';
import { listImagePage } from '../src/server/features/gallery/gallery.repo.js';
import { toggleLike } from '../src/server/features/gallery/gallery-likes.repo.js';
import { fillGallery, makeGallery, makePro, uploadPicture, userIds, waitForIdleSite, withDatabase } from './bench-gallery-setup.js';
import { loadFromChild, reportAgainstFloor } from './load.js';
import { call, clientAddress, load, OWNER_EMAIL, signIn, signInMany, startProductionSite, type ProductionSite, type Visitor } from './production-site.js';
import { captureStatements, SITE_POOL_SIZE, sqlFloor } from './sql-floor.js';

const IMAGES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIST_CONNECTIONS = 50;
const MEMBERS = Number(process.env.BENCH_CONNECTIONS ?? 2_000);
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Sums every image's likes over all pages, and the total the gallery reports. */
async function countedLikes(site: ProductionSite, collection: string, who: Visitor): Promise<{ sum: number; total: number }> {
  const pages: GalleryPage[] = [];
  let cursor: string | null = null;
  do {
    pages.push(await call<GalleryPage>(site, who, `/api/galleries/${collection}${cursor ? `?cursor=${cursor}` : ''}`));
    cursor = pages.at(-1)!.nextCursor;
  } while (cursor);
  const sum = pages.reduce((total, page) => total + page.images.reduce((subtotal, image) => subtotal + image.likes, 0), 0);
  return { sum, total: pages.at(-1)!.totalLikes };
}

export async function benchGallery(): Promise<void> {
  const site = await startProductionSite();
  try {
    const owner = await signIn(site, OWNER_EMAIL, clientAddress(1));
    const collection = await makeGallery(site, owner, 'likes');
    const first = await uploadPicture(site, owner, collection, 1);
    out(`Gallery on the built site (${site.databaseName}): ${IMAGES} pictures, signing in ${MEMBERS} members… (${load()})`);
    const members = await signInMany(site, 'member', MEMBERS, 1_000);
    const { imageIds, memberIds } = await withDatabase(site, async (client) => {
      await fillGallery(client, first, collection, IMAGES);
      await makePro(client, members);
      const { rows } = await client.query<{ id: string }>('select id from gallery_images where collection = $1 order by display_order', [collection]);
      return { imageIds: rows.map((row) => row.id), memberIds: await userIds(client, members) };
    });
    const pagePath = `/api/galleries/${collection}`;

    // The first page, as each member's browser asks for it (each from its own address).
    await waitForIdleSite(site);
    const pageFloor = await sqlFloor({
      database: site.database,
      poolSize: SITE_POOL_SIZE,
      callers: LIST_CONNECTIONS,
      seconds: SECONDS,
      // The page's statement for the first members, as the site gets it from each of them.
      statements: await captureStatements(site.database, async (db) => {
        for (const viewer of memberIds.slice(0, LIST_CONNECTIONS)) await listImagePage(db, collection, viewer, true, null, GALLERY_PAGE_SIZE);
      }),
    });
    const firstPage = await loadFromChild({ url: site.url, connections: LIST_CONNECTIONS, seconds: SECONDS, requests: members.map((member) => ({ path: pagePath, headers: member.headers })) });
    reportAgainstFloor(`first page (${GALLERY_PAGE_SIZE} of ${IMAGES}), ${LIST_CONNECTIONS} connections`, firstPage, pageFloor);
    // Each member's own ETag (a page holds the viewer's own likes), from many addresses as in production:
    // one address alone would meet the per-address limit within the run.
    const revalidating = await Promise.all(
      members.slice(0, 200).map(async (member) => {
        const etag = (await fetch(new URL(pagePath, site.url), { headers: member.headers })).headers.get('etag') ?? '';
        return { path: pagePath, headers: { ...member.headers, 'if-none-match': etag } };
      }),
    );
    const unchanged = await loadFromChild({ url: site.url, connections: LIST_CONNECTIONS, seconds: SECONDS, requests: revalidating });
    reportAgainstFloor(`first page unchanged (304), ${LIST_CONNECTIONS} connections`, unchanged, pageFloor, [304]);

    // One toggle per member, all at once, each on its own open connection.
    const pairs = memberIds.map((member, i) => ({ member, image: imageIds[(i * 7) % imageIds.length]! }));
    const toggleStatements = await captureStatements(site.database, async (db) => {
      // Every pair toggled, then every pair again, so the floor leaves the likes as they were.
      for (let twice = 0; twice < 2; twice += 1) for (const pair of pairs) await toggleLike(db, collection, pair.image, pair.member);
    });
    await waitForIdleSite(site);
    const toggleFloor = await sqlFloor({ database: site.database, poolSize: SITE_POOL_SIZE, callers: MEMBERS, amount: toggleStatements.length, statements: toggleStatements });
    const toggles = await loadFromChild({
      url: site.url,
      connections: MEMBERS,
      amount: MEMBERS,
      requests: pairs.map((pair, i) => ({ method: 'POST', path: `/api/galleries/${collection}/images/${pair.image}/like`, headers: members[i]!.headers })),
    });
    reportAgainstFloor(`like toggles, ${MEMBERS} members on ${MEMBERS} connections`, toggles, toggleFloor);
    const counted = await countedLikes(site, collection, owner);
    out(`  like counts ${counted.sum === counted.total ? 'exact' : 'WRONG'}: ${counted.total} likes, ${counted.sum} summed over pictures`);
  } finally {
    await site.stop();
  }
}
