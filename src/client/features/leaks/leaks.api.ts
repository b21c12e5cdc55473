import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { LEAKS_PATHS, LeakTraceSchema, ServeLogListSchema } from '../../../shared/features/leaks.schema.js';
import { api } from '../../lib/api-client';

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

export const serveLogQuery = queryOptions({
  queryKey: ['serve-log'],
  queryFn: async ({ signal }) => (await api.get(LEAKS_PATHS.serveLog, { schema: ServeLogListSchema, signal })).entries,
});

/** Kept current by the app's live cache sync (media.served). */
export function useServeLog() {
  return useQuery(serveLogQuery);
}
