import { DEFAULT_RETURN_TO, safeReturnTo } from '../../../shared/features/auth.schema.js';

/**
 * Where a signed-out visitor was going when the guard sent them to "/" (SPEC §2:
 * "with the origin remembered"). Kept in sessionStorage, because the visitor
 * reaches sign-in through the home page, both pages load as HTML of their own, and
 * a redirect-mode sign-in leaves the site altogether.
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
export function readReturnTo(): string {
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
