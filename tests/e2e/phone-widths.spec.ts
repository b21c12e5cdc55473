import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHAT_PATHS } from '../../src/shared/features/chat.schema.js';
import { DOWNLOADS_PATHS } from '../../src/shared/features/downloads.schema.js';
import { UPDATES_PATHS } from '../../src/shared/features/updates.schema.js';
import { apiPath } from '../../src/shared/api-paths.js';
import { currentUser, openView, pickAdminSection, postAsApp, openNavItems, OWNER_EMAIL, signIn, signInAtProvider, uniqueEmail, uniqueText } from './fixtures.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * No screen scrolls sideways on a phone: every view each person can open, at
 * 320, 375 and 414 px, with long entries in the lists, is no wider than the screen.
 */

const WIDTHS = [320, 375, 414] as const;
/** The admin tabs; some labels carry a live count. */
const ADMIN_TABS = ['Chats', 'Pro Users', 'New Pro Users', 'Analytics', 'Vendor Builds', 'Police', 'Site content'];

/** How far the page is wider than the screen, in px (0 when it fits). */
const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/**
 * Pro members with long names and e-mail addresses and no chat yet: each is a row
 * of the owner's "Start a chat" list. Each signs up in its own browser, a few at a
 * time; the owner then grants them Pro (the subscribe journey is covered elsewhere).
 */
async function longNamedProMembers(browser: Browser, baseURL: string, owner: Page, count: number): Promise<void> {
  const makeOne = async (n: number) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/api/auth/login?mode=redirect&returnTo=%2Fauth-home');
    await page.getByLabel('Name').fill(`Maximiliana Wolkenstein-Fürstenberg the ${n}th of Longer Names`);
    await signInAtProvider(page, uniqueEmail(`a-member-with-a-rather-long-address-${n}`));
    await expect(page).toHaveURL(/\/auth-home$/);
    const { id } = await currentUser(context, baseURL);
    await context.close();
    await postAsApp(owner, `/api/admin/members/${id}/complimentary`, { endsAt: null });
  };
  for (let n = 0; n < count; n += 5) await Promise.all(Array.from({ length: Math.min(5, count - n) }, (_, i) => makeOne(n + i + 1)));
}

/** Visits every menu view (and, for the owner, every admin tab) at each width; returns what ran wider. */
async function wideScreens(page: Page, withAdminTabs: boolean): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    const labels = await openNavItems(page);
    await page.keyboard.press('Escape');
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) {
      await openView(page, label, { settled: true });
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${label} at ${width}px: ${extra}px too wide`);
    }
    // The views reached from the Videos page: the featured video and the social pages.
    await openView(page, 'Videos', { settled: true });
    const socials = await page.getByRole('navigation', { name: 'Social links' }).getByRole('button').allTextContents();
    expect(socials.length).toBeGreaterThan(1);
    for (const target of [/^Featured video:/, ...socials.map((name) => new RegExp(`^${name}$`))]) {
      await openView(page, 'Videos', { settled: true });
      await page.getByRole('button', { name: target }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Videos');
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${target.source} at ${width}px: ${extra}px too wide`);
    }
    if (!withAdminTabs) continue;
    await openView(page, 'Admin Dashboard', { settled: true });
    for (const tab of ADMIN_TABS) {
      await pickAdminSection(page, tab);
      await page.waitForLoadState('networkidle');
      const extra = await overflow(page);
      if (extra > 0) wide.push(`Admin ${tab} at ${width}px: ${extra}px too wide`);
    }
  }
  return wide;
}

test.describe('phone widths', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a Basic user: no view scrolls sideways', async ({ page }) => {
    await signIn(page, uniqueEmail('narrow-basic'));
    expect(await wideScreens(page, false)).toEqual([]);
  });

  test('a Pro member with a chat: no view scrolls sideways', async ({ page }) => {
    await signIn(page, uniqueEmail('narrow-pro'));
    await subscribeToPro(page);
    const me = await currentUser(page.context(), new URL(page.url()).origin);
    await postAsApp(page, apiPath(CHAT_PATHS.open, { chatId: me.id }));
    await postAsApp(page, apiPath(CHAT_PATHS.messages, { chatId: me.id }), { text: `${uniqueText('A long message')} ${'word'.repeat(40)}` });
    expect(await wideScreens(page, false)).toEqual([]);
  });

  test('the owner, with updates, chats, download events and many long-named Pro members in the lists: no view or tab scrolls sideways', async ({ page, browser, baseURL }) => {
    test.setTimeout(420_000);
    await signIn(page, OWNER_EMAIL);
    await longNamedProMembers(browser, baseURL!, page, 15);
    await postAsApp(page, UPDATES_PATHS.adminList, { date: 'June 2026', update: `${uniqueText('News')} with a very-long-unbroken-word-${'x'.repeat(60)}` });
    for (const method of ['long_press', 'context_menu', 'drag_start']) {
      await postAsApp(page, DOWNLOADS_PATHS.events, { photoUrl: `sunset-over-the-harbour-${method}.jpg`, galleryName: 'Golden Hour Gallery', downloadMethod: method });
    }
    expect(await wideScreens(page, true)).toEqual([]);
  });
});
