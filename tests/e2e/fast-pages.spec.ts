import { expect, test } from '@playwright/test';
import { siteSettings } from './fixtures.js';

/**
 * The public pages arrive rendered, with the current site settings, compressed,
 * and with what link previews and installing need (ADR 0014).
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its text and buttons with the current site settings', async ({ page }) => {
    const site = await siteSettings(page.request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.siteTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In/Up with Google' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(site.companyName);
    await expect(page).toHaveTitle(site.siteTitle);

    await page.goto('/google-signup');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page).toHaveTitle(`Sign in · ${site.siteTitle}`);

    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(11);

    await page.goto('/contact');
    await expect(page.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    await expect(page).toHaveTitle(`Contact · ${site.siteTitle}`);
  });
});

test.describe('inside an in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.31.103 (iPhone14,5; iOS 17_5; en_US)',
  });

  test('the warning arrives with the page and hydrates without a mismatch', async ({ browser, page }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, userAgent: await page.evaluate('navigator.userAgent') });
    const bare = await withoutScripts.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await withoutScripts.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
    });
    for (const path of ['/', '/google-signup']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

test('the public pages hydrate what the server sent, without a mismatch or any other error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Signed out, the sign-in page's check of /api/me is answered 401, as designed.
    if (message.type() === 'error' && !message.text().includes('401')) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/google-signup', '/privacy-policy', '/contact']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Hydrated: the buttons work (a page load to the next prerendered page).
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(problems).toEqual([]);
});

test('the home page runs no React, yet its links lead on and Back returns to it', async ({ page }) => {
  const scriptBytes: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') void request.sizes().then((sizes) => scriptBytes.push(sizes.responseBodySize));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The small entry only: React and the page components stay on the server's side of the wire.
  expect(scriptBytes.length).toBeGreaterThan(0);
  expect(scriptBytes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(5 * 1024);

  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Back went back in history (the home page marked the way out), not forward to a new home entry.
  await page.goForward();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

// JSON answers are covered by the server suite (src/server/plugins/compression.test.ts).
test('the home page and its script come compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['vary']).toMatch(/accept-encoding/i);
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('link previews, the manifest, icons and robots.txt', async ({ page, baseURL }) => {
  const site = await siteSettings(page.request);
  await page.goto('/contact');
  const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
  expect(await meta('property="og:title"')).toBe(site.siteTitle);
  expect(await meta('property="og:url"')).toBe(`${baseURL}/contact`);
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  const image = await meta('property="og:image"');
  expect((await page.request.get(image ?? '')).headers()['content-type']).toBe('image/png');
  expect(await meta('name="theme-color"')).toBe('#0b0a10');

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe(site.siteTitle);
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  expect(await (await page.request.get('/robots.txt')).text()).toContain('User-agent: *');
});
