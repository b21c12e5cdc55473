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
import { useLiveEvent } from '../../lib/live-events';

/** Custom Build endpoints, query keys, the live hook and the session storage the pages share. */

export const customOrderKeys = {
  all: ['custom-orders'] as const,
  mine: ['custom-orders', 'mine'] as const,
  purchased: ['custom-orders', 'purchased'] as const,
  pending: ['custom-orders', 'pending'] as const,
};

export const myRequestsQuery = queryOptions({
  queryKey: customOrderKeys.mine,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.requests, { schema: CustomRequestListSchema, signal })).requests,
});

export const purchasedQuery = queryOptions({
  queryKey: customOrderKeys.purchased,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.purchased, { schema: PurchasedListSchema, signal })).items,
});

export const pendingRequestsQuery = queryOptions({
  queryKey: customOrderKeys.pending,
  queryFn: async ({ signal }) => (await api.get(CUSTOM_ORDER_PATHS.pending, { schema: CustomRequestListSchema, signal })).requests,
});

export const useMyRequests = () => useQuery(myRequestsQuery);
export const usePurchased = () => useQuery(purchasedQuery);
export const usePendingRequests = () => useQuery(pendingRequestsQuery);

export const createCustomRequest = (input: CreateRequest) => api.post(CUSTOM_ORDER_PATHS.requests, input, { schema: CreateRequestResponseSchema });

export const fetchConfirmation = (sessionId: string, signal?: AbortSignal) =>
  api.get(`${CUSTOM_ORDER_PATHS.confirmation}?sessionId=${encodeURIComponent(sessionId)}`, { schema: ConfirmationSchema, signal });

export function fulfilCustomRequest(requestId: string, image: File) {
  const form = new FormData();
  form.append('image', image);
  return api.post(CUSTOM_ORDER_PATHS.fulfil(requestId), form, { schema: CustomRequestSchema });
}

export function useFulfilRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, image }: { requestId: string; image: File }) => fulfilCustomRequest(requestId, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customOrderKeys.all }),
  });
}

/** A request was paid or fulfilled somewhere: every custom-orders list this tab shows refetches. */
export function useCustomOrdersLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent('custom_orders.request_changed', () => {
    void queryClient.invalidateQueries({ queryKey: customOrderKeys.all });
  });
}

/** Sends the browser to the hosted checkout page (a full navigation: it is another site). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

// ---- session storage (SPEC §3: the payment session id, the user id, the custom build tab) ----

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode); the pages fall back to the query string.
  }
}

export function isCustomBuildTab(value: unknown): value is CustomBuildTab {
  return CUSTOM_BUILD_TABS.some((tab) => tab.id === value);
}

export function storedTab(): CustomBuildTab | null {
  const value = readSession(CUSTOM_SESSION_KEYS.tab);
  return isCustomBuildTab(value) ? value : null;
}

export const storeTab = (tab: CustomBuildTab) => writeSession(CUSTOM_SESSION_KEYS.tab, tab);

export interface CheckoutIds {
  sessionId: string | null;
  userId: string | null;
}

/** The ids a return page shows: from its query string (kept for a reload), else from before the checkout. */
export function checkoutIds(search: URLSearchParams): CheckoutIds {
  const sessionId = search.get('session_id') || readSession(CUSTOM_SESSION_KEYS.sessionId);
  const userId = search.get('user_id') || readSession(CUSTOM_SESSION_KEYS.userId);
  if (sessionId) writeSession(CUSTOM_SESSION_KEYS.sessionId, sessionId);
  if (userId) writeSession(CUSTOM_SESSION_KEYS.userId, userId);
  return { sessionId, userId };
}

export function rememberCheckout(ids: { sessionId: string; userId: string }): void {
  writeSession(CUSTOM_SESSION_KEYS.sessionId, ids.sessionId);
  writeSession(CUSTOM_SESSION_KEYS.userId, ids.userId);
}
