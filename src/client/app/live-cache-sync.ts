import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent, LiveEventType } from '../../shared/live-events.js';
import { affiliateLinksQuery } from '../features/affiliate-links/affiliate-links.api';
import { currentUserQuery } from '../features/auth/auth.api';
import { applyChatEvent, chatKeys } from '../features/chat/chat.api';
import { contentKeys } from '../features/content/content.api';
import { customOrderKeys } from '../features/custom-orders/custom-orders.api';
import { tipKeys } from '../features/tips/tips.api';
import { latestDownloadsQuery } from '../features/downloads/downloads.api';
import { SERVE_LOG_KEY } from '../features/leaks/leaks.api';
import { directoryQuery, galleryKeys } from '../features/gallery/gallery.api';
import { billingQuery, newProUsersKeys } from '../features/subscription/subscription.api';
import { memberKeys } from '../features/subscription/members.api';
import { updatesQuery } from '../features/updates/updates.api';
import { publishingKeys } from '../features/publishing/publishing.api';
import { siteSettingsQuery } from '../lib/site';
import { subscribeLiveEvent, subscribeLiveOpen } from '../lib/live-events';

/**
 * THE mapping from live event to the cached data it concerns. It runs for every
 * event of a signed-in tab, whether or not a view showing that data is open, so
 * a view opened later never shows what the event made stale. Chat events also
 * patch the cache in place (a new message appears without a refetch).
 *
 * Each event names the data it `backs` (what the stream keeps fresh, refetched
 * whenever the stream reopens, since events may have been missed) and, when an
 * event concerns only part of that, `keysOf` narrows it to what to invalidate.
 */
type KeysOf<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>, userId: string) => readonly QueryKey[];
interface LiveKeys<T extends LiveEventType> {
  backs: readonly QueryKey[];
  /** Omitted: every key in `backs`. Each key must lie under one of `backs` (live-cache-sync.test.tsx). */
  keysOf?: KeysOf<T>;
}

// Content whose fields depend on the tier (the Twitter link) is fetched again for the new tier.
// Billing too: a failed or recovered payment changes the notice without changing the record.
const OWN_USER_KEYS = [currentUserQuery.queryKey, contentKeys.all, billingQuery.queryKey];
const ANY_USER_KEYS = [newProUsersKeys.all, memberKeys.all, chatKeys.candidates];

export const LIVE_QUERY_KEYS: { [T in LiveEventType]: LiveKeys<T> } = {
  'user.updated': {
    backs: [...OWN_USER_KEYS, ...ANY_USER_KEYS],
    keysOf: (event, userId) => (event.data.userId === userId ? [...OWN_USER_KEYS, ...ANY_USER_KEYS] : ANY_USER_KEYS),
  },
  'gallery.changed': {
    backs: [galleryKeys.all, directoryQuery.queryKey],
    keysOf: (event) => [galleryKeys.gallery(event.data.collection), directoryQuery.queryKey],
  },
  'gallery.directory_changed': { backs: [directoryQuery.queryKey, publishingKeys.all] },
  'downloads.logged': { backs: [latestDownloadsQuery.queryKey] },
  'media.served': { backs: [SERVE_LOG_KEY] },
  'updates.changed': { backs: [updatesQuery.queryKey, publishingKeys.all] },
  // Its own feature's list (gallery.changed, updates.changed) came with it; the next drop and the calendar move on.
  'content.published': { backs: [publishingKeys.all] },
  'affiliate_links.changed': { backs: [affiliateLinksQuery.queryKey] },
  'content.updated': { backs: [contentKeys.all, siteSettingsQuery.queryKey] },
  // Patched in place by applyChatEvent; the list's unread counts come with chat.updated.
  'chat.message_created': { backs: [chatKeys.list], keysOf: () => [] },
  'chat.read': { backs: [chatKeys.list], keysOf: () => [] },
  'chat.updated': { backs: [chatKeys.list], keysOf: () => [chatKeys.unread] },
  'custom_orders.request_changed': { backs: [customOrderKeys.all] },
  'tips.changed': { backs: [tipKeys.list] },
};

/** Whether `key` is `prefix` or lies under it (as TanStack Query matches keys for invalidation). */
export function isUnderKey(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
}

/** Everything live events keep fresh, derived from the mapping: no key twice, none under another. */
export const LIVE_BACKED_KEYS: readonly QueryKey[] = Object.values(LIVE_QUERY_KEYS)
  .flatMap((entry) => entry.backs)
  .filter((key, index, all) => all.every((other, at) => !isUnderKey(key, other) || (isUnderKey(other, key) && at >= index)));

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, userId: string): void {
  if (event.type.startsWith('chat.')) applyChatEvent(queryClient, event);
  const entry = LIVE_QUERY_KEYS[event.type] as LiveKeys<LiveEventType>;
  for (const queryKey of entry.keysOf?.(event, userId) ?? entry.backs) void queryClient.invalidateQueries({ queryKey });
}

export function refetchLiveBacked(queryClient: QueryClient): void {
  for (const queryKey of LIVE_BACKED_KEYS) void queryClient.invalidateQueries({ queryKey });
}

/** Wires the mapping to the stream for as long as a user is signed in. */
export function useLiveCacheSync(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const types = Object.keys(LIVE_QUERY_KEYS) as LiveEventType[];
    const unsubscribes = types.map((type) => subscribeLiveEvent(type, (event) => applyLiveEvent(queryClient, event, userId)));
    unsubscribes.push(subscribeLiveOpen(() => refetchLiveBacked(queryClient)));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, userId]);
}
