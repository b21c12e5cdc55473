import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHAT_MESSAGES } from '../../src/shared/features/chat.schema.js';
import { nginxAvailable, SERVED_BY_HEADER } from '../../src/server/test-support/nginx.js';
import { chatRow, expectUnread } from './chat-helpers.js';
import { OWNER_EMAIL, openView, signIn, uniqueEmail, uniqueId } from './fixtures.js';
import { startFleet, type Fleet } from './fleet-servers.js';
import { apiConfiguredGallery, artwork, openConfiguredGallery } from './gallery-helpers.js';
import { subscribeToPro } from './subscription-helpers.js';

/**
 * The site as a fleet: nginx sends each request to the next of two instances
 * (no sticky sessions), both on one PostgreSQL and one S3 bucket. A member
 * signs in and subscribes, the owner uploads a picture the member sees appear,
 * and they chat, live, whichever instance each request reaches.
 */

/** CI installs nginx (.ci/run): there a missing nginx fails the journey instead of skipping it. */
const ci = process.env.CI === 'true' || process.env.CI === '1';
const missing = nginxAvailable() ? undefined : 'nginx is not installed (apt-get install nginx, or set NGINX_PATH)';
if (missing && !ci) console.warn(`Skipping the fleet journey: ${missing}.`);

test.describe('a fleet of two instances behind nginx round-robin', () => {
  test.skip(!!missing && !ci, missing);
  // Two servers to start besides the journey itself.
  test.setTimeout(120_000);

  let fleet: Fleet;
  const contexts: BrowserContext[] = [];
  /** The instance that answered each response of the site, as nginx names it. */
  const servedBy: string[] = [];

  test.beforeAll(async () => {
    if (missing) throw new Error(`CI=true, but the fleet journey cannot run: ${missing}`);
    fleet = await startFleet();
  });
  test.afterEach(async () => {
    const testInfo = test.info();
    if (fleet && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('instance logs', { body: fleet.logs(), contentType: 'text/plain' });
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await fleet?.stop();
  });

  async function personAt(browser: Browser, email: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: fleet.baseURL });
    contexts.push(context);
    const page = await context.newPage();
    page.on('response', (response) => {
      const instance = response.headers()[SERVED_BY_HEADER];
      if (instance) servedBy.push(instance);
    });
    await signIn(page, email);
    return page;
  }

  test('sign in, subscribe, upload, chat and live updates, each request on either instance', async ({ browser }) => {
    const owner = await personAt(browser, OWNER_EMAIL);
    const memberEmail = uniqueEmail('fleet');
    const member = await personAt(browser, memberEmail);
    await subscribeToPro(member);

    // A gallery of its own (setup through the API), open on both sides and empty.
    const folder = uniqueId('Fleet');
    await apiConfiguredGallery(owner, folder, 'Harbour', uniqueId('harbour'));
    await openConfiguredGallery(owner, folder, 'Harbour');
    await openConfiguredGallery(member, folder, 'Harbour');
    await expect(member.getByText('No images in this gallery yet.')).toBeVisible();

    // The owner uploads; the member's open gallery shows it without a reload, and its bytes load from the bucket.
    await owner.getByLabel('Upload Images').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await artwork(7) });
    await expect(owner.getByRole('list', { name: 'Uploads' }).getByText('Done')).toHaveCount(1, { timeout: 20_000 });
    const picture = member.getByRole('button', { name: /^Open / });
    await expect(picture).toHaveCount(1);
    const image = picture.locator('img').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

    // The owner watches the Chats tab; the member writes, the owner sees it arrive, answers, and the member sees that.
    await openView(owner, 'Admin Dashboard');
    await owner.getByRole('tab', { name: 'Chats' }).click();
    await openView(member, 'Pro Chat');
    await expect(member.getByText(CHAT_MESSAGES.noMessages)).toBeVisible();
    const input = member.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello from behind the balancer');
    await input.press('Enter');
    await expectUnread(owner, memberEmail, 1);
    await chatRow(owner, memberEmail).click();
    const thread = owner.getByRole('region', { name: /^Chat with / });
    await expect(thread.getByText('Hello from behind the balancer')).toBeVisible();
    const reply = thread.getByRole('textbox', { name: 'Message' });
    await reply.fill('Both instances hear you');
    await reply.press('Enter');
    await expect(member.getByText('Both instances hear you')).toBeVisible();

    // Both instances answered, and nothing else did.
    expect(servedBy.length).toBeGreaterThan(10);
    expect(new Set(servedBy)).toEqual(new Set(fleet.instances));
  });
});
