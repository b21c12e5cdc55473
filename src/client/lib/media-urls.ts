import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MEDIA_URL_REFRESH_MS } from '../../shared/features/media.schema.js';

/**
 * Media URLs come from the API, signed for the viewer and short-lived (ADR 0021).
 * Every query whose answer carries some spreads these options, so an open page
 * fetches fresh URLs well before the ones it shows expire.
 */
export const MEDIA_URL_QUERY_OPTIONS = { refetchInterval: MEDIA_URL_REFRESH_MS } as const;

/** At most one refetch per list in this time, however many of its images fail together. */
const ERROR_REFRESH_GAP_MS = 30_000;
const lastRefresh = new Map<string, number>();

/**
 * An `<img onError>` handler: a media URL that stopped working (a tab that slept
 * past its expiry) makes the list that handed it out fetch fresh URLs.
 */
export function useMediaErrorRefresh(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  return () => {
    const id = JSON.stringify(queryKey);
    const now = Date.now();
    if (now - (lastRefresh.get(id) ?? 0) < ERROR_REFRESH_GAP_MS) return;
    lastRefresh.set(id, now);
    void queryClient.invalidateQueries({ queryKey });
  };
}
