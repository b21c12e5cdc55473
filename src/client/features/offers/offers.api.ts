import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api-paths.js';
import { DiscountCodeListSchema, DiscountCodeSchema, OFFERS_PATHS, type CreateDiscountCode } from '../../../shared/features/offers.schema.js';
import { api } from '../../lib/api-client';

/** The owner's discount codes (Admin Dashboard → Offers). */

const DISCOUNT_CODES_KEY = ['discount-codes'] as const;

export function useDiscountCodes() {
  return useQuery({ queryKey: DISCOUNT_CODES_KEY, queryFn: () => api.get(OFFERS_PATHS.codes, { schema: DiscountCodeListSchema }) });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDiscountCode) => api.post(OFFERS_PATHS.codes, input, { schema: DiscountCodeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(apiPath(OFFERS_PATHS.deactivate, { id }), undefined, { schema: DiscountCodeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}

