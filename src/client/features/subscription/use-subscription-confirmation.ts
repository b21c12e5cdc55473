import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  SUBSCRIPTION_MESSAGES,
  SUCCESS_POLL_ATTEMPTS,
  SUCCESS_POLL_INTERVAL_MS,
  type SubscriptionStatusResponse,
} from '../../../shared/features/subscription.schema.js';
import { isPro } from '../../../shared/permissions.js';
import { ApiRequestError } from '../../lib/api-client';
import { readSessionValue, type CheckoutStorageKeys } from '../../lib/checkout-return';
import { fetchSubscriptionStatus } from './subscription.api';

/** Session storage keys (SPEC §3): the checkout session and user the provider sent back. */
export const SUBSCRIPTION_CHECKOUT_KEYS: CheckoutStorageKeys = { sessionId: 'subscription.sessionId', userId: 'subscription.userId' };

export type Confirmation =
  | { state: 'checking'; attempt: number }
  | { state: 'confirmed' }
  | { state: 'pending' }
  | { state: 'error'; message: string };

export interface ConfirmationOptions {
  /** The signed-in user, read fresh (null when nobody is signed in). */
  fetchUser: () => Promise<CurrentUser | null>;
  fetchStatus?: (userId: string) => Promise<SubscriptionStatusResponse>;
  onConfirmed?: (user: CurrentUser | null) => void;
  attempts?: number;
  intervalMs?: number;
}

/** After 5 tries without a signed-in user: the stored user id is checked directly (SPEC §4). */
async function checkStoredUser(fetchStatus: (userId: string) => Promise<SubscriptionStatusResponse>): Promise<Confirmation> {
  const userId = readSessionValue(SUBSCRIPTION_CHECKOUT_KEYS.userId);
  if (!userId) return { state: 'error', message: SUBSCRIPTION_MESSAGES.authIssue };
  try {
    return (await fetchStatus(userId)).isPro ? { state: 'confirmed' } : { state: 'pending' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { state: 'error', message: SUBSCRIPTION_MESSAGES.userMissing };
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      return { state: 'error', message: SUBSCRIPTION_MESSAGES.authIssue };
    }
    return { state: 'error', message: SUBSCRIPTION_MESSAGES.verifyFailed };
  }
}

/**
 * SPEC §4 success polling: up to 5 checks of the Pro status, 3 seconds apart;
 * confirmed as soon as the user is Pro, else "being updated"; without a user
 * the stored user id is checked; a failed check is an error.
 */
export function useSubscriptionConfirmation({
  fetchUser,
  fetchStatus = fetchSubscriptionStatus,
  onConfirmed,
  attempts = SUCCESS_POLL_ATTEMPTS,
  intervalMs = SUCCESS_POLL_INTERVAL_MS,
}: ConfirmationOptions): Confirmation {
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'checking', attempt: 1 });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sawUser = false;
    const finish = (next: Confirmation, user: CurrentUser | null = null) => {
      if (stopped) return;
      setConfirmation(next);
      if (next.state === 'confirmed') onConfirmed?.(user);
    };
    const check = async (attempt: number) => {
      if (stopped) return;
      setConfirmation({ state: 'checking', attempt });
      let user: CurrentUser | null;
      try {
        user = await fetchUser();
      } catch {
        finish({ state: 'error', message: SUBSCRIPTION_MESSAGES.verifyFailed });
        return;
      }
      if (user && isPro(user)) return finish({ state: 'confirmed' }, user);
      sawUser ||= user !== null;
      if (attempt < attempts) {
        timer = setTimeout(() => void check(attempt + 1), intervalMs);
        return;
      }
      finish(sawUser ? { state: 'pending' } : await checkStoredUser(fetchStatus));
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One polling run per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return confirmation;
}
