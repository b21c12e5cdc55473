import { expect, test, type Page } from '@playwright/test';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/features/subscription.schema.js';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail, keepPicture } from './fixtures.js';
import { control, openUserMenu, subscribeToPro } from './subscription-helpers.js';
import { apiUpload } from './gallery-helpers.js';

/** A member whose Pro ends is told where they are; /success confirms only a real checkout; owner screens fit a phone. */

const DAY = 86_400;

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

test('Pro ends while Purchased Content is open: the view says so, and the way back leads through the portal to Subscribe', async ({ page }) => {
  await signIn(page, uniqueEmail('lapser'));
  await subscribeToPro(page);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(/^Your subscription has been canceled\./)).toBeVisible();
  await page.goto('/auth-home?view=purchased_content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchased Content');

  // The period ends; the open tab is not reloaded.
  await control(page, '/clock', { seconds: 32 * DAY });
  await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchased Content');
  await expect(page.getByRole('heading', { name: 'Your Pro membership has ended' })).toBeVisible();
  await expect(page.getByText(/come back in full when you subscribe again/)).toBeVisible();
  await screenshotsAtBothWidths(page, 'purchased-content-pro-ended');
  await expectAccessible(page, 'main');

  // The billing portal offers the way back too.
  const billing = await openUserMenu(page);
  await billing.getByRole('menuitem', { name: 'Manage Billing' }).click();
  await expect(page.getByText(/^Your plan ended on /)).toBeVisible();
  await screenshotsAtBothWidths(page, 'billing-portal-plan-ended');
  await page.getByRole('link', { name: 'Subscribe again on the site' }).click();
  await expect(page).toHaveURL(/\/auth-home\?view=subscribe$/);
  await expect(page.getByRole('button', { name: 'Subscribe for $20/month' })).toBeVisible();
});

test('/success never welcomes a Pro member for a made-up checkout session', async ({ page }) => {
  await signIn(page, uniqueEmail('madeup'));
  await subscribeToPro(page);
  const me = await (await page.request.get('/api/me')).json();
  await page.goto(`/success?session_id=cs_test_madeup&user_id=${me.id}`);
  await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkoutUnknown)).toBeVisible();
  await expect(page.getByText(/Your payment went through/)).toHaveCount(0);
  await screenshotsAtBothWidths(page, 'success-checkout-not-found');
});

test('on a phone the owner picks admin sections from one menu, reads Police as cards, and sees the whole site title', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Police');
  await screenshotsAtBothWidths(page, 'admin-police');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeHidden();
  const sections = page.getByRole('combobox', { name: 'Admin section' });
  await expect(sections).toHaveValue('police');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The site title is on a row of its own, not cut short.
  const title = page.locator('.dash-header__title');
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  await sections.selectOption({ label: 'Vendor Builds' });
  await expect(page).toHaveURL(/tab=vendor_builds/);
  await keepPicture(page, test.info().outputPath('admin-vendor-builds-375.png'), { fullPage: true });
});

test('the Pro Gallery card has a cover and its likes, like the folder cards', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await apiUpload(page, 'gallery_pro', 'card-cover.png', 7);
  await openView(page, 'Pro Galleries');
  const card = page.getByRole('button', { name: /^Pro Gallery/ });
  await expect(card.locator('img')).toBeVisible();
  await expect(card).toContainText(/\d+ likes?/);
  await screenshotsAtBothWidths(page, 'pro-galleries');
});
