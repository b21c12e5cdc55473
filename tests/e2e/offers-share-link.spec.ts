import { expect, test, type Page } from '@playwright/test';
import { OWNER_EMAIL, openAdminTab, signIn, signInWithPopup, uniqueEmail, keepPicture } from './fixtures.js';

/** The owner makes a percent-off code in Offers (for `months` months, else the first payment) and sees it listed. */
async function createCode(page: Page, code: string, percentOff: number, months?: number) {
  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Offers');
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill(String(percentOff));
  if (months !== undefined) {
    await form.getByLabel('For', { exact: true }).selectOption('repeating');
    await form.getByLabel('Months').fill(String(months));
  }
  await form.getByRole('button', { name: 'Create code' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  return row;
}

/** Issue 29, share links: the owner copies a code's link; a visitor signs in through it and subscribes with the code. */
test('a share link carries its code through sign-in to the Subscribe view, which states the price after the offer', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const code = `SHARE${Date.now().toString(36).toUpperCase()}`;
  const row = await createCode(page, code, 50, 3);
  await expect(row).toContainText(`/google-signup?code=${code}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy the share link of ${code}` }).click();
  await expect(row.getByRole('button', { name: `Copied the share link of ${code}` })).toBeVisible();
  const link = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(link).toMatch(new RegExp(`/google-signup\\?code=${code}$`));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`offers-share-link-${width}.png`), { fullPage: true });
  }

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await signInWithPopup(visitor, uniqueEmail('shared'));
  await expect(visitor).toHaveURL(/\/auth-home\?view=subscribe/, { timeout: 15_000 });
  await expect(visitor.getByRole('textbox', { name: 'Discount code' })).toHaveValue(code);
  await expect(visitor.getByRole('status').filter({ hasText: 'applied' })).toHaveText(`${code} applied: $10/month for 3 months, then $20/month`);
  for (const width of [1280, 375]) {
    await visitor.setViewportSize({ width, height: 900 });
    await keepPicture(visitor, testInfo.outputPath(`subscribe-shared-code-${width}.png`), { fullPage: true });
  }

  await visitor.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = visitor.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(visitor.getByRole('button', { name: 'Pay $10.00' })).toBeVisible();
  await visitorContext.close();
});

test('the hosted checkout page takes a promotion code typed into its code box', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const code = `BOX${Date.now().toString(36).toUpperCase()}`;
  await createCode(page, code, 25);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, uniqueEmail('codebox'));
  await member.goto('/auth-home?view=subscribe');
  await member.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = member.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await member.getByLabel('Promotion code').fill('NOT-A-CODE');
  await member.getByRole('button', { name: 'Apply code' }).click();
  await expect(member.getByRole('alert')).toHaveText('This code is invalid.');
  await member.getByLabel('Promotion code').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Apply code' }).click();
  await expect(member.getByRole('button', { name: 'Pay $15.00' })).toBeVisible();
  for (const width of [1280, 375]) {
    await member.setViewportSize({ width, height: 900 });
    await keepPicture(member, testInfo.outputPath(`checkout-code-box-${width}.png`), { fullPage: true });
  }
  await member.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(member).toHaveURL(/\/success/);
  await memberContext.close();
});
