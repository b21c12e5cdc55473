import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  SUBSCRIPTION_MESSAGES,
  SUCCESS_POLL_ATTEMPTS,
  SUCCESS_POLL_INTERVAL_MS,
  type SubscriptionStatusResponse,
} from '../../../shared/features/subscription.schema.js';
import { ApiRequestError } from '../../lib/api-client';
import { readSessionValue, type CheckoutStorageKeys } from '../../lib/checkout-return';
import { subscribeLiveEvent } from '../../lib/live-events';
import { fetchSubscriptionStatus } from './subscription.api';

/** Session storage keys (SPEC §3): the checkout session and user the provider sent back. */
export const SUBSCRIPTION_CHECKOUT_KEYS: CheckoutStorageKeys = { sessionId: 'subscription.sessionId', userId: 'subscription.userId' };

export type Confirmation =
  | { state: 'checking'; attempt: number }
  | { state: 'confirmed' }
  | { state: 'pending' }
  /** The server knows no paid or open checkout of this member by that id: nothing to confirm. */
  | { state: 'unknown_checkout'; isPro: boolean }
  | { state: 'error'; message: string };

type FetchStatus = (userId: string, sessionId?: string | null) => Promise<SubscriptionStatusResponse>;

export interface ConfirmationOptions {
  /** The signed-in user, read fresh (null when nobody is signed in). */
  fetchUser: () => Promise<CurrentUser | null>;
  fetchStatus?: FetchStatus;
  onConfirmed?: (user: CurrentUser | null) => void;
  attempts?: number;
  intervalMs?: number;
}

/** What the server's answer about this member and this checkout means for the page (null: not yet). */
function verdictOf(status: SubscriptionStatusResponse): Confirmation | null {
  if (status.checkout === 'unknown') return { state: 'unknown_checkout', isPro: status.isPro };
  return status.isPro && status.checkout === 'complete' ? { state: 'confirmed' } : null;
}

function failureOf(error: unknown): Confirmation {
  if (error instanceof ApiRequestError && error.status === 404) return { state: 'error', message: SUBSCRIPTION_MESSAGES.userMissing };
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
    return { state: 'error', message: SUBSCRIPTION_MESSAGES.authIssue };
  }
  return { state: 'error', message: SUBSCRIPTION_MESSAGES.verifyFailed };
}

/**
 * SPEC §4 success polling: up to 5 checks, 3 seconds apart. Each asks the server
 * about this member and the checkout session they came back with; only a paid
 * checkout of theirs with Pro active is confirmed (a made-up session id never
 * is). Without a user after 5 tries, the stored user id is checked. A live
 * "user updated" event checks again at once, also after the 5 tries, so the page
 * moves on by itself when late webhooks make the member Pro.
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
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let knownUser: CurrentUser | null = null;
    const sessionId = readSessionValue(SUBSCRIPTION_CHECKOUT_KEYS.sessionId);

    const finish = (next: Confirmation) => {
      if (stopped || settled) return;
      setConfirmation(next);
      if (next.state === 'pending') return; // a live event may still confirm it
      settled = true;
      clearTimeout(timer);
      if (next.state === 'confirmed') onConfirmed?.(knownUser);
    };
    /** One question to the server; null while the checkout is not confirmed yet. */
    const ask = async (userId: string): Promise<Confirmation | null> => {
      if (!sessionId) return { state: 'unknown_checkout', isPro: false };
      try {
        const verdict = verdictOf(await fetchStatus(userId, sessionId));
        // The user record the app keeps is refreshed with the Pro it now has.
        if (verdict?.state === 'confirmed') knownUser = (await fetchUser().catch(() => null)) ?? knownUser;
        return verdict;
      } catch (error) {
        return failureOf(error);
      }
    };
    const check = async (attempt: number) => {
      if (stopped || settled) return;
      setConfirmation({ state: 'checking', attempt });
      try {
        knownUser = (await fetchUser()) ?? knownUser;
      } catch {
        return finish({ state: 'error', message: SUBSCRIPTION_MESSAGES.verifyFailed });
      }
      const verdict = knownUser ? await ask(knownUser.id) : null;
      if (verdict) return finish(verdict);
      if (attempt < attempts) {
        timer = setTimeout(() => void check(attempt + 1), intervalMs);
        return;
      }
      if (knownUser) return finish({ state: 'pending' });
      const storedUserId = readSessionValue(SUBSCRIPTION_CHECKOUT_KEYS.userId);
      if (!storedUserId) return finish({ state: 'error', message: SUBSCRIPTION_MESSAGES.authIssue });
      finish((await ask(storedUserId)) ?? { state: 'pending' });
    };
    const stopListening = subscribeLiveEvent('user.updated', (event) => {
      if (settled || !knownUser || event.data.userId !== knownUser.id) return;
      void ask(knownUser.id).then((verdict) => verdict?.state === 'confirmed' && finish(verdict));
    });
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopListening();
    };
    // One polling run per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return confirmation;
}
