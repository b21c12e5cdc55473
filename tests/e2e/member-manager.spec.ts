import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openAdminTab, OWNER_EMAIL, screenshotsAtBothWidths, signIn, uniqueEmail, keepPicture } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * The owner's member manager (Admin Dashboard → Pro Users): find a member,
 * give them complimentary Pro and take it back while the member watches their
 * badge change live, and export the members as CSV. Screenshots of the manager
 * at desktop and phone widths are attached to the test's output.
 */

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

async function findMember(owner: Page, email: string): Promise<void> {
  await owner.getByLabel('Show').selectOption({ label: 'Everyone' });
  await owner.getByLabel('Search members').fill(email);
  const table = owner.getByRole('region', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await owner.getByRole('button', { name: `Open ${email}` }).click();
  await expect(owner.getByRole('heading', { name: email })).toBeVisible();
}

test('the owner grants and revokes complimentary Pro, the member’s badge follows live, and members export as CSV', async ({ browser }, testInfo) => {
  // Two people, two accessibility checks and four screenshots: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const memberEmail = uniqueEmail('comp');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, memberEmail);
  await expect(member.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();

  const ownerContext = await browser.newContext({ acceptDownloads: true });
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await openAdminTab(owner, 'Pro Users');
  await findMember(owner, memberEmail);
  await expect(owner.getByRole('region', { name: 'Why Basic' })).toContainText('Nothing gives this member Pro.');

  await owner.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(owner.getByText('Complimentary Pro until revoked.')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Why Pro' })).toContainText(`Complimentary Pro — since`);
  await expect(owner.getByRole('region', { name: 'Why Pro' })).toContainText(`until revoked, granted by ${OWNER_EMAIL}`);
  // The member did nothing: the live event moves their badge.
  await expect(member.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();

  await owner.setViewportSize({ width: 1280, height: 900 });
  await keepPicture(owner, testInfo.outputPath('member-page-1280.png'), { fullPage: true });
  await owner.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => overflow(owner)).toBe(0);
  await keepPicture(owner, testInfo.outputPath('member-page-375.png'), { fullPage: true });
  await expectAccessible(owner, '.member');

  await owner.getByRole('button', { name: 'Revoke Pro' }).click();
  await expect(owner.getByRole('button', { name: 'Grant Pro' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();

  await owner.getByRole('button', { name: '← All members' }).click();
  await expect(owner.getByRole('region', { name: 'Members' })).toBeVisible();
  await expect.poll(() => overflow(owner)).toBe(0);
  await keepPicture(owner, testInfo.outputPath('member-manager-375.png'), { fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.getByLabel('Search members').fill('');
  await keepPicture(owner, testInfo.outputPath('member-manager-1280.png'), { fullPage: true });
  await expectAccessible(owner, '.members');

  const downloading = owner.waitForEvent('download');
  await owner.getByRole('link', { name: 'Export members (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('email,username,tier,status,member_since,period_end,complimentary,total_paid');
  expect(csv).toMatch(new RegExp(`^${memberEmail.replace(/[.]/g, '\\.')},,basic,,\\d{4}-\\d{2}-\\d{2},,no,0\\.00$`, 'm'));

  await memberContext.close();
  await ownerContext.close();
});

test('a paying member’s page lines its values up under their columns, and as labelled pairs on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const memberEmail = uniqueEmail('paying');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, memberEmail);
  await subscribeToPro(member);
  await memberContext.close();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await openAdminTab(owner, 'Pro Users');
  await findMember(owner, memberEmail);
  const fields = owner.getByRole('region', { name: 'Subscription fields, here and at the provider' });
  await expect(fields.getByRole('row', { name: /^Status/ })).toContainText('Active');
  // On a phone every value (this site's and the provider's, long ids included) starts at the same place.
  await owner.setViewportSize({ width: 375, height: 900 });
  const valueStarts = () =>
    fields.locator('td').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = cell.ownerDocument.createRange();
        range.selectNodeContents(cell);
        return Math.round(Math.min(...[...range.getClientRects()].map((rect) => rect.left)));
      }),
    );
  await expect.poll(async () => new Set(await valueStarts()).size).toBe(1);
  await screenshotsAtBothWidths(owner, 'member-page-paying', { fitsPhone: true });
  await ownerContext.close();
});

test('a member cannot export the members (403)', async ({ page, baseURL }) => {
  await signIn(page, uniqueEmail('nosy'));
  const response = await page.request.get(`${baseURL}/api/admin/exports/members.csv`);
  expect(response.status()).toBe(403);
  expect(await response.text()).not.toContain('@example.com');
});
