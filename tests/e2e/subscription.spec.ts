import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from './auth-helpers.js';
import { subscribeToPro } from './subscription-helpers.js';

/** The Pro subscription through the payment simulator: checkout, live badge, return pages, cancel, period end. */

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
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  });
});
