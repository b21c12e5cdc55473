/**
 * Issue 31, signed-in devices: a member signed in on two browsers sees both in
 * the profile and ends the other one; that browser's open tab is signed out.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, uniqueEmail, keepPicture } from './fixtures.js';

const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

test('a member ends the session of another browser, whose open tab is signed out', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('devices');
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await signIn(laptop, email);
  const otherContext = await browser.newContext({ userAgent: EDGE_ON_WINDOWS });
  const other = await otherContext.newPage();
  await signIn(other, email);

  await laptop.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Update Profile' });
  const section = dialog.getByRole('region', { name: 'Signed-in devices' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('This device');
  await expect(items.nth(1)).toContainText('Edge on Windows');
  // Both browsers run on this machine: a loopback address, which no country table places.
  await expect(items.nth(1)).toContainText(/This network · Near (\d+\.\d+\.\d+\.x|[0-9a-f:]+::x)/);
  await expectAccessible(laptop, '.devices');
  for (const width of [1280, 375]) {
    await laptop.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await keepPicture(dialog, testInfo.outputPath(`profile-devices-${width}.png`));
  }
  await laptop.setViewportSize({ width: 1280, height: 900 });

  await section.getByRole('button', { name: /^Sign out Edge on Windows/ }).click();
  await expect(items).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);

  // The other tab's live stream closed; its reconnect is refused, so it learns it is signed out.
  await expect(other).toHaveURL(`${baseURL}/`, { timeout: 30_000 });
  expect((await other.request.get('/api/me')).status()).toBe(401);
  expect((await laptop.request.get('/api/me')).status()).toBe(200);
  await laptopContext.close();
  await otherContext.close();
});
