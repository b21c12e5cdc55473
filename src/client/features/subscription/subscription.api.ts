import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AGREEMENT_VERSION,
  AgreementRecordSchema,
  BillingPortalResponseSchema,
  BillingStateSchema,
  CancelResponseSchema,
  CheckoutResponseSchema,
  PlansResponseSchema,
  type Plan,
  ProUserListSchema,
  ResyncResponseSchema,
  SUBSCRIPTION_PATHS,
  SubscriptionStatusResponseSchema,
} from '../../../shared/features/subscription.schema.js';
import { api } from '../../lib/api-client';
import { DiscountCheckSchema, OFFERS_PATHS } from '../../../shared/features/offers.schema.js';
import { apiPath } from '../../../shared/api-paths.js';

/** The subscription API: agreement, checkout, cancel, the /success check and the admin lists. */

export const acceptAgreement = () =>
  api.post(SUBSCRIPTION_PATHS.agreement, { agreementVersion: AGREEMENT_VERSION, accepted: true }, { schema: AgreementRecordSchema });

/** One attempt id per press of the button: the server makes a retried request idempotent with it. */
/** Opens a checkout; a discount code, when given, is checked by the server first and applied to the first payments. */
export const startCheckout = (attemptId: string, plan: Plan, promotionCode?: string) =>
  api.post(SUBSCRIPTION_PATHS.checkout, { attemptId, plan, ...(promotionCode ? { promotionCode } : {}) }, { schema: CheckoutResponseSchema });

/** Moves the running subscription to the other plan; the provider charges the prorated change at once. */
export const switchPlan = (plan: Plan) => api.post(SUBSCRIPTION_PATHS.plan, { plan }, { schema: BillingStateSchema });

/** What the monthly and yearly plans cost (the yearly price is the owner's). */
export const usePlans = () =>
  useQuery({ queryKey: ['subscription', 'plans'], queryFn: ({ signal }) => api.get(SUBSCRIPTION_PATHS.plans, { schema: PlansResponseSchema, signal }) });

/** What a code gives the signed-in member (the price during the offer and after), without opening a checkout. */
export const checkDiscountCode = (code: string, plan: Plan) => api.get(`${OFFERS_PATHS.check}?${new URLSearchParams({ code, plan }).toString()}`, { schema: DiscountCheckSchema });

export const cancelSubscription = () => api.post(SUBSCRIPTION_PATHS.cancel, undefined, { schema: CancelResponseSchema });

/** The Pro check of /success; with the checkout's session id, also what the provider says of that checkout. */
export const fetchSubscriptionStatus = (userId: string, sessionId?: string | null) => {
  const query = new URLSearchParams({ userId, ...(sessionId ? { sessionId } : {}) });
  return api.get(`${SUBSCRIPTION_PATHS.status}?${query.toString()}`, { schema: SubscriptionStatusResponseSchema });
};

export const newProUsersKeys = {
  all: ['admin', 'new-pro-users'] as const,
  list: (q: string) => ['admin', 'new-pro-users', { q }] as const,
};

/** New Pro users, page after page (the server's cursor); the first page carries how many there are. */
export const useNewProUsers = (q = '') =>
  useInfiniteQuery({
    queryKey: newProUsersKeys.list(q),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ q, ...(pageParam ? { cursor: pageParam } : {}) });
      return api.get(`${SUBSCRIPTION_PATHS.newProUsers}?${query.toString()}`, { schema: ProUserListSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Sends the browser to the hosted checkout page (a full navigation: it is another site). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

export const resyncUser = (userId: string) =>
  api.post(apiPath(SUBSCRIPTION_PATHS.resync, { userId }), undefined, { schema: ResyncResponseSchema });

/** Whether the member has billing to manage (a payment customer) and whether a payment is past due. */
export const billingQuery = queryOptions({
  queryKey: ['subscription', 'billing'],
  queryFn: ({ signal }) => api.get(SUBSCRIPTION_PATHS.billing, { schema: BillingStateSchema, signal }),
});

export const useBillingState = (enabled: boolean) => useQuery({ ...billingQuery, enabled });

/** Manage Billing: a portal session for this member, then the browser goes to the provider's hosted portal. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await api.post(SUBSCRIPTION_PATHS.billingPortal, undefined, { schema: BillingPortalResponseSchema });
  window.location.assign(url);
}
