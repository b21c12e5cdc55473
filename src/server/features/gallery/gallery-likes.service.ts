import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { LikeResult } from '../../../shared/features/gallery.schema.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { assertMayView, publishChange } from './gallery.access.js';
import { toggleLike } from './gallery-likes.repo.js';

/**
 * SPEC §4 like toggle: one statement writes one like row (no shared counter
 * row) and reads the counts back, so they are exact under any number of
 * concurrent toggles. Viewers hear of likes through a coalesced announcement.
 */
export async function toggleImageLike(ctx: AppContext, announcer: LikeAnnouncer, user: CurrentUser, collection: string, imageId: string): Promise<LikeResult> {
  // No config lookup: configured galleries are never deleted, so an image found in the collection proves it exists.
  assertMayView(user, collection);
  const toggled = await toggleLike(ctx.database.db, collection, imageId, user.id);
  if (!toggled) throw notFound('That image');
  announcer.announce(ctx, collection);
  return toggled;
}

/** Likes of a collection are announced at most this often (per instance): every announcement makes every open page refetch. */
const LIKES_ANNOUNCE_MS = 1000;
/**
 * A burst of likes becomes one 'gallery.changed' per collection and second,
 * after the likes were written: a crash in between loses only the hint, not a like.
 * One per app (the gallery module's instance).
 */
export class LikeAnnouncer {
  private readonly pending = new Set<string>();

  announce(ctx: AppContext, collection: string): void {
    if (this.pending.has(collection)) return;
    this.pending.add(collection);
    setTimeout(() => {
      this.pending.delete(collection);
      publishChange(ctx, collection).catch(() => undefined);
    }, LIKES_ANNOUNCE_MS).unref();
  }
}
