import { expect, type Page } from '@playwright/test';
import { openView, postAsApp } from './fixtures.js';

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

/** Where the payment simulator mounts its test controls (SIMULATOR_CONTROLS_PREFIX of the server's stand-in, which the journeys do not load). */
const SIMULATOR_CONTROLS_PREFIX = '/api/dev/payment-simulator';

/** The payment simulator's test controls (move its clock, fail a renewal...), called as the app calls its API. */
export async function control(page: Page, path: string, data: object = {}) {
  return (await postAsApp(page, `${SIMULATOR_CONTROLS_PREFIX}${path}`, data)).json();
}

/** Opens the menu under the "Logged In - …" badge. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Logged In - / }).click();
  return page.getByRole('menu');
}
