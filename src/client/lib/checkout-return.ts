import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** What a checkout return page (/success, /canceled, /custom-success, /custom-fail) knows about the checkout. */
export interface CheckoutIds {
  sessionId: string | null;
  userId: string | null;
}

/** Where one kind of checkout keeps its ids in session storage while the visitor is at the provider. */
export interface CheckoutStorageKeys {
  sessionId: string;
  userId: string;
}

export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode); the pages fall back to the query string.
  }
}

/** Kept before leaving for the provider, so a return without a query string still knows the checkout. */
export function rememberCheckout(keys: CheckoutStorageKeys, ids: { sessionId: string; userId: string }): void {
  writeSessionValue(keys.sessionId, ids.sessionId);
  writeSessionValue(keys.userId, ids.userId);
}

/**
 * The ids the provider sent back (`session_id`, `user_id`), else the ones kept
 * before the checkout; whatever the query brings is kept, so a reload keeps it.
 */
export function checkoutReturnIds(search: URLSearchParams, keys: CheckoutStorageKeys): CheckoutIds {
  const sessionId = search.get('session_id') || readSessionValue(keys.sessionId);
  const userId = search.get('user_id') || readSessionValue(keys.userId);
  if (sessionId) writeSessionValue(keys.sessionId, sessionId);
  if (userId) writeSessionValue(keys.userId, userId);
  return { sessionId, userId };
}

/** The return page's ids, read once when it opens. */
export function useCheckoutReturnIds(keys: CheckoutStorageKeys): CheckoutIds {
  const [search] = useSearchParams();
  const [ids] = useState(() => checkoutReturnIds(search, keys));
  return ids;
}
