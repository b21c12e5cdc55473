/**
 * Issue 32, Discord role sync: a Pro member links Discord from the profile
 * through the local Discord (the stand-in of discord.com) and sees it linked;
 * the owner sees role sync in Admin Dashboard → Integrations.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, OWNER_EMAIL, openAdminTab, screenshotsAtBothWidths, signIn, uniqueEmail, uniqueId, keepPicture } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

test('a Pro member links Discord through its sign-in page and sees the account linked', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, uniqueEmail('discord'));
  await subscribeToPro(page);
  const username = uniqueId('pro_').toLowerCase().replace(/[^a-z0-9_.]/g, '').slice(0, 32);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const section = page.getByRole('dialog', { name: 'Update Profile' }).getByRole('region', { name: 'Discord' });
  await expect(section).toContainText('Link your Discord account to get the Pro role');
  await section.getByRole('button', { name: 'Link Discord' }).click();

  await expect(page.getByRole('heading', { name: 'Link your Discord account' })).toBeVisible();
  await page.getByLabel('Discord username').fill(username);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/auth-home/);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  const linked = dialog.getByRole('region', { name: 'Discord' });
  await expect(linked).toContainText(`Linked as ${username}.`);
  await expect(linked.getByRole('button', { name: 'Unlink Discord' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await linked.scrollIntoViewIfNeeded();
    await keepPicture(dialog, testInfo.outputPath(`profile-discord-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await linked.getByRole('button', { name: 'Unlink Discord' }).click();
  await expect(linked.getByRole('button', { name: 'Link Discord' })).toBeVisible();
});

test('the owner sees how Discord role sync stands in Integrations', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Integrations');
  const discord = page.getByRole('region', { name: 'Discord role sync' });
  await expect(discord).toContainText('the local Discord stand-in (development)');
  await expect(discord).toContainText('Linked members');
  await screenshotsAtBothWidths(page, 'integrations-discord', { fitsPhone: true });
});
