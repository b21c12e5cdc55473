import { DEFAULT_RETURN_TO, safeReturnTo } from '../../../shared/features/auth.schema.js';

/**
 * Where a signed-out visitor was going when the guard sent them to "/" (SPEC §2:
 * "with the origin remembered"). Kept in sessionStorage as well as in the
 * navigation state, because the visitor reaches sign-in through the home page and
 * a redirect-mode sign-in leaves the app altogether.
 */
const STORAGE_KEY = 'auth.returnTo';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, safeReturnTo(path));
  } catch {
    // Storage can be blocked (private modes, some in-app browsers); the dashboard is a fine default.
  }
}

/** The remembered destination, made safe, or the dashboard. */
export function readReturnTo(fromState?: unknown): string {
  if (typeof fromState === 'string') return safeReturnTo(fromState);
  try {
    return safeReturnTo(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_RETURN_TO;
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Reads `from` out of a location state set by the guard. */
export function fromOfState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') return state.from;
  return undefined;
}
