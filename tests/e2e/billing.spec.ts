import { expect, test } from '@playwright/test';
import { BILLING_MESSAGES } from '../../src/shared/features/subscription.schema.js';
import { outboxMailsMentioning } from './chat-helpers.js';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail } from './fixtures.js';
import { control, openUserMenu, subscribeToPro } from './subscription-helpers.js';

/** A member's own billing: Manage Billing opens the provider's portal; what they change there comes back live. */

const DAY = 86_400;

test.describe('billing', () => {
  test('subscribe, cancel, Manage Billing, Renew plan: back on the site with Cancel Subscription offered again and no Sub Ends', async ({ page }) => {
    const email = uniqueEmail('renewer');
    await signIn(page, email);
    await subscribeToPro(page);

    let menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText(/^Your subscription has been canceled\./)).toBeVisible();
    menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem', { name: /^Sub Ends: / })).toBeVisible();
    await screenshotsAtBothWidths(page, 'user-menu-manage-billing');

    await menu.getByRole('menuitem', { name: 'Manage Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('$20.00/month')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Paid' }).getByRole('cell', { name: '$20.00' })).toBeVisible();
    await expect(page.getByText(/^Your plan will be canceled on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update card' })).toBeVisible();
    // Each invoice has its PDF, as Stripe's do.
    const pdfLink = page.getByRole('link', { name: /^Download PDF invoice of / });
    await expect(pdfLink).toHaveCount(1);
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshotsAtBothWidths(page, 'billing-portal-pending-cancellation');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Renew plan' }).click();
    await expect(page.getByRole('status')).toHaveText('Your plan has been renewed.');
    await expect(page.getByText(/^Your plan renews on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to site' }).last().click();

    await expect(page).toHaveURL(/\/auth-home$/);
    await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
    menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Sub Ends/ })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Manage Billing' })).toBeVisible();

    // The e-mails about it reached the outbox: the welcome receipt and the cancellation.
    await expect.poll(async () => (await outboxMailsMentioning(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const mails = (await outboxMailsMentioning(email)).join('\n');
    expect(mails).toContain('Welcome to Pro: your receipt');
    expect(mails).toContain('Your Pro membership is canceled');
  });

  test('a past-due member keeps Pro, sees the notice, and a new card in the portal clears it live', async ({ page }) => {
    await signIn(page, uniqueEmail('pastdue'));
    await subscribeToPro(page);
    const me = await (await page.request.get(`${new URL(page.url()).origin}/api/me`)).json();
    await control(page, `/users/${me.id}/fail-renewal`);
    await control(page, '/clock', { seconds: 32 * DAY });

    const notice = page.getByRole('status').filter({ hasText: BILLING_MESSAGES.pastDue });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
    await screenshotsAtBothWidths(page, 'dashboard-past-due');
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page.getByText('Your last payment failed. Update your card to keep your plan.')).toBeVisible();
    await page.getByLabel('New card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('status')).toHaveText('Your card has been updated.');
    await expect(page.getByText('Card ending in 4444')).toBeVisible();
    await page.getByRole('link', { name: 'Return to site' }).last().click();
    await expect(page).toHaveURL(/\/auth-home$/);
    await expect(page.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.pastDue)).toHaveCount(0);
  });

  test('the owner refunds a paid custom order from Vendor Builds; the buyer sees it refunded and is e-mailed', async ({ page, browser }) => {
    const email = uniqueEmail('refunded');
    await signIn(page, email);
    await subscribeToPro(page);
    await openView(page, 'Custom Build');
    await page.getByLabel('Top').selectOption({ label: 'Polo' });
    await page.getByLabel('Bottom').selectOption({ label: 'Chino Shorts' });
    await page.getByLabel('Pose').selectOption({ label: 'Front Flex' });
    await page.getByRole('button', { name: 'Request for $10.00' }).click();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/custom-success\?session_id=cs_/);
    const number = (await page.locator('dl').getByText(/^#\d{4}$/).textContent())!.slice(1);
    await page.getByRole('button', { name: 'View My Orders' }).click();
    const tracked = page.getByRole('listitem').filter({ hasText: `Request #${number}` });
    await expect(tracked).toContainText('Processing');

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, OWNER_EMAIL);
    await openAdminTab(owner, 'Vendor Builds');
    const item = owner.getByRole('listitem', { name: `Request #${number}` });
    await item.getByRole('button', { name: 'Refund' }).click();
    const dialog = owner.getByRole('dialog', { name: `Refund request #${number}` });
    await expect(dialog.getByLabel('Amount to refund (dollars)')).toHaveValue('10.00');
    await screenshotsAtBothWidths(owner, 'vendor-builds-refund-dialog');
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(owner.getByText(`Refunded request #${number}. The buyer has been e-mailed.`)).toBeVisible();
    const past = owner.getByRole('list', { name: 'Delivered and refunded orders' }).getByRole('listitem', { name: `Request #${number}` });
    await expect(past).toContainText('Refunded $10.00');
    await expect(past.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await screenshotsAtBothWidths(owner, 'vendor-builds-past-orders');

    // Live, without a reload: the buyer's Track Orders says refunded.
    await expect(tracked).toContainText('Refunded $10.00');
    await screenshotsAtBothWidths(page, 'track-orders-refunded');
    await expect.poll(async () => (await outboxMailsMentioning('Refund of $10.00')).filter((mail) => mail.includes(email)).length, { timeout: 15_000 }).toBe(1);

    await openAdminTab(owner, 'Site content');
    await expect(owner.getByRole('group', { name: 'E-mails to you' }).getByRole('checkbox')).toHaveCount(3);
    await owner.getByRole('group', { name: 'E-mails to you' }).scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(owner, 'site-content-owner-emails');
    await ownerContext.close();
  });
});
