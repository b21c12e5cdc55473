import { expect, test } from '@playwright/test';
import { CHAT_PATHS } from '../../src/shared/features/chat.schema.js';
import { apiPath } from '../../src/shared/api-paths.js';
import { currentUser, postAsApp, openView, OWNER_EMAIL, signIn, uniqueEmail, uniqueText } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * Live data never goes stale: the owner replies while the member is on another
 * view and their event stream is down; once it is back, the badge and the chat
 * show the reply without a reload.
 */

test('a reply sent while the stream is down and the member is elsewhere is there when they come back', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('away-member'));
  await subscribeToPro(page);
  const member = await currentUser(page.context(), new URL(page.url()).origin);
  await openView(page, 'Pro Chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await openView(page, "What's New");

  const ownerContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await signIn(owner, OWNER_EMAIL);

    // The stream drops; the reply's events are sent while nobody listens.
    await page.context().setOffline(true);
    const reply = uniqueText('Answered while you were away');
    await postAsApp(owner, apiPath(CHAT_PATHS.messages, { chatId: member.id }), { text: reply });
    await page.context().setOffline(false);

    // Back online, the stream reopens and what changed meanwhile is fetched again: the badge shows without a view switch.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAccessibleDescription('1 unread', { timeout: 30_000 });
    await openView(page, 'Pro Chat');
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).not.toHaveAccessibleDescription(/unread/);
  } finally {
    await ownerContext.close();
  }
});
