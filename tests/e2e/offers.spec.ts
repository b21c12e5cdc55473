import { expect, test } from '@playwright/test';
import { OWNER_EMAIL, openAdminTab, openView, signIn, uniqueEmail, keepPicture } from './fixtures.js';

/** Issue 29, discount codes: the owner makes one in Offers, a member pays the discounted price with it, the owner sees it used. */
test('a member subscribes with the owner’s discount code and pays the discounted price', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const code = `HALF${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Offers');
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('50');
  await form.getByRole('button', { name: 'Create code' }).click();
  const codes = page.getByRole('table');
  await expect(codes.getByRole('row').filter({ hasText: code })).toContainText(/Anyone\s*0\s*Never/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`offers-${width}.png`), { fullPage: true });
  }

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, uniqueEmail('offer'));
  await openView(member, 'Subscribe');
  await member.getByRole('textbox', { name: 'Discount code' }).fill(code);
  for (const width of [1280, 375]) {
    await member.setViewportSize({ width, height: 900 });
    await keepPicture(member, testInfo.outputPath(`subscribe-code-${width}.png`), { fullPage: true });
  }
  await member.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = member.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(member.getByText('$10.00').first()).toBeVisible();
  await member.getByRole('button', { name: /^Pay/ }).click();
  await expect(member).toHaveURL(/\/success/);
  await member.goto('/auth-home');
  await expect(member.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
  await memberContext.close();

  await page.reload();
  await openAdminTab(page, 'Offers');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: code })).toContainText(/Anyone\s*1\s*Never/);
});
