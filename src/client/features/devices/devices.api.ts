import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api-paths.js';
import { DEVICES_PATHS, DeviceListSchema, SignedOutOthersSchema } from '../../../shared/features/devices.schema.js';
import { api } from '../../lib/api-client';

/** Signed-in devices: the profile's list of the member's sessions. */

export const devicesQuery = queryOptions({
  queryKey: ['devices'],
  queryFn: ({ signal }) => api.get(DEVICES_PATHS.list, { schema: DeviceListSchema, signal }),
});

export const useDevices = () => useQuery(devicesQuery);

function useListChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }) });
}

export const useEndDevice = () => useListChange((id: string) => api.delete(apiPath(DEVICES_PATHS.one, { id })));

export const useSignOutOthers = () => useListChange(() => api.post(DEVICES_PATHS.signOutOthers, {}, { schema: SignedOutOthersSchema }));
