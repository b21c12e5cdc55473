import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOADS_PATHS, DownloadEventListSchema, type NewDownloadEvent } from '../../../shared/features/downloads.schema.js';
import { api } from '../../lib/api-client';

/** Download monitoring: logging an attempt, and the admins' live list. */

/** Fire and forget: a failed log must never get in the way of looking at a photo. */
export function logDownloadAttempt(event: NewDownloadEvent): void {
  api.post(DOWNLOADS_PATHS.events, event).catch((error: unknown) => console.warn('download event not logged', error));
}

export const latestDownloadsQuery = queryOptions({
  queryKey: ['downloads'],
  queryFn: async ({ signal }) => (await api.get(DOWNLOADS_PATHS.events, { schema: DownloadEventListSchema, signal })).events,
});

/** Kept current by the app's live cache sync (downloads.logged). */
export function useLatestDownloads() {
  return useQuery(latestDownloadsQuery);
}
