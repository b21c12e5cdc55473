import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api-paths.js';
import { API_KEYS_PATHS, ApiKeyListSchema, ApiKeySchema, ApiKeyUsageSchema, CreatedApiKeySchema, type CreateApiKey } from '../../../shared/features/api-keys.schema.js';
import { api } from '../../lib/api-client';

/** The owner's API keys and their usage log (Admin Dashboard → API keys). */

const KEYS_KEY = ['api-keys'] as const;
const USAGE_KEY = ['api-key-usage'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: KEYS_KEY, queryFn: () => api.get(API_KEYS_PATHS.keys, { schema: ApiKeyListSchema }) });
}

export function useApiKeyUsage() {
  return useQuery({ queryKey: USAGE_KEY, queryFn: () => api.get(API_KEYS_PATHS.usage, { schema: ApiKeyUsageSchema }) });
}

function useApiKeyMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }) });
}

export const useCreateApiKey = () => useApiKeyMutation((input: CreateApiKey) => api.post(API_KEYS_PATHS.keys, input, { schema: CreatedApiKeySchema }));

export const useRevokeApiKey = () => useApiKeyMutation((id: string) => api.post(apiPath(API_KEYS_PATHS.revoke, { id }), undefined, { schema: ApiKeySchema }));
