import { expect, test } from '@playwright/test';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail, keepPicture } from './fixtures.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { openUserMenu } from './subscription-helpers.js';

/**
 * Issue 29, free trials: the owner turns on a 7-day trial in Site content → Plans; a member is offered
 * it on Subscribe, starts it on the hosted checkout without being charged, is Pro, and sees in the menu
 * when the trial ends; the owner's Revenue figures count it. On a server of its own: a trial for everyone would change the other journeys' checkouts.
 */

let server: IsolatedServer;

test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => server?.stop());

test('a member starts a 7-day free trial and the menu shows when it ends', async ({ browser }) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ baseURL: server.baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await openAdminTab(owner, 'Site content');
  const form = owner.getByRole('form', { name: 'Site content' });
  const trialDays = form.getByRole('textbox', { name: /Free trial \(days\)/ });
  await expect(trialDays).toHaveValue('0');
  await trialDays.fill('120');
  await form.getByRole('button', { name: 'Save site content' }).click();
  await expect(form.getByText('Please enter trial days between 0 (no trial) and 90.')).toBeVisible();
  await trialDays.fill('7');
  await form.getByRole('button', { name: 'Save site content' }).click();
  await expect(owner.getByText('Site content saved.')).toBeVisible();
  await ownerContext.close();

  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signIn(page, uniqueEmail('trial'));
  await openView(page, 'Subscribe');
  const start = page.getByRole('button', { name: 'Start your 7-day free trial' });
  await expect(start).toBeVisible();
  await expect(page.getByText(/7 days free, then \$20\/month/)).toBeVisible();
  await expectAccessible(page, 'main');
  await screenshotsAtBothWidths(page, 'subscribe-trial');

  await start.click();
  const agreement = page.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByText('7 days free')).toBeVisible();
  await expect(page.getByText(/Then \$20\.00 per month/)).toBeVisible();
  await page.getByRole('button', { name: 'Start trial' }).click();
  await expect(page).toHaveURL(/\/success/);
  await page.goto('/auth-home');
  await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();

  const endsOn = new Date(Date.now() + 7 * 24 * 3600 * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const menu = await openUserMenu(page);
    const item = menu.getByRole('menuitem', { name: `Free trial until ${endsOn}` });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Cancel Subscription' })).toBeVisible();
    await keepPicture(page, test.info().outputPath(`trial-menu-${width}.png`));
    await expectAccessible(page, '[role="menu"]');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await context.close();

  // The owner's Revenue figures count the trial, and a trial adds nothing to MRR until it is paid.
  const ownerAgain = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signIn(ownerAgain, OWNER_EMAIL);
  await openAdminTab(ownerAgain, 'Analytics');
  const figures = ownerAgain.getByRole('definition');
  const revenue = ownerAgain.getByLabel('Revenue figures');
  await expect(revenue.locator('div', { hasText: 'Active trials' }).getByRole('definition')).toHaveText('1');
  await expect(revenue.locator('div', { hasText: /^MRR/ }).getByRole('definition')).toHaveText('$0.00');
  await expect(figures.first()).toBeVisible();
  await screenshotsAtBothWidths(ownerAgain, 'analytics-revenue', { fitsPhone: true, scrollTo: revenue });
  await ownerAgain.context().close();
});
