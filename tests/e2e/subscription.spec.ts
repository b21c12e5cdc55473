import { expect, test, type Page } from '@playwright/test';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/features/subscription.schema.js';
import { expectAccessible, openAdminTab, openNavItems, openView, signIn, uniqueEmail } from './fixtures.js';
import { control, openUserMenu, subscribeToPro } from './subscription-helpers.js';

/** The Pro subscription through the payment simulator: checkout, live badge, return pages, cancel, period end. */

const DAY = 86_400;

/** From the dashboard to the hosted checkout page, through the Subscribe view and the agreement. */
async function openCheckout(page: Page) {
  await openView(page, 'Subscribe');
  await page.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = page.getByRole('dialog', { name: 'User Agreement' });
  await expect(agreement.getByRole('button', { name: 'I Agree' })).toBeDisabled();
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByText('$20.00').first()).toBeVisible();
}

test.describe('subscription', () => {
  test('subscribes through the simulator and the badge turns Pro live in another tab', async ({ page, context }) => {
    await signIn(page, uniqueEmail('subscriber'));
    await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
    const watcher = await context.newPage();
    await watcher.goto('/auth-home');
    await expect(watcher.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();

    await subscribeToPro(page);

    // The other tab was never reloaded: the live channel changed its badge.
    await expect(watcher.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
    expect(await openNavItems(page)).not.toContain('Subscribe');
  });

  test('/success waits for the payment, offers the manual return from attempt 3, then confirms', async ({ page }) => {
    await signIn(page, uniqueEmail('waiter'));
    await control(page, '/deliveries/hold');
    try {
      await openCheckout(page);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page).toHaveURL(/\/success\?session_id=cs_test_\w+&user_id=[0-9a-f-]{36}$/);
      await expect(page.getByText(/attempt 1 of 5/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manually Return to Dashboard' })).toHaveCount(0);
      await expect(page.getByText(/attempt 3 of 5/)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('link', { name: 'Manually Return to Dashboard' })).toBeVisible();
    } finally {
      await control(page, '/deliveries/release');
    }
    await expect(page.getByRole('heading', { name: 'Welcome to Pro!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('New content twice a month')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
  });

  test('/success says the account is being updated when Pro does not arrive in 5 checks', async ({ page }) => {
    await signIn(page, uniqueEmail('slow'));
    await control(page, '/deliveries/hold');
    try {
      await openCheckout(page);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByText(SUBSCRIPTION_MESSAGES.beingUpdated)).toBeVisible({ timeout: 20_000 });
    } finally {
      await control(page, '/deliveries/release');
    }
  });

  test('leaving checkout lands on /canceled, which returns to the dashboard after 5 seconds', async ({ page }) => {
    await signIn(page, uniqueEmail('leaver'));
    await openCheckout(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/canceled$/);
    await expect(page.getByRole('heading', { name: 'Subscription not completed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard now' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth-home$/, { timeout: 8_000 });
    await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
  });

  test('cancels with the exact messages, shows Sub Ends, and turns Basic once the clock passes the end date', async ({ page }) => {
    await signIn(page, uniqueEmail('canceler'));
    await subscribeToPro(page);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(dialog).toContainText('until the end of your current billing period');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const success = page.getByText(/^Your subscription has been canceled\. You will continue to have Pro access until (\w+ \d{1,2}, \d{4})\.$/);
    await expect(success).toBeVisible();
    const endDate = /until (.+)\.$/.exec((await success.textContent()) ?? '')![1]!;

    await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
    const after = await openUserMenu(page);
    await expect(after.getByRole('menuitem', { name: `Sub Ends: ${endDate}` })).toBeVisible();
    await expect(after.getByRole('menuitem', { name: 'Cancel Subscription' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await control(page, '/clock', { seconds: 32 * DAY });
    await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
  });

  test('shows the failure message when the cancel cannot reach the server', async ({ page }) => {
    await signIn(page, uniqueEmail('unlucky'));
    await subscribeToPro(page);
    await page.route('**/api/subscription/cancel', (route) => route.fulfill({ status: 502, json: { code: 'payment_provider_error', message: 'down' } }));
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.cancelFailed)).toBeVisible();
  });

  test('the Subscribe view, the agreement, /success and the admin tabs have no serious accessibility problems', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'owner@example.com');
    await openView(page, 'Subscribe');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Subscribe for $20/month' }).click();
    await expect(page.getByRole('dialog', { name: 'User Agreement' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await openAdminTab(page, 'Pro Users');
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    await expectAccessible(page);
    await expect(page.getByRole('tab', { name: /^New Pro Users \(\d+\)$/ })).toBeVisible();

    // Without a checkout to ask about, /success confirms nothing.
    await page.goto('/success');
    await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    await expectAccessible(page);
  });
});
