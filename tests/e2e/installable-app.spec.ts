/**
 * Issue 28: the site installs as an app and starts offline. The service worker
 * keeps the public pages and the built scripts, and nothing personal: no API
 * answer, no picture, no signed-in page.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteSettings, keepPicture } from './fixtures.js';

test.use({ serviceWorkers: 'allow' });

async function cachedUrls(page: Page): Promise<string[]> {
  // A string: the tests' TypeScript knows no browser globals.
  return page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  })()`);
}

test('the site installs, starts offline from its kept pages, and keeps nothing personal', async ({ page, context }, testInfo) => {
  const site = await siteSettings(page.request);
  await page.goto('/');
  // Installable: a manifest with icons, and a worker in control of the page.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: unknown[]; display: string };
  expect(manifest.icons.length).toBeGreaterThan(0);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { message: 'the worker controls the page' }).toBe(true);
  await expect.poll(async () => (await cachedUrls(page)).includes('/'), { message: 'the home page is kept' }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: site.siteTitle })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await keepPicture(page, testInfo.outputPath(`offline-privacy-${width}.png`), { fullPage: true });
  }
  // A page never kept (the dashboard) falls back to the home page rather than the browser's error.
  await page.goto('/auth-home');
  await expect(page.getByRole('heading', { level: 1, name: site.siteTitle })).toBeVisible();
  await context.setOffline(false);

  const kept = await cachedUrls(page);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => url.startsWith('/api/') || url.startsWith('/media/') || url === '/auth-home')).toEqual([]);
});
