import type { AppContext } from '../../app-context.js';
import { notFound, refused } from '../../errors.js';
import { assertSafeKey, type StoredObject } from '../../integrations/storage.js';
import type { MediaGrant, MediaUrlQuery } from '../../media/signed-media-urls.js';

/** What the media route answers with: the bytes, or a redirect to the object store's own short-lived URL. */
export type MediaAnswer = { grant: MediaGrant } & ({ kind: 'object'; object: StoredObject } | { kind: 'redirect'; location: string });

const invalidLink = () => refused('media_link_invalid', 'This media link is not valid.');
const expiredLink = () => refused('media_link_expired', 'This media link has expired. Reload the page to see it again.');

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens what a signed media URL names, without any database query: the
 * signature and expiry decide (access was checked when the URL was handed out).
 * Tampered or truncated → 403 media_link_invalid; expired → 403
 * media_link_expired; a key that is not a plain storage path, or no such object → 404.
 */
export async function openSignedMedia(ctx: AppContext, key: string, query: MediaUrlQuery): Promise<MediaAnswer> {
  if (!isSafeKey(key)) throw notFound('That file');
  const check = ctx.mediaUrls.check(key, query);
  if (!check.ok) throw check.reason === 'expired' ? expiredLink() : invalidLink();
  const { grant } = check;
  if (grant.marked) return { grant, kind: 'object', object: await ctx.markedCopies.open(key, grant.viewerId, grant.label) };
  const location = await ctx.storage.presignedGetUrl?.(key, grant.remainingSeconds);
  if (location) return { grant, kind: 'redirect', location };
  const object = await ctx.storage.get(key);
  if (!object) throw notFound('That file');
  return { grant, kind: 'object', object };
}

/** Thumbnails are what every grid shows; the serve log records the display sizes and originals only. */
export const isLoggedFetch = (key: string) => !/(^|\/)thumb\.[a-z0-9]+$/.test(key);
