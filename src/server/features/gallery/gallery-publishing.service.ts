import { isProCollection } from '../../../shared/features/gallery.schema.js';
import { PUBLISHING_MESSAGES, type CalendarItem, type PublicationInput } from '../../../shared/features/publishing.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { contentPublished, planPublication, publicationOf, publicationValues } from '../publishing/publishing.service.js';
import { publishChange } from './gallery.access.js';
import * as repo from './gallery-publishing.repo.js';
import type { GalleryConfigRow, GalleryImageRow } from './gallery.table.js';

const captionOrName = (row: Pick<GalleryImageRow, 'caption' | 'filename'>) => row.caption ?? row.filename;

/**
 * Pictures that just became visible: each is announced once, unless its gallery is not published yet
 * (or was published by the same claim): then it reaches members with its gallery, whose announcement
 * covers it, and no member hears of a picture they cannot open.
 */
export async function announceImagePublished(ctx: AppContext, tx: Tx, rows: GalleryImageRow[], coveredCollections = new Set<string>()): Promise<void> {
  const collections = [...new Set(rows.map((row) => row.collection))];
  const hidden = await repo.unpublishedGalleriesAmong(tx, collections);
  for (const collection of collections) await publishChange(ctx, collection, tx, hidden.has(collection));
  for (const row of rows) {
    if (hidden.has(row.collection) || coveredCollections.has(row.collection)) continue;
    const audience = isProCollection(row.collection) ? 'pro' : 'signed_in';
    await contentPublished(ctx, { kind: 'image', id: row.id, title: captionOrName(row), collection: row.collection, audience }, tx);
  }
}

/** Galleries that just became visible: announced once each, and the Pro selector refetches. */
export async function announceGalleryPublished(ctx: AppContext, tx: Tx, rows: GalleryConfigRow[]): Promise<void> {
  if (rows.length > 0) await ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'pro' }, tx);
  for (const row of rows) {
    await publishChange(ctx, row.collectionName, tx);
    await contentPublished(ctx, { kind: 'gallery', id: row.id, title: row.displayTitle, collection: row.collectionName, audience: 'pro' }, tx);
  }
}

/** The due-items claim for galleries and pictures (ADR 0131); returns how many items it published. */
export async function publishDueGalleryContent(ctx: AppContext, tx: Tx): Promise<number> {
  const galleries = await repo.claimDueGalleries(tx);
  await announceGalleryPublished(ctx, tx, galleries);
  const images = await repo.claimDueImages(tx);
  await announceImagePublished(ctx, tx, images, new Set(galleries.map((gallery) => gallery.collectionName)));
  return galleries.length + images.length;
}

/** Reschedules, drafts or publishes now a picture or gallery not yet published; one already published is refused (409). */
export async function scheduleGalleryItem(ctx: AppContext, kind: 'image' | 'gallery', id: string, input: PublicationInput): Promise<void> {
  const plan = await planPublication(ctx.database.db, input);
  const values = publicationValues(plan);
  await ctx.database.db.transaction(async (tx) => {
    if (kind === 'image') {
      const row = await repo.setImagePublication(tx, id, values);
      if (!row) throw (await repo.findImage(tx, id)) ? conflict('already_published', PUBLISHING_MESSAGES.alreadyPublished) : notFound('That picture');
      if (row.publishedAt) await announceImagePublished(ctx, tx, [row]);
      else await publishChange(ctx, row.collection, tx, true);
      return;
    }
    const row = await repo.setGalleryPublication(tx, id, values);
    if (!row) throw (await repo.findConfigById(tx, id)) ? conflict('already_published', PUBLISHING_MESSAGES.alreadyPublished) : notFound('That gallery');
    if (row.publishedAt) {
      await announceGalleryPublished(ctx, tx, [row]);
    } else await ctx.live.publish({ type: 'gallery.directory_changed', data: {} }, { kind: 'admins' }, tx);
  });
}

/** The owner's calendar: every picture and gallery not yet published, and those published in [from, to). */
export async function galleryCalendarItems(db: Db, from: Date, to: Date): Promise<CalendarItem[]> {
  const { images, configs } = await repo.listCalendarGalleryItems(db, from, to);
  return [
    ...configs.map((row) => ({ kind: 'gallery' as const, id: row.id, title: row.displayTitle, collection: row.collectionName, publication: publicationOf(row) })),
    ...images.map((row) => ({ kind: 'image' as const, id: row.id, title: captionOrName(row), collection: row.collection, publication: publicationOf(row) })),
  ];
}

/** The soonest scheduled picture or gallery. */
export async function nextGalleryDrop(db: Db): Promise<{ at: Date; title: string } | undefined> {
  const { image, gallery } = await repo.nextScheduledGalleryItems(db);
  const candidates = [
    ...(image?.at ? [{ at: image.at, title: captionOrName(image) }] : []),
    ...(gallery?.at ? [{ at: gallery.at, title: gallery.title }] : []),
  ];
  return candidates.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
}
