import { useInfiniteQuery } from '@tanstack/react-query';
import { DOWNLOADS_PATHS, DownloadEventListSchema, type NewDownloadEvent } from '../../../shared/features/downloads.schema.js';
import { api } from '../../lib/api-client';
import { joinPages, pagedListQuery } from '../../lib/paged-list';

/** Download monitoring: logging an attempt, and the admins' live list. */

/** Fire and forget: a failed log must never get in the way of looking at a photo. */
export function logDownloadAttempt(event: NewDownloadEvent): void {
  api.post(DOWNLOADS_PATHS.events, event).catch((error: unknown) => console.warn('download event not logged', error));
}

/** The monitor, newest first, a page (the latest 50) at a time. */
export const latestDownloadsQuery = pagedListQuery({ queryKey: ['downloads'], path: DOWNLOADS_PATHS.events, schema: DownloadEventListSchema });

/** Kept current by the app's live cache sync (downloads.logged): the loaded pages are fetched again. */
export function useLatestDownloads() {
  return useInfiniteQuery({ ...latestDownloadsQuery, select: (data) => joinPages(data.pages, (page) => page.events, (event) => event.id) });
}
