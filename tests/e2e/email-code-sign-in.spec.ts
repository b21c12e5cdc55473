import { expect, test, type Page } from '@playwright/test';
import { outboxMailsMentioning } from './chat-helpers.js';
import { currentUser, screenshotsAtBothWidths, signIn, uniqueEmail } from './fixtures.js';

/** Instagram's in-app browser, where Google refuses to sign anyone in. */
const INSTAGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.31.103 (iPhone14,5; iOS 17_5; en_US)';

/** The newest sign-in e-mail to this address in the local outbox: its code and its link. */
async function signInMail(email: string): Promise<{ code: string; link: string }> {
  let found: { code: string; link: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await outboxMailsMentioning(`To: ${email}`)).map((mail) => mail.replace(/=\r\n/g, '').replace(/=3D/g, '='));
      const mail = mails.sort().at(-1);
      const code = mail && /Subject: Your sign-in code: (\d{6})/.exec(mail)?.[1];
      const link = mail && /(https?:\/\/\S+#sign-in-link=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      found = code && link ? { code, link } : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, name, { fitsPhone: true });

/** Asks for a code on /google-signup and enters the one from the outbox: the member lands on /auth-home. */
async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.goto('/google-signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const { code } = await signInMail(email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).toHaveURL(/\/auth-home$/);
}

test.describe('inside an in-app browser', () => {
  test.use({ userAgent: INSTAGRAM_UA });

  test('a member signs in with a code from the e-mail, on the same page', async ({ page }) => {
    // Six screenshots, each with the phone-width check: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const email = uniqueEmail('code');
    await page.goto('/');
    await page.getByRole('link', { name: 'sign in with a code sent to your e-mail' }).click();
    await expect(page).toHaveURL(/\/google-signup#email-code$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(page.getByText(`If ${email} can receive e-mail, a 6-digit code is on its way.`)).toBeVisible();
    await screenshots(page, 'code-asked');

    const { code } = await signInMail(email);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '000001' : String(Number(code) - 1).padStart(6, '0'));
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toHaveText('That code is not right. 4 tries left.');
    await screenshots(page, 'code-wrong');

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signing in and preparing your experience...' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth-home$/);
    await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();

    // The profile says how this account can be entered.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const ways = page.getByRole('dialog', { name: 'Update Profile' }).getByRole('region', { name: 'Ways to sign in' });
    await expect(ways.getByText('Code by e-mail: linked')).toBeVisible();
    await expect(ways.getByText('Google: not used yet')).toBeVisible();
    await screenshots(page, 'profile-ways');
  });
});

test('the e-mail link signs in only the browser that asked', async ({ page, browser }) => {
  const email = uniqueEmail('link');
  await page.goto('/google-signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const { link } = await signInMail(email);

  // Another browser (a phone's mail app, a scanner): told so, and nobody is signed in.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Sign in on this browser' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'signs in only the browser where the code was asked for' })).toBeVisible();
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await screenshots(other, 'link-other-browser');
  await elsewhere.close();

  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in on this browser' }).click();
  await expect(page).toHaveURL(/\/auth-home$/);
  await expect(page.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
});

test('a Google sign-in of the address first used with a code enters the same account, and the profile shows both ways', async ({ browser, baseURL }) => {
  const email = uniqueEmail('both-ways');
  const byCode = await browser.newContext();
  await signInWithCode(await byCode.newPage(), email);
  const codeAccount = await currentUser(byCode, baseURL!);
  await byCode.close();

  const byGoogle = await browser.newContext();
  const page = await byGoogle.newPage();
  await signIn(page, email);
  expect((await currentUser(byGoogle, baseURL!)).id).toBe(codeAccount.id);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const ways = page.getByRole('dialog', { name: 'Update Profile' }).getByRole('region', { name: 'Ways to sign in' });
  await expect(ways.getByText('Google: linked')).toBeVisible();
  await expect(ways.getByText('Code by e-mail: linked')).toBeVisible();
  await byGoogle.close();
});
