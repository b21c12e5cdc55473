import { expect, test } from '@playwright/test';
import { expectAccessible, openView, signIn, uniqueEmail, keepPicture } from './fixtures.js';

/**
 * Issue 29, plans: a member picks the yearly plan (with its saving), pays the yearly price, and is Pro;
 * then, from the profile's Membership section, switches to monthly.
 */
test('a member subscribes yearly at the yearly price, then switches to monthly from the profile', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('yearly'));
  await openView(page, 'Subscribe');
  const yearly = page.getByRole('radio', { name: /Yearly/ });
  await expect(yearly).toBeVisible();
  await expect(page.getByText(/Save \$\d+ against 12 months/)).toBeVisible();
  await yearly.check({ force: true });
  const subscribe = page.getByRole('button', { name: /^Subscribe for \$\d+(\.\d\d)?\/year$/ });
  await expect(subscribe).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`subscribe-plans-${width}.png`), { fullPage: true });
  }
  await subscribe.click();
  const agreement = page.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByText('per year')).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.goto('/auth-home');
  await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const membership = page.getByRole('dialog', { name: 'Update Profile' }).getByRole('region', { name: 'Membership' });
  await expect(membership.getByRole('heading', { name: /^Your plan: Yearly/ })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`profile-membership-${width}.png`), { fullPage: true });
  }
  await membership.getByRole('button', { name: /^Switch to monthly/ }).click();
  await expect(membership.getByRole('heading', { name: /^Your plan: Monthly/ })).toBeVisible();
  await expect(page.getByText('You are now on the monthly plan.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('region', { name: 'Membership' }).getByRole('heading', { name: /^Your plan: Monthly/ })).toBeVisible();
});
