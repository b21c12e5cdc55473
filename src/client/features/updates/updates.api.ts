import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_UPDATES_PATH,
  UPDATES_PATH,
  UpdateEntrySchema,
  UpdateListSchema,
  type UpdateInput,
} from '../../../shared/features/updates.schema.js';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live-events';

/** Latest Updates: the list, the owner's add/edit/delete, and live refreshes. */

export const updatesQuery = queryOptions({
  queryKey: ['updates'],
  queryFn: ({ signal }) => api.get(UPDATES_PATH, { schema: UpdateListSchema, signal }),
});

export function useUpdates() {
  const queryClient = useQueryClient();
  // Any change by the owner, in any tab, refreshes every open list.
  useLiveEvent('updates.changed', () => void queryClient.invalidateQueries({ queryKey: updatesQuery.queryKey }));
  return useQuery(updatesQuery);
}

function useUpdatesMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: updatesQuery.queryKey }),
  });
}

export const useAddUpdate = () =>
  useUpdatesMutation((input: UpdateInput) => api.post(ADMIN_UPDATES_PATH, input, { schema: UpdateEntrySchema }));

export const useEditUpdate = () =>
  useUpdatesMutation(({ id, input }: { id: string; input: UpdateInput }) =>
    api.put(`${ADMIN_UPDATES_PATH}/${id}`, input, { schema: UpdateEntrySchema }),
  );

export const useDeleteUpdate = () => useUpdatesMutation((id: string) => api.delete<void>(`${ADMIN_UPDATES_PATH}/${id}`));
