import { expect, test } from '@playwright/test';
import { API_KEYS_PATHS } from '../../src/shared/features/api-keys.schema.js';
import { MEMBER_PATHS } from '../../src/shared/features/members.schema.js';
import { OWNER_EMAIL, expectAccessible, openAdminTab, signIn, keepPicture } from './fixtures.js';

/** Issue 32, API keys: the owner makes a scoped key, a tool calls the Admin API with it, the owner sees the use and revokes it. */
test('the owner makes an API key, sees it used in the log and revokes it', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'API keys');
  await expect(page.getByRole('table', { name: /API keys/ }).or(page.getByText('No API keys yet.')).first()).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`api-keys-start-${width}.png`), { fullPage: true });
  }

  const form = page.getByRole('form', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Give the key a name.')).toBeVisible();
  await expect(form.getByText('Pick at least one scope.')).toBeVisible();
  const name = `CRM ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: /members:read/ }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const secretBox = page.getByLabel('API key secret');
  await expect(secretBox).toHaveText(/^sitekey_/);
  const secret = (await secretBox.textContent())!.trim();
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(secret);
  await expectAccessible(page, '.api-keys-tab');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`api-keys-secret-${width}.png`), { fullPage: true });
  }
  await page.getByRole('button', { name: 'I have copied it' }).click();

  // Another tool: no cookie, no CSRF header, only the key.
  const tool = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  expect((await tool.get(MEMBER_PATHS.list)).status()).toBe(200);
  expect((await tool.get(API_KEYS_PATHS.keys)).status()).toBe(403);

  await page.reload();
  await openAdminTab(page, 'API keys');
  const row = page.getByRole('table', { name: /API keys/ }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('members:read');
  await expect(row).not.toContainText('Never');
  const log = page.getByRole('table', { name: /Requests/ });
  await expect(log.getByRole('row').filter({ hasText: name }).filter({ hasText: `GET ${MEMBER_PATHS.list}` }).first()).toContainText('200');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`api-keys-${width}.png`), { fullPage: true });
  }

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(row).toContainText('Revoked');
  expect((await tool.get(MEMBER_PATHS.list)).status()).toBe(401);
  await tool.dispose();
});
