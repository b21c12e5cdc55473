import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { isProCollection, PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import { can, isAdmin } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound } from '../../errors.js';
import type { Audience } from '../../live/live-hub.js';
import { findConfig } from './gallery.repo.js';
import type { GalleryConfigRow } from './gallery.table.js';

/**
 * Who may see a collection (SPEC §6): the teasers every signed-in user; the Pro
 * gallery and configured galleries Pro users and admins. A configured name that
 * was never configured does not exist.
 */
export function mayView(user: CurrentUser, collection: string): boolean {
  return isProCollection(collection) ? can(user, 'view_pro_content') || isAdmin(user) : can(user, 'view_galleries');
}

/** Throws 403 for a collection the user may not see; asks nothing of the database. */
export function assertMayView(user: CurrentUser, collection: string): void {
  if (!mayView(user, collection)) throw forbidden('Subscribe to Pro to see this gallery.');
}

/**
 * Throws 403 for a collection the user may not see, 404 for one that does not
 * exist; returns the config row of a configured gallery.
 */
export async function assertCollection(ctx: AppContext, user: CurrentUser, collection: string): Promise<GalleryConfigRow | undefined> {
  assertMayView(user, collection);
  if (collection === TEASER_COLLECTION || collection === PRO_COLLECTION) return undefined;
  const config = await findConfig(ctx.database.db, collection);
  // A gallery not yet published does not exist for members.
  if (!config || (!config.publishedAt && !isAdmin(user))) throw notFound('That gallery');
  return config;
}

/** Live changes reach exactly the people who may see the collection. */
export function audienceOf(collection: string): Audience {
  return isProCollection(collection) ? { kind: 'pro' } : { kind: 'signed_in' };
}

/**
 * Tells the open tabs that may see a collection that it changed (they refetch it); a change members
 * cannot see yet (a draft, a schedule) only the owner's tabs.
 */
export const publishChange = (ctx: AppContext, collection: string, tx?: Parameters<AppContext['live']['publish']>[2], ownerOnly = false) =>
  ctx.live.publish({ type: 'gallery.changed', data: { collection } }, ownerOnly ? { kind: 'admins' } : audienceOf(collection), tx);
