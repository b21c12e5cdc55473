import { expect, test } from '@playwright/test';
import { expectAccessible, openAdminTab, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail, uniqueText } from './fixtures.js';
import { apiUpload } from './gallery-helpers.js';
import { subscribeToPro } from './subscription-helpers.js';

/** Tips (issue 30): a Pro member tips $5 with a message from the lightbox of a Pro picture; the owner sees it live. */

test.describe('tips', () => {
  test('a Pro member tips $5 with a message from the lightbox, and the owner sees it live', async ({ page, browser }) => {
    // The owner adds a Pro picture and opens the Tips tab, which stays open.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, OWNER_EMAIL);
    const name = `tipme${Date.now()}.png`;
    await apiUpload(owner, 'gallery_pro', name, 77);
    await openAdminTab(owner, 'Tips');

    const email = uniqueEmail('tipper');
    await signIn(page, email);
    await subscribeToPro(page);
    await page.goto('/auth-home?view=gallery_pro');
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await page.getByRole('button', { name: 'Tip for this picture' }).click();

    const dialog = page.getByRole('dialog', { name: 'Tip for this picture' });
    await expect(dialog.getByRole('radio', { name: '$5.00' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '$3.00' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '$10.00' })).toBeVisible();
    // A custom amount outside the bounds is refused before paying.
    await dialog.getByRole('radio', { name: 'Other amount' }).check();
    await dialog.getByLabel('Your amount (dollars)').fill('600');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByText('Choose an amount between $1.00 and $500.00.')).toBeVisible();
    await dialog.getByRole('radio', { name: '$5.00' }).check();
    const message = uniqueText('Lovely light');
    await dialog.getByLabel('Message (optional)').fill(message);
    await expectAccessible(page);
    await screenshotsAtBothWidths(page, 'tip-dialog', { fitsPhone: true });
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The simulator's hosted page, then back to the dashboard's thank-you.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/auth-home/);
    const thanks = page.getByRole('dialog', { name: 'Thank you for your tip!' });
    await expect(thanks).toContainText('Your tip of $5.00 has been received.');
    await screenshotsAtBothWidths(page, 'tip-thanks', { fitsPhone: true });
    await thanks.getByRole('button', { name: 'Close' }).first().click();

    // The owner's tab was never reloaded: the live channel brought the tip.
    const tip = owner.getByRole('listitem').filter({ hasText: message });
    await expect(tip).toContainText('$5.00');
    await expect(tip).toContainText(email);
    await expect(tip).toContainText('on a picture');
    await expectAccessible(owner);
    await screenshotsAtBothWidths(owner, 'tips-admin', { fitsPhone: true });
    await ownerContext.close();
  });
});
