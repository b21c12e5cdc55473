import { expect, test, type Page } from '@playwright/test';
import { openView, OWNER_EMAIL, signIn, signInWithPopup, uniqueEmail } from './fixtures.js';

/**
 * Issue 16, views with addresses: the dashboard's view (and the tab inside it)
 * is mirrored into the address, so a reload keeps it, Back and Forward move
 * between views, a link opens a view, and a view the account may not see falls
 * back to the default view with a warning.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a reload keeps the view, and Back and Forward move between views', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await expect(heading(page)).toHaveText("What's New");
  await openView(page, 'Gallery');
  await expect(page).toHaveURL(/\/auth-home\?view=gallery$/);
  await openView(page, 'Tech');
  await expect(page).toHaveURL(/\/auth-home\?view=tech$/);

  await page.reload();
  await expect(heading(page)).toHaveText('Tech');

  await page.goBack();
  await expect(heading(page)).toHaveText('Gallery');
  await page.goBack();
  await expect(heading(page)).toHaveText("What's New");
  await expect(page).toHaveURL(/\/auth-home$/);
  await page.goForward();
  await expect(heading(page)).toHaveText('Gallery');
});

test('a link opens a view and a tab inside it; a picked tab is written back', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await page.goto('/auth-home?view=admin&tab=pro_users');
  await expect(heading(page)).toHaveText('Admin Dashboard');
  await expect(page.getByRole('tab', { name: 'Pro Users', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Chats', exact: true }).click();
  await expect(page).toHaveURL(/\/auth-home\?view=admin&tab=chats$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Chats', exact: true })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/auth-home?view=pro_chat');
  await expect(heading(page)).toHaveText('Pro Chat');
});

test('a link to a view survives signing in first', async ({ page, baseURL }) => {
  await page.goto('/auth-home?view=tech');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('link', { name: 'Sign In/Up with Google' }).click();
  await signInWithPopup(page, uniqueEmail('viewlink'));
  await expect(page).toHaveURL(/\/auth-home\?view=tech$/);
  await expect(heading(page)).toHaveText('Tech');
});

test('a view this account may not see opens the default view with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page, uniqueEmail('forbidden'));
  await page.goto('/auth-home?view=admin&tab=chats');
  await expect(heading(page)).toHaveText("What's New");
  await expect(page).toHaveURL(/\/auth-home$/);
  await expect(page.getByRole('tab', { name: 'Chats' })).toHaveCount(0);
  await expect.poll(() => warnings).toContain('Dashboard view "admin" is not available to this account and was ignored.');

  await page.goto('/auth-home?view=no_such_view');
  await expect(heading(page)).toHaveText("What's New");
  await expect(page).toHaveURL(/\/auth-home$/);
  await expect.poll(() => warnings).toContain('Unknown dashboard view "no_such_view" was ignored.');
});

test('a view drawn from what its page carries: that member only, the view’s first data, never cached publicly, and nothing once signed out', async ({ page, browser }) => {
  const email = uniqueEmail('carried');
  await signIn(page, email);
  const response = await page.goto('/auth-home?view=gallery');
  await expect(heading(page)).toHaveText('Gallery');
  await expect(page.getByRole('region', { name: 'Gallery' })).toBeVisible();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`"email":"${email}"`);
  expect(html).toContain('<script id="first-view-data" type="application/json">{"path":"/api/galleries/gallery"');
  // Read once: the elements are gone from the document the app runs in.
  await expect(page.locator('#signed-in-user, #first-view-data')).toHaveCount(0);

  const visitor = await browser.newContext();
  const signedOut = await visitor.request.get('/auth-home?view=gallery');
  const text = await signedOut.text();
  expect(text).not.toContain('signed-in-user');
  expect(text).not.toContain(email);
  expect(signedOut.headers()['cache-control']).toBe('no-cache');
  await visitor.close();
});
