import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConfirmationSchema,
  CreateRequestResponseSchema,
  CUSTOM_BUILD_TABS,
  CUSTOM_ORDER_PATHS,
  CUSTOM_SESSION_KEYS,
  CustomRequestListSchema,
  CustomRequestPageSchema,
  CustomRequestSchema,
  PurchasedListSchema,
  type CreateRequest,
  type CustomBuildTab,
  type CustomRequest,
} from '../../../shared/features/custom-orders.schema.js';
import { api } from '../../lib/api-client';
import { joinPages, pagedListQuery } from '../../lib/paged-list';
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

/** Purchased content, newest delivery first, a page at a time (its signed URLs renewed like every media list). */
const purchasedQuery = {
  ...pagedListQuery({ queryKey: customOrderKeys.purchased, path: CUSTOM_ORDER_PATHS.purchased, schema: PurchasedListSchema }),
  ...MEDIA_URL_QUERY_OPTIONS,
};

const pendingRequestsQuery = pagedListQuery({ queryKey: customOrderKeys.pending, path: CUSTOM_ORDER_PATHS.pending, schema: CustomRequestPageSchema });

/** Vendor Builds' delivered and refunded orders. */
const pastRequestsQuery = pagedListQuery({ queryKey: customOrderKeys.past, path: CUSTOM_ORDER_PATHS.past, schema: CustomRequestPageSchema });

const requestsOf = (page: { requests: CustomRequest[] }) => page.requests;

/** The lists of pages below are kept current by custom_orders.request_changed, which refetches their loaded pages. */
export const usePastRequests = () => useInfiniteQuery({ ...pastRequestsQuery, select: (data) => joinPages(data.pages, requestsOf, (request) => request.id) });

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
export const usePurchased = () => useInfiniteQuery({ ...purchasedQuery, select: (data) => joinPages(data.pages, (page) => page.items, (item) => item.id) });
export const usePendingRequests = () => useInfiniteQuery({ ...pendingRequestsQuery, select: (data) => joinPages(data.pages, requestsOf, (request) => request.id) });

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
