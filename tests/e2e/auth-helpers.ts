import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Sign-in helpers for the journeys: the local OpenID provider's page (DESIGN
 * contract: field Email, optional Name, button Sign in) and unique accounts, as
 * every test shares one server.
 */

/** The owner account in embedded mode (ADMIN_EMAILS default). */
export const OWNER_EMAIL = 'owner@example.com';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills the local provider's sign-in form, wherever it is shown (popup or this tab). */
export async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Continue with Google on /google-signup, through the popup. */
export async function signInWithPopup(page: Page, email: string): Promise<void> {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup, email);
}

/** The quick way in for journeys about the dashboard: a redirect sign-in straight to /auth-home. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/api/auth/login?mode=redirect&returnTo=%2Fauth-home');
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/auth-home$/);
  await expect(page.getByRole('button', { name: /^Logged In - / })).toBeVisible();
}

interface Me {
  id: string;
  role: 'user' | 'pro_user' | 'admin';
  menuHintSeen: boolean;
}

export async function currentUser(context: BrowserContext, baseURL: string): Promise<Me> {
  const response = await context.request.get(`${baseURL}/api/me`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Me;
}

/** POSTs like the app does: same origin and the CSRF header. */
export async function postAsApp(context: BrowserContext, baseURL: string, path: string) {
  const response = await context.request.post(`${baseURL}${path}`, {
    headers: { 'X-Requested-With': 'fetch', Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return response;
}

/** The labels of the hamburger menu, after opening it. */
export async function openNavItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  return nav.getByRole('button').allTextContents();
}
