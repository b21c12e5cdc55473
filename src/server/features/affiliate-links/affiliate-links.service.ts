import type { AffiliateLink } from '../../../shared/features/affiliate-links.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { IMAGE_CONTENT_TYPES } from '../../media/images.js';
import type { AffiliateLinkForm } from './affiliate-link.form.js';
import { writeFilesThenRecord } from '../media-files/media-files.service.js';
import { deleteAffiliateImage, prepareAffiliateImage } from './affiliate-images.service.js';
/** The stored pictures of affiliate links are kept under this prefix (the Police list names them by it). */
export { AFFILIATE_IMAGE_PREFIX } from './affiliate-images.service.js';
import {
  deleteAffiliateLink,
  findAffiliateLink,
  insertAffiliateLink,
  listAffiliateLinks,
  updateAffiliateLink,
  type AffiliateLinkValues,
} from './affiliate-links.repo.js';
import type { AffiliateLinkRow } from './affiliate-links.table.js';

/** A link as one viewer receives it: its image URL is signed for them (callers have checked Pro access). */
function toLink(ctx: AppContext, viewerId: string, row: AffiliateLinkRow): AffiliateLink {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    code: row.code,
    imageUrl: row.imagePath ? ctx.mediaUrls.urlFor(row.imagePath, viewerId) : null,
    link: row.link,
    discountPercent: row.discountPercent,
    createdAt: row.createdAt.toISOString(),
  };
}

const announce = (ctx: AppContext, id: string, tx: Tx) =>
  ctx.live.publish({ type: 'affiliate_links.changed', data: { id } }, { kind: 'pro' }, tx);

function valuesOf(form: AffiliateLinkForm, imagePath: string | null): AffiliateLinkValues {
  const { title, description, link, code, discountPercent } = form.fields;
  return { title, description, link, code, discountPercent, imagePath };
}

/**
 * Runs a write in one transaction, with the form's new image stored first when
 * there is one (writeFilesThenRecord): if the write fails, or the process dies
 * between the two, the new image goes again, so storage holds nothing the
 * database does not point to.
 */
async function withNewImage<T>(ctx: AppContext, form: AffiliateLinkForm, write: (tx: Tx, newKey: string | null) => Promise<T>): Promise<T> {
  if (!form.image) return ctx.database.db.transaction((tx) => write(tx, null));
  const image = await prepareAffiliateImage(form.image);
  return writeFilesThenRecord(ctx, [image.key], () => ctx.storage.put(image.key, image.data, IMAGE_CONTENT_TYPES.webp), (tx) => write(tx, image.key));
}

/** Newest first (SPEC §7). */
export async function getAffiliateLinks(ctx: AppContext, viewerId: string): Promise<AffiliateLink[]> {
  return (await listAffiliateLinks(ctx.database.db)).map((row) => toLink(ctx, viewerId, row));
}

export async function addAffiliateLink(ctx: AppContext, adminId: string, form: AffiliateLinkForm): Promise<AffiliateLink> {
  return withNewImage(ctx, form, async (tx, newKey) => {
    const row = await insertAffiliateLink(tx, valuesOf(form, newKey));
    await announce(ctx, row.id, tx);
    return toLink(ctx, adminId, row);
  });
}

/** A new image replaces the old one; removeImage drops it; otherwise the image stays. */
export async function editAffiliateLink(ctx: AppContext, adminId: string, id: string, form: AffiliateLinkForm): Promise<AffiliateLink> {
  const existing = await findAffiliateLink(ctx.database.db, id);
  if (!existing) throw notFound('That affiliate link');
  const updated = await withNewImage(ctx, form, async (tx, newKey) => {
    const imagePath = newKey ?? (form.fields.removeImage ? null : existing.imagePath);
    const row = await updateAffiliateLink(tx, id, valuesOf(form, imagePath));
    if (!row) throw notFound('That affiliate link');
    await announce(ctx, row.id, tx);
    return row;
  });
  if (existing.imagePath && existing.imagePath !== updated.imagePath) await deleteAffiliateImage(ctx, existing.imagePath);
  return toLink(ctx, adminId, updated);
}

export async function removeAffiliateLink(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.database.db.transaction(async (tx) => {
    const row = await deleteAffiliateLink(tx, id);
    if (!row) throw notFound('That affiliate link');
    await announce(ctx, id, tx);
    return row;
  });
  await deleteAffiliateImage(ctx, removed.imagePath);
}
