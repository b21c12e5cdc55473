/**
 * Issue 26: the owner's lists come a page at a time. The owner finds a Pro member
 * without a chat by searching on the server, starts the chat, and pages through
 * the download monitor with Load more, by keyboard; every view fits a phone.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotsAtBothWidths, OWNER_EMAIL, openAdminTab, postAsApp, signIn, uniqueEmail } from './fixtures.js';

test('the owner searches chat candidates, starts a chat and loads older download attempts', async ({ browser }) => {
  test.setTimeout(180_000);
  const memberEmail = uniqueEmail('candidate');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, memberEmail);
  const memberId = ((await (await member.request.get('/api/me')).json()) as { id: string }).id;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await postAsApp(owner, `/api/admin/members/${memberId}/complimentary`, { endsAt: null });
  // More download attempts than one page of the monitor holds (50).
  for (let i = 0; i < 53; i += 1) {
    await postAsApp(owner, '/api/downloads', { photoUrl: `/p/${i}`, galleryName: 'gallery', downloadMethod: 'context_menu' });
  }

  await openAdminTab(owner, 'Chats');
  await owner.getByLabel('Find a Pro member by e-mail or username').fill(memberEmail.slice(0, 20));
  const picker = owner.getByLabel('Start a chat with a Pro member');
  await expect(picker.locator('option', { hasText: memberEmail })).toHaveCount(1);
  await screenshotsAtBothWidths(owner, 'chats-start', { fitsPhone: true });
  await expectAccessible(owner, '.admin-chats');
  await picker.selectOption({ label: memberEmail });
  await owner.getByRole('button', { name: 'Start chat' }).click();
  await expect(owner.getByRole('region', { name: /^Chat with / })).toBeVisible();
  await screenshotsAtBothWidths(owner, 'chats-open', { fitsPhone: true });

  await openAdminTab(owner, 'Police');
  const more = owner.getByRole('button', { name: 'Load older attempts' });
  await expect(more).toBeVisible();
  await expect(owner.getByText('50 attempts shown')).toBeVisible();
  await screenshotsAtBothWidths(owner, 'police-downloads', { fitsPhone: true });
  // Other journeys (and a retry of this one) add attempts too: page by keyboard until the end.
  const end = owner.getByText('That is the whole list.');
  const count = owner.getByText(/^\d+ attempts shown/);
  for (let page = 0; page < 10 && !(await end.isVisible()); page += 1) {
    const before = await count.textContent();
    await more.focus();
    await owner.keyboard.press('Enter');
    await expect(count).not.toHaveText(before ?? '');
  }
  await expect(end).toBeFocused();
  await expect(owner.getByText(/\d+ attempts shown \(all of them\)/)).toBeVisible();
  await screenshotsAtBothWidths(owner, 'police-downloads-all', { fitsPhone: true });

  await openAdminTab(owner, 'Vendor Builds');
  // Journeys running beside this one may have a request pending: either the list or its empty state.
  await expect(owner.getByRole('list', { name: 'Pending requests' }).or(owner.getByText('No pending requests'))).toBeVisible();
  await screenshotsAtBothWidths(owner, 'vendor-builds', { fitsPhone: true });

  await memberContext.close();
  await ownerContext.close();
});
