import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { DOWNLOADS_PATH, DownloadEventListSchema, type NewDownloadEvent } from '../../../shared/features/downloads.schema.js';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live-events';

/** Download monitoring: logging an attempt, and the admins' live list. */

/** Fire and forget: a failed log must never get in the way of looking at a photo. */
export function logDownloadAttempt(event: NewDownloadEvent): void {
  api.post(DOWNLOADS_PATH, event).catch((error: unknown) => console.warn('download event not logged', error));
}

export const latestDownloadsQuery = queryOptions({
  queryKey: ['downloads'],
  queryFn: async ({ signal }) => (await api.get(DOWNLOADS_PATH, { schema: DownloadEventListSchema, signal })).events,
});

export function useLatestDownloads() {
  const queryClient = useQueryClient();
  useLiveEvent('downloads.logged', () => void queryClient.invalidateQueries({ queryKey: latestDownloadsQuery.queryKey }));
  return useQuery(latestDownloadsQuery);
}
