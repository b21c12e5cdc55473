import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { LEAKS_PATHS, LeakTraceSchema, ServeLogListSchema, type ServeLogQuery } from '../../../shared/features/leaks.schema.js';
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

/** Every version of the serve log (with or without the owner's own fetches): the live cache sync refreshes them all. */
export const SERVE_LOG_KEY = ['serve-log'] as const;

/** The serve log, newest first, a page at a time; the owner's own fetches only when asked for. */
const serveLogQuery = (owner: ServeLogQuery['owner']) =>
  pagedListQuery({ queryKey: [...SERVE_LOG_KEY, owner], path: LEAKS_PATHS.serveLog, schema: ServeLogListSchema, search: { owner } });

/** Kept current by the app's live cache sync (media.served): the loaded pages are fetched again. */
export function useServeLog(owner: ServeLogQuery['owner']) {
  return useInfiniteQuery({ ...serveLogQuery(owner), select: (data) => joinPages(data.pages, (page) => page.entries, (entry) => entry.id) });
}
