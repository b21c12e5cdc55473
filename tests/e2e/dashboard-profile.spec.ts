import { expect, test, type Browser, type Page } from '@playwright/test';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../src/shared/features/profile.schema.js';
import { signIn, uniqueEmail, uniqueId } from './fixtures.js';

/** The profile modal against the real server: every message of SPEC §5 and a successful update. */

/** A valid 1×1 PNG, so the server's image check and re-encoding accept it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs a second account in, in its own browser context, and gives it a username. */
async function claimUsername(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, uniqueEmail('holder'));
  const dialog = await openProfile(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('button', { name: 'Update Profile' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
}

test.describe('profile', () => {
  test('refuses a file that is not an image', async ({ page }) => {
    await signIn(page, uniqueEmail('type'));
    const dialog = await openProfile(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MESSAGES.notAnImage);
  });

  test('refuses an image over 5 MB', async ({ page }) => {
    await signIn(page, uniqueEmail('size'));
    const dialog = await openProfile(page);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - TINY_PNG.length)]);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MESSAGES.tooLarge);
  });

  test('asks for a file or a new username when nothing changed', async ({ page }) => {
    await signIn(page, uniqueEmail('nothing'));
    const dialog = await openProfile(page);
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MESSAGES.nothingToUpdate);
  });

  test('refuses a username another user has', async ({ page, browser }) => {
    const taken = uniqueId('taken');
    await claimUsername(browser, taken);
    await signIn(page, uniqueEmail('second'));
    const dialog = await openProfile(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(`  ${taken}  `);
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MESSAGES.usernameTaken);
  });

  test('saves a picture and a username, and the header shows the picture', async ({ page }) => {
    await signIn(page, uniqueEmail('saved'));
    await expect(page.locator('.avatar img')).toHaveCount(0);
    const dialog = await openProfile(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(dialog.getByText('me.png')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(uniqueId('artist'));
    await dialog.getByRole('button', { name: 'Update Profile' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    const avatar = page.locator('.avatar img');
    await expect(avatar).toHaveAttribute('src', /\/api\/media\/profile_images\//);
    // The picture really loads (same-origin, for the signed-in user).
    await expect.poll(() => page.evaluate<number>("document.querySelector('.avatar img')?.naturalWidth ?? 0")).toBeGreaterThan(0);
  });
});
