import { expect, test } from '@playwright/test';
import { currentUser, expectAccessible, OWNER_EMAIL, postAsApp, signIn, uniqueEmail, keepPicture } from './fixtures.js';
import { openUserMenu } from './subscription-helpers.js';

/**
 * A member the owner gave complimentary Pro sees it in their menu with its end
 * date, live, while the badge keeps the spec's text. Screenshots of the open
 * menu at desktop and phone widths are attached to the test's output.
 */
test('the member’s menu shows complimentary Pro and its end date, live after the grant', async ({ browser, baseURL }, testInfo) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, uniqueEmail('comp-menu'));
  await expect(member.getByRole('button', { name: 'Logged In - Basic' })).toBeVisible();
  const { id } = await currentUser(memberContext, baseURL!);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER_EMAIL);
  await postAsApp(owner, `/api/admin/members/${id}/complimentary`, { endsAt: '2030-12-24T12:00:00Z' });

  // The member did nothing: the live event brings the badge and the menu up to date.
  await expect(member.getByRole('button', { name: 'Logged In - Pro' })).toBeVisible();
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await member.setViewportSize({ width, height });
    const menu = await openUserMenu(member);
    const item = menu.getByRole('menuitem', { name: 'Complimentary Pro until December 24, 2030' });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await keepPicture(member, testInfo.outputPath(`complimentary-menu-${width}.png`));
    await expectAccessible(member, '[role="menu"]');
    await member.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await memberContext.close();
  await ownerContext.close();
});
