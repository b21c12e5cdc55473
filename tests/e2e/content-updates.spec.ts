import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, OWNER_EMAIL, signIn, uniqueEmail, uniqueText } from './fixtures.js';

/**
 * Latest Updates (whats_new, the default view): the owner adds, previews, edits
 * and deletes an update, and a member in another browser sees each change live.
 */

const row = (page: Page, date: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: date }) });

test('the owner adds, previews, edits and deletes an update; a member sees each change live', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, uniqueEmail('reader'));
  await signIn(page, OWNER_EMAIL);

  const date = uniqueText('March');
  const form = page.getByRole('form', { name: 'Add an update' });
  await form.getByRole('textbox', { name: /Date/ }).fill(date);
  await form.getByRole('textbox', { name: /Update/ }).fill('A **bold** start. [Details](https://example.com/details)');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('bold');
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Add Update' }).click();

  // The member's tab, untouched since it loaded, shows the new update.
  await expect(row(member, date)).toContainText('A bold start.');
  await expect(row(member, date).locator('strong')).toHaveText('bold');
  const details = row(member, date).getByRole('link', { name: 'Details' });
  await expect(details).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(member.getByRole('button', { name: `Edit the update of ${date}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit the update of ${date}` }).click();
  const editor = page.getByRole('form', { name: `Edit the update of ${date}` });
  await editor.getByRole('textbox', { name: /Update/ }).fill('Now with *edits*.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(row(member, date)).toContainText('Now with edits.');
  await expect(row(member, date).locator('em')).toHaveText('edits');

  await page.getByRole('button', { name: `Delete the update of ${date}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete update' });
  await expect(confirm).toContainText('Are you sure you want to delete this update?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, date)).toHaveCount(0);
  await expect(row(member, date)).toHaveCount(0);
  await memberContext.close();
});

test('refuses an update without a date or text, and shows no raw HTML from markdown', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  const form = page.getByRole('form', { name: 'Add an update' });
  await form.getByRole('button', { name: 'Add Update' }).click();
  await expect(form.getByText('Please enter a date.')).toBeVisible();
  await expect(form.getByText('Please enter the update text.')).toBeVisible();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const date = uniqueText('Hostile');
  await form.getByRole('textbox', { name: /Date/ }).fill(date);
  await form
    .getByRole('textbox', { name: /Update/ })
    .fill('<img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3)) [data](data:text/html,<b>x</b>) [safe](https://example.com/ok)');
  await form.getByRole('button', { name: 'Add Update' }).click();
  const entry = row(page, date);
  await expect(entry).toContainText('click');
  await expect(entry.locator('img, script')).toHaveCount(0);
  // The markdown renderer loads when first needed: the entry may show plain text a moment before its links.
  await expect(entry.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.com/ok');
  const hrefs = await entry.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // The safe link stays a link, so the list below is never empty.
  expect(hrefs).toContain('https://example.com/ok');
  for (const href of hrefs) {
    expect(href ?? '').toMatch(/^https?:|^\//);
  }
  await entry.getByText('click').click();
  expect(dialogs).toEqual([]);

  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: `Delete the update of ${date}` }).click();
  await page.getByRole('dialog', { name: 'Delete update' }).getByRole('button', { name: 'Delete' }).click();
  await expect(entry).toHaveCount(0);
});
