import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcceptOfferResponseSchema,
  PresentedOfferSchema,
  RETENTION_PATHS,
  RetentionSettingsSchema,
  type RetentionSettingsInput,
} from '../../../shared/features/retention.schema.js';
import { api } from '../../lib/api-client';

/** The retention offer: the owner's settings (Offers tab) and the member's side at Cancel Subscription. */

const RETENTION_SETTINGS_KEY = ['retention-settings'] as const;

export function useRetentionSettings() {
  return useQuery({ queryKey: RETENTION_SETTINGS_KEY, queryFn: () => api.get(RETENTION_PATHS.settings, { schema: RetentionSettingsSchema }) });
}

export function useSaveRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettingsInput) => api.put(RETENTION_PATHS.settings, input, { schema: RetentionSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(RETENTION_SETTINGS_KEY, saved),
  });
}

/** The offer for this member, recorded as shown by the server (null: go straight to the cancel confirmation). */
export const presentRetentionOffer = () => api.post(RETENTION_PATHS.present, undefined, { schema: PresentedOfferSchema });

export const acceptRetentionOffer = () => api.post(RETENTION_PATHS.accept, undefined, { schema: AcceptOfferResponseSchema });
