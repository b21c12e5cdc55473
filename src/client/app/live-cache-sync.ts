import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent, LiveEventType } from '../../shared/live-events.js';
import { affiliateLinksQuery } from '../features/affiliate-links/affiliate-links.api';
import { currentUserQuery } from '../features/auth/auth.api';
import { applyChatEvent, chatKeys } from '../features/chat/chat.api';
import { contentKeys } from '../features/content/content.api';
import { customOrderKeys } from '../features/custom-orders/custom-orders.api';
import { latestDownloadsQuery } from '../features/downloads/downloads.api';
import { serveLogQuery } from '../features/leaks/leaks.api';
import { directoryQuery, galleryKeys } from '../features/gallery/gallery.api';
import { billingQuery, newProUsersQuery } from '../features/subscription/subscription.api';
import { memberKeys } from '../features/subscription/members.api';
import { updatesQuery } from '../features/updates/updates.api';
import { siteSettingsQuery } from '../lib/site';
import { subscribeLiveEvent, subscribeLiveOpen } from '../lib/live-events';

/**
 * THE mapping from live event to the cached data it concerns. It runs for every
 * event of a signed-in tab, whether or not a view showing that data is open, so
 * a view opened later never shows what the event made stale. Chat events also
 * patch the cache in place (a new message appears without a refetch).
 */
type KeysOf<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>, userId: string) => readonly QueryKey[];

export const LIVE_QUERY_KEYS: { [T in LiveEventType]: KeysOf<T> } = {
  'user.updated': (event, userId) => [
    // Content whose fields depend on the tier (the Twitter link) is fetched again for the new tier.
    // Billing too: a failed or recovered payment changes the notice without changing the record.
    ...(event.data.userId === userId ? [currentUserQuery.queryKey, contentKeys.all, billingQuery.queryKey] : []),
    newProUsersQuery.queryKey,
    memberKeys.all,
    chatKeys.candidates,
  ],
  'gallery.changed': (event) => [galleryKeys.gallery(event.data.collection), directoryQuery.queryKey],
  'gallery.directory_changed': () => [directoryQuery.queryKey],
  'downloads.logged': () => [latestDownloadsQuery.queryKey],
  'media.served': () => [serveLogQuery.queryKey],
  'updates.changed': () => [updatesQuery.queryKey],
  'affiliate_links.changed': () => [affiliateLinksQuery.queryKey],
  'content.updated': () => [contentKeys.all, siteSettingsQuery.queryKey],
  // Patched in place by applyChatEvent; the list's unread counts come with chat.updated.
  'chat.message_created': () => [],
  'chat.read': () => [],
  'chat.updated': () => [chatKeys.unread],
  'custom_orders.request_changed': () => [customOrderKeys.all],
};

/** Everything live events keep fresh: refetched (or marked stale) each time the stream (re)opens. */
export const LIVE_BACKED_KEYS: readonly QueryKey[] = [
  currentUserQuery.queryKey,
  billingQuery.queryKey,
  galleryKeys.all,
  directoryQuery.queryKey,
  latestDownloadsQuery.queryKey,
  serveLogQuery.queryKey,
  updatesQuery.queryKey,
  affiliateLinksQuery.queryKey,
  contentKeys.all,
  siteSettingsQuery.queryKey,
  chatKeys.list,
  customOrderKeys.all,
  newProUsersQuery.queryKey,
  memberKeys.all,
];

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, userId: string): void {
  if (event.type.startsWith('chat.')) applyChatEvent(queryClient, event);
  const keysOf = LIVE_QUERY_KEYS[event.type] as KeysOf<LiveEventType>;
  for (const queryKey of keysOf(event, userId)) void queryClient.invalidateQueries({ queryKey });
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
