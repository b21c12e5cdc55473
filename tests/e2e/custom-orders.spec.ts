import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, signIn, uniqueEmail } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

/** Custom Build through the payment simulator: request → pay → confirmation → tracking → fulfilment → delivery, and a cancelled checkout. */

async function requestBuild(page: Page): Promise<void> {
  await openView(page, 'Custom Build');
  await expect(page.getByRole('tab', { name: 'Request Portal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('$10.00', { exact: true })).toBeVisible();
  await expect(page.getByText(/delivered within 24 hours/)).toBeVisible();
  await page.getByRole('button', { name: 'Request for $10.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a top, a bottom and a pose.');
  await expectAccessible(page);
  await page.getByLabel('Top').selectOption({ label: 'Polo' });
  await page.getByLabel('Bottom').selectOption({ label: 'Chino Shorts' });
  await page.getByLabel('Pose').selectOption({ label: 'Front Flex' });
  await page.getByRole('button', { name: 'Request for $10.00' }).click();
  await expect(page.getByText('$10.00').first()).toBeVisible();
}

test.describe('custom orders', () => {
  test('request, pay, confirm, track, fulfil and receive the image live', async ({ page, browser }) => {
    await signIn(page, uniqueEmail('buyer'));
    await subscribeToPro(page);
    await requestBuild(page);

    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/custom-success\?session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText('Polo');
    await expect(details).toContainText('Chino Shorts');
    await expect(details).toContainText('Front Flex');
    await expect(details).toContainText('Paid');
    const number = (await details.getByText(/^#\d{4}$/).textContent())!.slice(1);
    await expect(details.locator('dd').last()).toHaveText(/^[0-9a-f-]{10}$/);
    await expect(page.getByText('Your custom content will be created within 24-48 hours.')).toBeVisible();
    await expect(page.getByText(/appears in the Purchased Content folder in Custom Builds/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/auth-home\?view=custom_build&tab=tracking$/);
    await expect(page.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute('aria-selected', 'true');
    const order = page.getByRole('listitem').filter({ hasText: `Request #${number}` });
    await expect(order).toContainText('Processing');

    // The owner fulfils from the admin dashboard, in a browser of their own.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, OWNER_EMAIL);
    await openAdminTab(owner, 'Vendor Builds');
    // Vendor Builds lists past orders too: the pending one is in the pending list.
    const pendingItem = owner.getByRole('list', { name: 'Pending requests' }).getByRole('listitem', { name: `Request #${number}` });
    await expect(pendingItem).toContainText('Pending Fulfillment');
    await expectAccessible(owner);
    const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 60, b: 200 } } }).png().toBuffer();
    await pendingItem.getByLabel(`Image for request #${number}`).setInputFiles({ name: 'build.png', mimeType: 'image/png', buffer: image });
    await pendingItem.getByRole('button', { name: 'Fulfill Request' }).click();
    await expect(owner.getByText('Request fulfilled successfully!')).toBeVisible();
    await expect(pendingItem).toHaveCount(0);
    await ownerContext.close();

    // The buyer's page was never reloaded: the live channel brought the change.
    await expect(order).toContainText('Completed');
    await page.getByRole('tab', { name: 'Purchased Content' }).click();
    await expect(page.getByText('Purchased content is viewable only while your Pro membership is active.')).toBeVisible();
    const delivered = page.getByRole('img', { name: new RegExp(`Custom build #${number}`) });
    await expect(delivered).toBeVisible();
    await expect.poll(() => delivered.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test('cancel at checkout lands on /custom-fail, and Try Again reopens the request portal', async ({ page }) => {
    await signIn(page, uniqueEmail('canceller'));
    await subscribeToPro(page);
    await requestBuild(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/custom-fail/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText(/your payment or content will still be processed/)).toBeVisible();
    const ids = page.locator('dl');
    await expect(ids).toContainText(/Session ID\s*cs_/);
    await expect(ids).toContainText(/User ID\s*[0-9a-f-]{36}/);
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/auth-home\?view=custom_build&tab=request$/);
    await expect(page.getByRole('tab', { name: 'Request Portal' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Request for $10.00' })).toBeVisible();
  });
});
