import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHAT_MESSAGES } from '../../src/shared/features/chat.schema.js';
import { expectAccessible, openView, OWNER_EMAIL, signIn, uniqueEmail } from './fixtures.js';
import { chatRow, expectUnread, outboxMailsMentioning } from './chat-helpers.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * Pro chat with two browsers, a Pro member and the owner, against the real
 * server: live unread counts, read marks, replies, starting a chat, and the
 * owner's e-mail notification in the outbox.
 */

/** The extra browser contexts a test opened, closed after it. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newProMember(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await signIn(page, email);
  await subscribeToPro(page);
  return { page, email };
}

async function ownerOnChatsTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, OWNER_EMAIL);
  await openView(page, 'Admin Dashboard');
  await expect(page.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  return page;
}

test.describe('Pro chat', () => {
  // The owner's e-mail waits out the one-minute burst window before it is written.
  test.setTimeout(180_000);

  test('member and owner chat live; the owner is notified by e-mail', async ({ browser }) => {
    const member = await newProMember(browser, 'chatter');
    const owner = await ownerOnChatsTab(browser);

    await openView(member.page, 'Pro Chat');
    await expect(member.page.getByText(CHAT_MESSAGES.noMessages)).toBeVisible();
    const input = member.page.getByRole('textbox', { name: 'Message' });
    await input.fill('  Hello from a Pro member  ');
    await input.press('Enter');
    await expect(member.page.getByText('Hello from a Pro member')).toBeVisible();
    await expect(input).toHaveValue('');

    // The owner sees the chat appear with its unread count, live, then a second message raises it.
    await expectUnread(owner, member.email, 1);
    await input.fill('Are you there?');
    await input.press('Enter');
    await expectUnread(owner, member.email, 2);

    // Opening the chat resets the count and marks the member's messages read.
    await chatRow(owner, member.email).click();
    const thread = owner.getByRole('region', { name: /^Chat with / });
    await expect(thread.getByText('Are you there?')).toBeVisible();
    await expectUnread(owner, member.email, 0);
    await expect(member.page.locator('.chat-message--mine').last()).toContainText('Read');

    const reply = thread.getByRole('textbox', { name: 'Message' });
    await reply.fill('Hi! Thanks for writing.');
    await reply.press('Enter');
    await expect(member.page.getByText('Hi! Thanks for writing.')).toBeVisible();
    await expectAccessible(member.page);
    await expectAccessible(owner);

    // Both messages came within a minute: one e-mail to the owner, naming the member and both texts
    // (the member's subscription brought e-mails of its own: only chat e-mails count here).
    const chatMails = async () => (await outboxMailsMentioning(member.email)).filter((mail) => /^Subject: .*chat message/m.test(mail));
    await expect.poll(async () => (await chatMails()).length, { timeout: 120_000, intervals: [5_000] }).toBe(1);
    const [mail] = await chatMails();
    expect(mail).toMatch(new RegExp(`^To: ${OWNER_EMAIL}`, 'm'));
    expect(mail).toMatch(/^Subject: 2 new chat messages from /m);
    expect(mail).toContain('Hello from a Pro member');
    expect(mail).toContain('Are you there?');
  });

  test('the owner starts a chat with a Pro member who has none', async ({ browser }) => {
    const member = await newProMember(browser, 'quiet');
    const owner = await ownerOnChatsTab(browser);

    const picker = owner.getByLabel('Start a chat with a Pro member');
    await expect(picker.locator('option', { hasText: member.email })).toHaveCount(1);
    await picker.selectOption({ label: member.email });
    await owner.getByRole('button', { name: 'Start chat' }).click();
    await expect(owner.getByRole('region', { name: /^Chat with / }).getByText('Welcome')).toBeVisible();
    await expect(chatRow(owner, member.email)).toBeVisible();

    await openView(member.page, 'Pro Chat');
    await expect(member.page.getByText('Welcome')).toBeVisible();
    await expect(member.page.getByText(CHAT_MESSAGES.noMessages)).toHaveCount(0);
  });
});

test.describe('Tech page', () => {
  test('the AI chat answers a signed-in user, here that it is not configured', async ({ page }) => {
    await signIn(page, uniqueEmail('tech'));
    await openView(page, 'Tech');
    const question = page.getByRole('textbox', { name: 'Ask the AI' });
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await question.fill('  What is generative art?  ');
    await question.press('Enter');
    const conversation = page.getByRole('list', { name: 'AI conversation' });
    await expect(conversation.getByText('What is generative art?', { exact: true })).toBeVisible();
    await expect(conversation.getByText('Error: AI chat is not configured on this site.')).toBeVisible();
    await expect(question).toHaveValue('');
    await expectAccessible(page);
  });
});
