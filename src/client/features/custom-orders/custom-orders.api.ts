import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConfirmationSchema,
  CreateRequestResponseSchema,
  CUSTOM_BUILD_TABS,
  CUSTOM_ORDER_PATHS,
  CUSTOM_SESSION_KEYS,
  CustomRequestListSchema,
  CustomRequestSchema,
  PurchasedListSchema,
  type CreateRequest,
  type CustomBuildTab,
} from '../../../shared/features/custom-orders.schema.js';
import { api } from '../../lib/api-client';
import { MEDIA_URL_QUERY_OPTIONS } from '../../lib/media-urls';
import { readSessionValue, writeSessionValue, type CheckoutStorageKeys } from '../../lib/checkout-return';
import { apiPath } from '../../../shared/api-paths.js';

/** Custom Build endpoints, query keys, the live hook and the session storage the pages share. */

export const customOrderKeys = {
  all: ['custom-orders'] as const,
  mine: ['custom-orders', 'mine'] as const,
  purchased: ['custom-orders', 'purchased'] as const,
  pending: ['custom-orders', 'pending'] as const,
  past: ['custom-orders', 'past'] as const,
};

export const myRequestsQuery = queryOptions({
  queryKey: customOrderKeys.mine,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.requests, { schema: CustomRequestListSchema, signal })).requests,
  ...MEDIA_URL_QUERY_OPTIONS,
});

export const purchasedQuery = queryOptions({
  queryKey: customOrderKeys.purchased,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.purchased, { schema: PurchasedListSchema, signal })).items,
  ...MEDIA_URL_QUERY_OPTIONS,
});

export const pendingRequestsQuery = queryOptions({
  queryKey: customOrderKeys.pending,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.pending, { schema: CustomRequestListSchema, signal })).requests,
});

/** Vendor Builds' delivered and refunded orders. */
export const pastRequestsQuery = queryOptions({
  queryKey: customOrderKeys.past,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.past, { schema: CustomRequestListSchema, signal })).requests,
});

export const usePastRequests = () => useQuery(pastRequestsQuery);

/** Refunds an order, all that is left of it or `amountCents`. */
export function useRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, amountCents }: { requestId: string; amountCents?: number }) =>
      api.post(apiPath(CUSTOM_ORDER_PATHS.refund, { requestId }), amountCents === undefined ? {} : { amountCents }, { schema: CustomRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customOrderKeys.all }),
  });
}

export const useMyRequests = () => useQuery(myRequestsQuery);
export const usePurchased = () => useQuery(purchasedQuery);
export const usePendingRequests = () => useQuery(pendingRequestsQuery);

export const createCustomRequest = (input: CreateRequest) => api.post(CUSTOM_ORDER_PATHS.requests, input, { schema: CreateRequestResponseSchema });

export const fetchConfirmation = (sessionId: string, signal?: AbortSignal) =>
  api.get(`${CUSTOM_ORDER_PATHS.confirmation}?sessionId=${encodeURIComponent(sessionId)}`, { schema: ConfirmationSchema, signal });

export function fulfilCustomRequest(requestId: string, image: File) {
  const form = new FormData();
  form.append('image', image);
  return api.post(apiPath(CUSTOM_ORDER_PATHS.fulfil, { requestId }), form, { schema: CustomRequestSchema });
}

export function useFulfilRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, image }: { requestId: string; image: File }) => fulfilCustomRequest(requestId, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customOrderKeys.all }),
  });
}

/** Sends the browser to the hosted checkout page (a full navigation: it is another site). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

// ---- session storage (SPEC §3: the payment session id, the user id, the custom build tab) ----


export function isCustomBuildTab(value: unknown): value is CustomBuildTab {
  return CUSTOM_BUILD_TABS.some((tab) => tab.id === value);
}

export function storedTab(): CustomBuildTab | null {
  const value = readSessionValue(CUSTOM_SESSION_KEYS.tab);
  return isCustomBuildTab(value) ? value : null;
}

export const storeTab = (tab: CustomBuildTab) => writeSessionValue(CUSTOM_SESSION_KEYS.tab, tab);

/** Where a custom order's checkout ids are kept while the buyer is at the provider. */
export const CUSTOM_CHECKOUT_KEYS: CheckoutStorageKeys = { sessionId: CUSTOM_SESSION_KEYS.sessionId, userId: CUSTOM_SESSION_KEYS.userId };
