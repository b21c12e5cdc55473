import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PASSKEY_MESSAGES } from '../../src/shared/features/passkeys.schema.js';
import { openAdminTab, openView, OWNER_EMAIL, signIn, uniqueEmail, keepPicture } from './fixtures.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

/** Passkeys with Chromium's virtual authenticator (DevTools protocol): a platform authenticator that always says yes. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addPasskey(page: Page) {
  const dialog = await openProfile(page);
  const section = dialog.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  return { dialog, section };
}

async function screenshotAtWidths(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['locator']>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`${name}-${width}.png`);
    if (target) await keepPicture(target, path);
    else await keepPicture(page, path, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member adds a passkey in the profile, signs out and signs in with it', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail('passkey');
  await addVirtualAuthenticator(page);
  await signIn(page, email);
  const { dialog, section } = await addPasskey(page);
  await expect(section.getByRole('listitem')).toContainText('Passkey 1');

  await section.getByRole('button', { name: 'Rename Passkey 1' }).click();
  await section.getByRole('textbox', { name: 'Passkey name' }).fill('My laptop');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('listitem')).toContainText('My laptop');
  await screenshotAtWidths(page, testInfo, 'profile-passkeys', dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Logged In - Basic' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/google-signup');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await screenshotAtWidths(page, testInfo, 'sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/auth-home$/);
  const me = await page.request.get('/api/me');
  expect((await me.json()) as { email: string }).toMatchObject({ email });
});

test.describe('the owner requires a passkey for admin actions', () => {
  // The requirement is the owner's: on a server of its own, so other journeys' owner keeps working.
  let server: IsolatedServer;
  test.beforeAll(async () => {
    server = await startIsolatedServer();
  });
  test.afterAll(async () => server?.stop());

  test('after a Google sign-in an admin action asks for the passkey', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    await signIn(page, OWNER_EMAIL);
    const { dialog, section } = await addPasskey(page);
    // A controlled box: it shows the server's answer once saved.
    await section.getByRole('checkbox', { name: /Require a passkey for admin actions/ }).click();
    await expect(section.getByRole('checkbox', { name: /Require a passkey for admin actions/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A fresh Google sign-in of the same owner: admin endpoints now want a passkey check.
    await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'fetch', Origin: server.baseURL } });
    await signIn(page, OWNER_EMAIL);
    expect((await page.request.get('/api/admin/site-content')).status()).toBe(403);
    // The admin dashboard's first tab already reads admin data: the check is asked for there.
    await openView(page, 'Admin Dashboard');
    const prompt = page.getByRole('dialog', { name: 'Confirm with your passkey' });
    await expect(prompt).toContainText(PASSKEY_MESSAGES.checkRequired);
    await screenshotAtWidths(page, testInfo, 'passkey-check', prompt);
    await prompt.getByRole('button', { name: 'Use my passkey' }).click();
    await expect(prompt).toBeHidden();
    await openAdminTab(page, 'Site content');
    expect((await page.request.get('/api/admin/site-content')).status()).toBe(200);
    await context.close();
  });
});
