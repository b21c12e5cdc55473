import { expect, test } from '@playwright/test';
import { OWNER_EMAIL, openAdminTab, screenshotsAtBothWidths, signIn, signInWithPopup, uniqueEmail } from './fixtures.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

/**
 * Issue 29, win-back: the owner sets the e-mail's days and offer in Offers; a member who follows the
 * offer's link sees it stated on the plan chosen (monthly or yearly), pays the discounted price, and the
 * owner sees the member came back. On a server of its own: the setting is site-wide. The e-mail itself
 * waits days of the server's own clock, so its choice of members is proven in win-back.test.ts.
 */
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => server?.stop());

test('the win-back offer: set by the owner, stated on either plan through its link, paid at the discount', async ({ browser }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({ baseURL: server.baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await openAdminTab(owner, 'Offers');
  const settings = owner.getByRole('form', { name: 'Win-back e-mail' });
  await settings.getByRole('checkbox', { name: 'E-mail an offer to members whose Pro ended' }).check();
  await settings.getByLabel('Days after Pro ends').fill('0');
  await settings.getByRole('button', { name: 'Save win-back settings' }).click();
  await expect(settings.getByText('Win-back days must be a whole number from 1 to 365.')).toBeVisible();
  await settings.getByLabel('Days after Pro ends').fill('30');
  await settings.getByLabel('Percent off').fill('50');
  await settings.getByLabel('Months').fill('3');
  await settings.getByRole('button', { name: 'Save win-back settings' }).click();
  await expect(owner.getByText('Win-back e-mail: 50% off for 3 months, 30 days after Pro ends.')).toBeVisible();
  const stats = settings.getByText(/^Code COMEBACK-/);
  await expect(stats).toContainText('sent to 0 members; 0 came back; 0 opted out.');
  const code = /COMEBACK-[0-9A-F]{8}/.exec((await stats.textContent()) ?? '')![0];
  await settings.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(owner, 'win-back-settings', { fitsPhone: true });

  const memberContext = await browser.newContext({ baseURL: server.baseURL });
  const member = await memberContext.newPage();
  await member.goto(`/google-signup?code=${code}`);
  await signInWithPopup(member, uniqueEmail('returning'));
  await expect(member).toHaveURL(/\/auth-home\?view=subscribe/, { timeout: 15_000 });
  const applied = member.getByRole('status').filter({ hasText: 'applied' });
  await expect(applied).toHaveText(`${code} applied: $10/month for 3 months, then $20/month`);
  await member.getByRole('radio', { name: /Yearly/ }).check({ force: true });
  await expect(applied).toHaveText(`${code} applied: $100 for the first year, then $200/year`);
  await screenshotsAtBothWidths(member, 'win-back-subscribe-yearly', { fitsPhone: true });
  await member.getByRole('radio', { name: /Monthly/ }).check({ force: true });
  await member.getByRole('button', { name: 'Subscribe for $20/month' }).click();
  const agreement = member.getByRole('dialog');
  await agreement.getByRole('checkbox').check();
  await agreement.getByRole('button', { name: 'I Agree' }).click();
  await member.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(member).toHaveURL(/\/success/);
  await memberContext.close();

  await owner.reload();
  await openAdminTab(owner, 'Offers');
  await expect(owner.getByRole('form', { name: 'Win-back e-mail' })).toContainText('1 came back');
  await ownerContext.close();
});
