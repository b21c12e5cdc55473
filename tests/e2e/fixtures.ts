import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * What every journey shares: signing in at the local OpenID provider (DESIGN
 * contract: field Email, optional Name, button Sign in), unique names (every
 * test shares one server), opening a dashboard view, and the one accessibility
 * check.
 */

/** The owner account in embedded mode (ADMIN_EMAILS default). */
export const OWNER_EMAIL = 'owner@example.com';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A name no other test uses, fit for ids (no spaces). */
export const uniqueId = (label: string) => `${label}${stamp()}`;
/** A sentence no other test uses, to find on the page. */
export const uniqueText = (label: string) => `${label} ${stamp()}`;
export const uniqueEmail = (label: string) => `${label}-${stamp()}@example.com`;

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

/** What the app sends with every state-changing request: its own origin and the CSRF header. */
export function sameOriginHeaders(page: Page): Record<string, string> {
  return { 'X-Requested-With': 'fetch', Origin: new URL(page.url()).origin };
}

/**
 * POSTs as the app does (same origin, the CSRF header) with the page's cookies; fails the test
 * unless the answer is a success, and returns it.
 */
export async function postAsApp(page: Page, path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}${path}`, { data, headers: sameOriginHeaders(page) });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

/** The site settings as the public pages show them. */
export interface SiteSettings {
  siteTitle: string;
  companyName: string;
  supportEmail: string;
  copyrightYear: number;
}

export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/site');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteSettings;
}

/** The labels of the hamburger menu, after opening it. */
export async function openNavItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  return nav.getByRole('button').allTextContents();
}

/** Opens a dashboard view through the hamburger menu; its heading carries the menu label. `settled` also waits for its data. */
export async function openView(page: Page, label: string, options: { settled?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  if (options.settled) await page.waitForLoadState('networkidle');
}

/**
 * Opens a tab of the admin dashboard by its label. A tab's name may end in a count (Chats carries
 * the unread badge while other journeys leave messages unread), so the label is matched as the
 * whole name or its first words: 'Pro Users' never picks 'New Pro Users (8)'.
 */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await openView(page, 'Admin Dashboard');
  await pickAdminSection(page, tab);
}

/** Picks an admin section on the open Admin Dashboard: a tab where they fit, the section menu on a phone. */
export async function pickAdminSection(page: Page, tab: string): Promise<void> {
  const menu = page.getByRole('combobox', { name: 'Admin section' });
  if (await menu.isVisible()) {
    await menu.selectOption({ label: tab });
    return;
  }
  const label = tab.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('tab', { name: new RegExp(`^${label}(\\s|$)`) }).click();
}

/** No serious or critical accessibility problem (WCAG 2.1 A/AA and axe best practices) on the page, or in one part of it. */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Pictures are for a person to look at. A CI run has no one to look and spends seconds on each full-page
 * capture, so under CI they are not taken (E2E_SCREENSHOTS=1 takes them anyway); the checks around them
 * (widths, overflow) still run.
 */
const takePictures = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** A picture of a page or a part of it, kept with the test's output. */
export async function keepPicture(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!takePictures) return;
  await ('goto' in target ? target.screenshot({ path, fullPage: options.fullPage }) : target.screenshot({ path }));
}

/**
 * Pictures of a page at the desktop and phone widths, kept with the test's output; the page ends at
 * the desktop width. With `fitsPhone`, the phone width must need no sideways scrolling; `scrollTo` brings a
 * part into view first.
 */
export async function screenshotsAtBothWidths(page: Page, name: string, options: { fitsPhone?: boolean; scrollTo?: Locator } = {}): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // A part inside a scrolling dialog is not in a full-page picture unless scrolled to.
    await options.scrollTo?.scrollIntoViewIfNeeded();
    if (width === 375 && options.fitsPhone) {
      const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      await expect.poll(overflow, `${name} at 375 px`).toBeLessThanOrEqual(0);
    }
    await keepPicture(page, test.info().outputPath(`${name}-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
