import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, signIn, uniqueEmail, uniqueId, uniqueText, keepPicture } from './fixtures.js';
import { apiUpload } from './gallery-helpers.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * The leak tracer (Admin Dashboard → Police): a member receives a Pro picture,
 * a resized, re-encoded copy of it turns up elsewhere, and the owner traces it
 * back to that member. Screenshots of the Police tab at desktop and phone
 * widths are attached to the test's output.
 */

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

test('the owner traces a leaked copy of a Pro picture to the member who received it', async ({ browser, page }, testInfo) => {
  // A subscription, a marked copy and a trace: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, OWNER_EMAIL);
  const filename = `${uniqueId('leak')}.png`;
  await apiUpload(page, 'gallery_pro', filename, Date.now() % 997, [1200, 800]);

  const memberEmail = uniqueEmail('leaker');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, memberEmail);
  await subscribeToPro(member);
  const list = (await (await member.request.get('/api/galleries/gallery_pro')).json()) as { images: { filename: string; display: { url: string } }[] };
  const image = list.images.find((candidate) => candidate.filename === filename);
  expect(image, 'the member sees the new Pro picture').toBeDefined();
  const received = await member.request.get(image!.display.url);
  expect(received.status()).toBe(200);
  const { width = 0 } = await sharp(await received.body()).metadata();
  const leaked = await sharp(await received.body()).resize(Math.round(width * 0.75)).jpeg({ quality: 70 }).toBuffer();
  // The member has written to the owner, so the trace can lead to that conversation.
  const note = uniqueText('Lovely pictures');
  await openView(member, 'Pro Chat');
  await member.getByRole('textbox', { name: 'Message' }).fill(note);
  await member.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(member.getByText(note)).toBeVisible();
  await memberContext.close();

  await openAdminTab(page, 'Police');
  // The serve log reaches the tab live, in batches a few seconds apart.
  const serveLog = page.getByRole('table', { name: /Pictures received/ });
  await expect(serveLog.getByRole('row').filter({ hasText: memberEmail }).first()).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Choose a picture').setInputFiles({ name: 'found-online.jpg', mimeType: 'image/jpeg', buffer: leaked });
  await page.getByRole('button', { name: 'Trace' }).click();
  const suspects = page.getByRole('list', { name: 'Suspects, most likely first' });
  await expect(suspects.getByRole('listitem').first()).toContainText(memberEmail, { timeout: 30_000 });
  await expect(suspects.getByRole('listitem').first()).toContainText('confidence');
  await expect(page.getByAltText(/The matched picture/)).toBeVisible();
  await expectAccessible(page, 'main');

  await keepPicture(page, testInfo.outputPath('police-1280.png'), { fullPage: true });
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await overflow(page), `${width} px`).toBeLessThanOrEqual(0);
  }
  await keepPicture(page, testInfo.outputPath('police-375.png'), { fullPage: true });

  // "Open their chat" opens that member's own conversation in the Chats tab.
  await suspects.getByRole('listitem').first().getByRole('link', { name: /^Open the chat with / }).click();
  // On a phone the sections are one menu, which now names Chats.
  await expect(page.getByRole('combobox', { name: 'Admin section' })).toHaveValue('chats');
  const thread = page.getByRole('region', { name: /^Chat with / });
  await expect(thread).toContainText(memberEmail);
  await expect(thread.getByText(note)).toBeVisible();
  await expect(page).toHaveURL(/[?&]member=[0-9a-f-]{36}$/);
});
