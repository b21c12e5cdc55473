import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessagePage } from '../../shared/features/chat.schema.js';
import { LiveEventSchema } from '../../shared/live-events.js';
import { connectLiveEvents } from '../lib/live-events';
import { FakeEventSource, installFakeEventSource } from '../test-utils';
import { applyLiveEvent, isUnderKey, LIVE_BACKED_KEYS, LIVE_QUERY_KEYS, useLiveCacheSync } from './live-cache-sync';

const LIVE_EVENT_TYPES = LiveEventSchema.options.map((option) => option.shape.type.value);
const USER_ID = '00000000-0000-4000-8000-000000000001';

/** A client with data cached as if views had shown it earlier; none of them is mounted now. */
function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const page: ChatMessagePage = { nextBefore: null, messages: [{ id: 1, chatId: USER_ID, text: 'Hi', senderId: USER_ID, timestamp: '2026-01-01T00:00:00.000Z', read: true }] };
  queryClient.setQueryData(['chats', USER_ID, 'messages'], { pages: [page], pageParams: [null] });
  queryClient.setQueryData(['gallery-directory'], { proGallery: { totalLikes: 0, cover: null }, folders: [] });
  queryClient.setQueryData(['gallery', 'pro_one'], { images: [] });
  queryClient.setQueryData(['updates'], []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useLiveCacheSync(USER_ID), { wrapper });
  const leave = connectLiveEvents();
  const source = FakeEventSource.open()[0]!;
  return { queryClient, source, leave };
}

const invalidated = (queryClient: QueryClient, key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('live cache sync', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it('maps every live event type', () => {
    expect(LIVE_EVENT_TYPES.length).toBeGreaterThan(0);
    for (const type of LIVE_EVENT_TYPES) expect(LIVE_QUERY_KEYS).toHaveProperty([type]);
  });

  it('refetches on reopening everything an event can invalidate (the backed list is derived, not kept by hand)', () => {
    const queryClient = new QueryClient();
    const invalidatedKeys: unknown[][] = [];
    queryClient.invalidateQueries = (filters) => {
      invalidatedKeys.push([...(filters?.queryKey ?? [])]);
      return Promise.resolve();
    };
    applyLiveEvent(queryClient, { type: 'user.updated', data: { userId: USER_ID } }, USER_ID);
    applyLiveEvent(queryClient, { type: 'gallery.changed', data: { collection: 'pro_one' } }, USER_ID);
    applyLiveEvent(queryClient, { type: 'chat.updated', data: {} } as never, USER_ID);
    for (const type of ['content.updated', 'custom_orders.request_changed', 'media.served'] as const) applyLiveEvent(queryClient, { type, data: {} } as never, USER_ID);
    expect(invalidatedKeys.length).toBeGreaterThan(10);
    for (const key of invalidatedKeys) expect(LIVE_BACKED_KEYS.some((backed) => isUnderKey(key, backed)), JSON.stringify(key)).toBe(true);
    expect(LIVE_BACKED_KEYS).toContainEqual(['chats']);
    expect(LIVE_BACKED_KEYS).not.toContainEqual(['chats', 'candidates']);
  });

  it("puts the owner's reply into the cached chat while no chat is on screen", () => {
    const { queryClient, source, leave } = setUp();
    act(() => source.emit({ type: 'chat.message_created', data: { id: 2, chatId: USER_ID, text: 'Reply', senderId: 'admin', timestamp: '2026-01-01T00:01:00.000Z', read: false } }));
    const data = queryClient.getQueryData<{ pages: ChatMessagePage[] }>(['chats', USER_ID, 'messages']);
    expect(data?.pages[0]?.messages.map((m) => m.text)).toEqual(['Reply', 'Hi']);
    leave();
  });

  it('marks the galleries a change concerns stale, and only those', () => {
    const { queryClient, source, leave } = setUp();
    act(() => source.emit({ type: 'gallery.directory_changed', data: {} }));
    expect(invalidated(queryClient, ['gallery-directory'])).toBe(true);
    expect(invalidated(queryClient, ['gallery', 'pro_one'])).toBe(false);
    act(() => source.emit({ type: 'gallery.changed', data: { collection: 'pro_one' } }));
    expect(invalidated(queryClient, ['gallery', 'pro_one'])).toBe(true);
    expect(invalidated(queryClient, ['updates'])).toBe(false);
    leave();
  });

  it('after the stream (re)opens, everything live-backed is refetched, since events may have been missed', () => {
    const { queryClient, source, leave } = setUp();
    act(() => source.fail(true));
    act(() => source.opened());
    for (const key of [['chats', USER_ID, 'messages'], ['gallery-directory'], ['gallery', 'pro_one'], ['updates']]) {
      expect(invalidated(queryClient, key)).toBe(true);
    }
    leave();
  });
});
