/**
 * Issue 32: the owner brings members from another platform. A CSV is chosen,
 * its dry run read (nothing changes yet), then imported; the report says what
 * happened to every row, and the screen fits a phone.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotsAtBothWidths, OWNER_EMAIL, openAdminTab, signIn, uniqueEmail } from './fixtures.js';

test('the owner reads a dry run of a member list, imports it, and sees every row’s outcome', async ({ page }) => {
  test.setTimeout(120_000);
  const comped = uniqueEmail('imported');
  const csv = ['email,name,tier,paid_until,stripe_customer_id', `${comped},Imported Member,pro,,`, 'not-an-address,Nobody,,,', 'someone@import.example,"=HYPERLINK(""x"")",gold,,'].join('\n');

  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Import');
  await expect(page.getByRole('heading', { name: 'Import members' })).toBeVisible();
  await screenshotsAtBothWidths(page, 'import-empty', { fitsPhone: true });

  await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/^Dry run, nothing changed yet/)).toBeVisible();
  const dryRun = page.getByRole('region', { name: 'Dry run report, 3 rows' });
  await expect(dryRun.getByRole('row', { name: new RegExp(comped) })).toContainText('Would create');
  await expect(dryRun.getByText('not an e-mail address')).toBeVisible();
  await expect(dryRun.getByText('tier "gold" is not pro, basic or free')).toBeVisible();
  await expectAccessible(page, '.import-tab');
  await screenshotsAtBothWidths(page, 'import-dry-run', { fitsPhone: true });

  await page.getByRole('button', { name: 'Import 1 member' }).click();
  const report = page.getByRole('region', { name: 'Import report, 3 rows' });
  await expect(report.getByRole('row', { name: new RegExp(comped) })).toContainText('Created');
  await expect(page.getByRole('button', { name: /^Import \d member/ })).toHaveCount(0);
  await screenshotsAtBothWidths(page, 'import-report', { fitsPhone: true });

  // The same file again: nothing to do.
  await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/^Dry run, nothing changed yet.*: 0 would create, 0 would update, 1 unchanged, 2 skipped\./)).toBeVisible();

  // A file in no known format is refused whole, with the reason.
  await page.getByLabel('CSV file').setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('mail,full name\nx@y.example,X\n') });
  await expect(page.getByRole('alert')).toContainText('The header row matches no known format');
  await screenshotsAtBothWidths(page, 'import-refused', { fitsPhone: true });
});
