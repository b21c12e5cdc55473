import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUserQuery, fetchCurrentUser } from '../features/auth/auth.api';
import { useLiveEvent, useLiveEventsConnection } from '../lib/live-events';

/** After the server refused the stream while we are still signed in (e.g. a restart), wait this long. */
export const LIVE_REOPEN_DELAY_MS = 5_000;

/**
 * Keeps the tab's live channel open while a user is signed in, and refetches
 * /api/me when that user's record changes (role toggled in another tab, a
 * subscription change), so the badge and the menu follow without a reload.
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

  useLiveEvent('user.updated', (event) => {
    if (event.data.userId === userId) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  });
  return null;
}
