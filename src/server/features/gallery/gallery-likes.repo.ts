import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { isPublished } from '../publishing/publishing.table.js';
import { galleryImages, galleryLikes, galleryLikeTotals } from './gallery.table.js';

const totalOfShards = sql<number>`coalesce(sum(${galleryLikeTotals.likes}), 0)::int`;

/** A gallery's total likes, as a scalar subquery: the sum of its few total rows (kept by a trigger on the likes). */
export const totalLikesOf = (collection: SQLWrapper) => sql<number>`(select ${totalOfShards} from ${galleryLikeTotals} where ${galleryLikeTotals.collection} = ${collection})`;

export async function countLikes(db: Db, collection: string): Promise<number> {
  const [row] = await db.select({ value: totalOfShards }).from(galleryLikeTotals).where(eq(galleryLikeTotals.collection, collection));
  return row?.value ?? 0;
}

/** Total likes of every collection that has any. */
export async function countLikesByCollection(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ collection: galleryLikeTotals.collection, value: totalOfShards }).from(galleryLikeTotals).groupBy(galleryLikeTotals.collection);
  return new Map(rows.filter((row) => row.value > 0).map((row) => [row.collection, row.value]));
}

const collectionParam = sql.placeholder('collection');
const imageParam = sql.placeholder('imageId');
const userParam = sql.placeholder('userId');

/** Every like is this statement, so it is prepared once per connection. */
const toggleLikeStatement = preparedStatement<{ found: boolean; removed: number; added: number; likes: number; total: number }>(
  'toggle_like',
  sql`
    with image as (
      select ${galleryImages.id} as id from ${galleryImages} where ${galleryImages.id} = ${imageParam} and ${galleryImages.collection} = ${collectionParam} and ${isPublished(galleryImages.publishedAt)}
    ), removed as (
      delete from ${galleryLikes}
      where ${galleryLikes.userId} = ${userParam} and ${galleryLikes.imageId} = (select id from image)
      returning 1
    ), added as (
      insert into ${galleryLikes} (user_id, image_id, collection)
      select ${userParam}, id, ${collectionParam} from image where not exists (select 1 from removed)
      on conflict do nothing
      returning 1
    )
    select
      exists (select 1 from image) as found,
      (select count(*) from removed)::int as removed,
      (select count(*) from added)::int as added,
      (select count(*) from ${galleryLikes} where ${galleryLikes.imageId} = ${imageParam})::int as likes,
      ${totalLikesOf(collectionParam)} as total`,
);

/**
 * Flips one user's like on one image of `collection` in one statement (one
 * round trip, no transaction held open): the like row is all it writes, and the
 * trigger that follows it adds to the gallery's total in this connection's own
 * slot, so toggles by different people never queue on a shared row. The counts
 * come back from the same statement: the likes before it (its snapshot) plus
 * what it changed. Undefined when the image is not in the collection.
 */
export async function toggleLike(db: Db, collection: string, imageId: string, userId: string): Promise<{ liked: boolean; likes: number; totalLikes: number } | undefined> {
  const rows = await toggleLikeStatement(db, { imageId, collection, userId });
  const row = rows[0];
  if (!row?.found) return undefined;
  const delta = row.added - row.removed;
  // Neither removed nor added: another request of the same user liked it a moment ago; liked either way.
  return { liked: row.removed === 0, likes: row.likes + delta, totalLikes: row.total + delta };
}

/** True once any folder, configured gallery or image exists (demo seeding stops then). */
