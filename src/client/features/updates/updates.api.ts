import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UPDATES_PATHS,
  UpdateEntrySchema,
  UpdateListSchema,
  type UpdateInput,
  type NewUpdate,
} from '../../../shared/features/updates.schema.js';
import { api } from '../../lib/api-client';
import { apiPath } from '../../../shared/api-paths.js';

/** Latest Updates: the list, the owner's add/edit/delete, and live refreshes. */

export const updatesQuery = queryOptions({
  queryKey: ['updates'],
  queryFn: ({ signal }) => api.get(UPDATES_PATHS.list, { schema: UpdateListSchema, signal }),
});

/** Any change by the owner, in any tab, refreshes the list (the app's live cache sync). */
export function useUpdates() {
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
  useUpdatesMutation((input: NewUpdate) => api.post(UPDATES_PATHS.adminList, input, { schema: UpdateEntrySchema }));

export const useEditUpdate = () =>
  useUpdatesMutation(({ id, input }: { id: string; input: UpdateInput }) =>
    api.put(apiPath(UPDATES_PATHS.adminEntry, { id }), input, { schema: UpdateEntrySchema }),
  );

export const useDeleteUpdate = () => useUpdatesMutation((id: string) => api.delete<void>(apiPath(UPDATES_PATHS.adminEntry, { id })));
