import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, openAdminTab, openView, OWNER_EMAIL, signIn, uniqueEmail } from './fixtures.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

/**
 * The owner's tools that change the whole site or need a known past: Site
 * content and Analytics. They run on a server of their own (fresh data
 * directory, the demo membership history seeded before it starts), so the
 * journeys beside them on the shared server are not disturbed.
 */

let server: IsolatedServer;

test.beforeAll(async () => {
  server = await startIsolatedServer({ seedHistory: true });
});
test.afterAll(async () => server?.stop());

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signIn(page, OWNER_EMAIL);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('the owner edits site content; the home page title, the poem and the links follow', async ({ browser }) => {
  const page = await ownerPage(browser);
  await openAdminTab(page, 'Site content');
  const form = page.getByRole('form', { name: 'Site content' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'main');
  await form.getByRole('textbox', { name: /Site title/ }).fill('Moonlit Studio');
  await form.getByRole('textbox', { name: /Poem title/ }).fill('Night Shift');
  await form.getByRole('textbox', { name: 'Poem', exact: true }).fill('First line\nSecond line');
  await form.getByRole('textbox', { name: /TikTok link/ }).fill('https://www.tiktok.com/@moonlit');
  await form.getByRole('button', { name: 'Save site content' }).click();
  await expect(page.getByText('Site content saved.')).toBeVisible();
  // The dashboard header follows at once.
  await expect(page.locator('.dash-header__title')).toHaveText('Moonlit Studio');

  await openView(page, 'Pro Poem');
  await expect(page.getByRole('heading', { name: 'Night Shift' })).toBeVisible();
  await expect(page.getByText(/First line\s+Second line/)).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1, name: 'Moonlit Studio' })).toBeVisible();
  await expect(home).toHaveTitle('Moonlit Studio');
  await visitor.close();

  const member = await browser.newContext({ baseURL: server.baseURL });
  const memberPage = await member.newPage();
  await signIn(memberPage, uniqueEmail('fan'));
  await memberPage.evaluate("window.history.replaceState({ usr: { component: 'tiktok' }, key: 'tiktok', idx: 0 }, '')");
  await memberPage.reload();
  await expect(memberPage.getByRole('link', { name: /Open TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@moonlit');
  await expect(memberPage.locator('iframe')).toHaveCount(0);
  await member.close();
  await page.context().close();
});

/**
 * The seeded history (scripts/seed-demo-history.ts), at the end of each day before today:
 * 300 days ago ann signs up; 200 days ago ben signs up and ann goes Pro (active);
 * 20 days ago cat (legacy isPro) and dan sign up; 5 days ago ben goes Pro and ann
 * cancels (pending); 2 days ago ann's Pro ends (canceled) and eve signs up.
 */
function expectedOn(daysAgo: number): [total: number, pro: number, rate: string] {
  if (daysAgo <= 2) return [5, 2, '40.00%'];
  if (daysAgo <= 5) return [4, 3, '75.00%'];
  if (daysAgo <= 20) return [4, 2, '50.00%'];
  if (daysAgo <= 200) return [2, 1, '50.00%'];
  return [1, 0, '0.00%'];
}

const dayString = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function expectRows(page: Page, count: number) {
  const rows = page.getByRole('region', { name: 'Daily figures' }).locator('tbody tr');
  await expect(rows).toHaveCount(count);
  for (const daysAgo of [1, 2, 3, 5, 6, 20, 21, 29].filter((d) => d < count)) {
    const [total, pro, rate] = expectedOn(daysAgo);
    const row = rows.filter({ has: page.getByRole('rowheader', { name: dayString(daysAgo), exact: true }) });
    await expect(row.locator('td').nth(0), `${daysAgo} days ago`).toHaveText(String(total));
    await expect(row.locator('td').nth(1), `${daysAgo} days ago`).toHaveText(String(pro));
    await expect(row.locator('td').nth(2), `${daysAgo} days ago`).toHaveText(rate);
  }
}

test('Generate Analytics backfills from the seeded history and draws 7, 30 and 365 days', async ({ browser }) => {
  const page = await ownerPage(browser);
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/analytics-charts-[^/]+\.js$/.test(request.url())) chartChunks.push(request.url());
  });
  await openAdminTab(page, 'Chats');
  await openAdminTab(page, 'Analytics');
  // The chart library is fetched only once there is something to chart on this tab.
  expect(chartChunks).toEqual([]);
  await expect(page.getByText('No analytics data available. Click "Generate Analytics" to generate data.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Analytics' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toHaveText(
    `Success! Generated analytics for 30 days (${dayString(29)} to ${dayString(0)}).`,
  );

  await expectRows(page, 7);
  expect(chartChunks).toHaveLength(1);
  const users = page.getByTestId('users-chart');
  // Total users, Pro users and complimentary members.
  await expect(users.locator('.recharts-line')).toHaveCount(3);
  // One dot per day on each of the three lines.
  await expect(users.locator('.recharts-line-dot')).toHaveCount(21);
  await expect(page.getByTestId('conversion-chart').locator('.recharts-line')).toHaveCount(1);
  // The chart's own figures: hovering the oldest day (6 days ago) shows its values.
  await users.locator('.recharts-line-dot').first().hover();
  const tooltip = users.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText('Total users : 4');
  await expect(tooltip).toContainText('Pro users : 2');
  const conversion = page.getByTestId('conversion-chart');
  await conversion.locator('.recharts-line-dot').nth(1).hover();
  await expect(conversion.locator('.recharts-tooltip-wrapper')).toContainText('Conversion rate : 75%');

  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: /^Month/ }).click();
  await expectRows(page, 30);
  await expect(users.locator('.recharts-line-dot')).toHaveCount(90);

  // Only the 30 backfilled days exist, so the year shows those.
  await page.getByRole('button', { name: /^Year/ }).click();
  await expectRows(page, 30);
  await expect(page.getByTestId('users-chart').locator('.recharts-line')).toHaveCount(3);
  await page.context().close();
});
