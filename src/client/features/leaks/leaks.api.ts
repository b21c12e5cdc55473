import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { LEAKS_PATHS, LeakTraceSchema, ServeLogListSchema } from '../../../shared/features/leaks.schema.js';
import { api } from '../../lib/api-client';
import { joinPages, pagedListQuery } from '../../lib/paged-list';

/** The leak tracer and the serve log (Admin Dashboard → Police). */

export function useTraceLeak() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post(LEAKS_PATHS.trace, form, { schema: LeakTraceSchema });
    },
  });
}

/** The serve log, newest first, a page at a time. */
export const serveLogQuery = pagedListQuery({ queryKey: ['serve-log'], path: LEAKS_PATHS.serveLog, schema: ServeLogListSchema });

/** Kept current by the app's live cache sync (media.served): the loaded pages are fetched again. */
export function useServeLog() {
  return useInfiniteQuery({ ...serveLogQuery, select: (data) => joinPages(data.pages, (page) => page.entries, (entry) => entry.id) });
}
