import { expect, test, type Page } from '@playwright/test';
import { openAdminTab, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail, uniqueText } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * Scheduled publishing (issue 28): the owner schedules an update; a Pro member sees when the next
 * drop comes but not the update; the owner's calendar holds it; Publish now shows it in the member's
 * open tab. Also the profile's notification choices.
 */

/** Noon, some days from now, as a datetime-local field takes it (the owner's zone is UTC until set). */
const noonInDays = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T12:00`;

async function openMonthOf(page: Page, at: string): Promise<void> {
  const calendar = page.getByRole('region', { name: 'Content calendar' });
  await expect(calendar.getByRole('grid', { name: 'Month' })).toBeVisible();
  // Two days ahead may fall in the next month.
  if ((await calendar.getByRole('gridcell', { name: at.slice(0, 10) }).count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
}

test('a scheduled update waits for its time, the calendar holds it, and Publish now shows it to members live', async ({ page, browser }) => {
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await signIn(pro, uniqueEmail('early-bird'));
  await subscribeToPro(pro);
  await signIn(page, OWNER_EMAIL);

  const date = uniqueText('Drop');
  const at = noonInDays(2);
  const form = page.getByRole('form', { name: 'Add an update' });
  await form.getByRole('textbox', { name: /Date/ }).fill(date);
  await form.getByRole('textbox', { name: /Update/ }).fill('Something new is coming.');
  await form.getByRole('combobox', { name: 'When' }).selectOption('scheduled');
  await form.getByLabel(/Date and time/).fill(at);
  await form.getByRole('button', { name: 'Add Update' }).click();

  // The member does not see the update, only that a drop is coming.
  await pro.reload();
  await expect(pro.getByRole('status').filter({ hasText: 'Next drop' })).toBeVisible();
  await expect(pro.getByText(date)).toHaveCount(0);
  await screenshotsAtBothWidths(pro, 'next-drop', { fitsPhone: true });

  await openAdminTab(page, 'Calendar');
  await openMonthOf(page, at);
  const day = page.getByRole('gridcell', { name: at.slice(0, 10) });
  await expect(day).toContainText(date);
  await expect(day).toContainText('(scheduled)');
  await screenshotsAtBothWidths(page, 'content-calendar', { fitsPhone: true });

  await day.getByText('Reschedule').click();
  await day.getByRole('button', { name: 'Publish now' }).click();
  // The member's open tab, untouched, shows the update once it is published.
  await expect(pro.getByText(date)).toBeVisible();
  await proContext.close();
});

test('a member chooses which notices reach them, and the choice is kept', async ({ page }) => {
  await signIn(page, uniqueEmail('chooser'));
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  const section = dialog.getByRole('region', { name: 'Notifications' });
  const offersByEmail = section.getByRole('checkbox', { name: 'Offers and discounts by e-mail' });
  await expect(offersByEmail).toBeChecked();
  await screenshotsAtBothWidths(page, 'notification-choices', { fitsPhone: true, scrollTo: section });
  // The switch follows the saved choice once the server has it.
  await offersByEmail.click();
  await expect(offersByEmail).not.toBeChecked();
  await page.reload();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Profile' }).getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'Offers and discounts by e-mail' })).not.toBeChecked();
});
