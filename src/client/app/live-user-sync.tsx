import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUserQuery, fetchCurrentUser } from '../features/auth/auth.api';
import { useLiveEventsConnection } from '../lib/live-events';
import { useLiveCacheSync } from './live-cache-sync';

/** After the server refused the stream while we are still signed in (e.g. a restart), wait this long. */
export const LIVE_REOPEN_DELAY_MS = 5_000;

/**
 * Keeps the tab's live channel open while a user is signed in, and keeps every
 * cached query the events concern fresh (live-cache-sync.ts): /api/me when that
 * user's record changes, chats, galleries, lists, whether or not a view shows them.
 */
export function LiveUserSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClosed = useCallback(async () => {
    // A refused stream usually means the session ended; ask /api/me. Signed out, the guard
    // takes over and the stream opens again only after the next sign-in.
    const user = await fetchCurrentUser().catch(() => undefined);
    if (user === null) {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      return;
    }
    timer.current = setTimeout(() => setGeneration((n) => n + 1), LIVE_REOPEN_DELAY_MS);
  }, [queryClient]);

  useLiveEventsConnection(true, () => void onClosed(), generation);

  useLiveCacheSync(userId);
  return null;
}
