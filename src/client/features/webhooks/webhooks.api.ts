import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api-paths.js';
import {
  CreatedWebhookEndpointSchema,
  WEBHOOKS_PATHS,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  type CreateWebhookEndpoint,
} from '../../../shared/features/webhooks.schema.js';
import { api } from '../../lib/api-client';

/** The owner's webhook endpoints and their delivery log (Admin Dashboard → Integrations). */

const ENDPOINTS_KEY = ['webhook-endpoints'] as const;
const DELIVERIES_KEY = ['webhook-deliveries'] as const;

export function useWebhookEndpoints() {
  return useQuery({ queryKey: ENDPOINTS_KEY, queryFn: () => api.get(WEBHOOKS_PATHS.endpoints, { schema: WebhookEndpointListSchema }) });
}

export function useWebhookDeliveries() {
  return useQuery({ queryKey: DELIVERIES_KEY, queryFn: () => api.get(WEBHOOKS_PATHS.deliveries, { schema: WebhookDeliveryListSchema }) });
}

/** After a change the endpoints and the log are read again (a deleted endpoint takes its deliveries). */
function useWebhookMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    },
  });
}

export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((input: CreateWebhookEndpoint) => api.post(WEBHOOKS_PATHS.endpoints, input, { schema: CreatedWebhookEndpointSchema }));

export const useSetWebhookEndpointEnabled = () =>
  useWebhookMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    api.patch(apiPath(WEBHOOKS_PATHS.endpoint, { id }), { enabled }, { schema: WebhookEndpointSchema }),
  );

export const useDeleteWebhookEndpoint = () => useWebhookMutation((id: string) => api.delete(apiPath(WEBHOOKS_PATHS.endpoint, { id })));

export const useRedeliverWebhook = () => useWebhookMutation((id: string) => api.post(apiPath(WEBHOOKS_PATHS.redeliver, { id })));
