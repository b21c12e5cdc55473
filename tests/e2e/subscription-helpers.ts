import { expect, type Page } from '@playwright/test';
import { openView } from './fixtures.js';

/**
 * Makes the signed-in user Pro the way a member does it: the Subscribe view,
 * the user agreement, and the payment simulator's hosted checkout (DESIGN
 * contract: the amount shown, a button starting with "Pay" and a "Cancel"
 * button). Starts and ends on /auth-home with the badge reading Pro.
 */
export async function subscribeToPro(page: Page): Promise<void> {
  if (!/\/auth-home$/.test(new URL(page.url()).pathname)) await page.goto('/auth-home');
  await openView(page, 'Subscribe');
  await page.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = page.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByText('$20.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.goto('/auth-home');
  await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
}
