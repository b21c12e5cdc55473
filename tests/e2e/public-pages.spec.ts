import { expect, test } from '@playwright/test';
import { CLIENT_ROUTES, PROTECTED_ROUTES } from '../../src/shared/routes.js';
import { expectAccessible, siteSettings } from './fixtures.js';

/**
 * Public pages of SPEC §2: home, privacy policy, contact, the in-app browser
 * warning, hard refreshes on every client route, and basic accessibility.
 */

const INSTAGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.31.103 (iPhone14,5; iOS 17_5; en_US)';


test.describe('home page', () => {
  test('shows the welcome, title, description and footer, without console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const site = await siteSettings(page.request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.siteTitle })).toBeVisible();
    await expect(page.getByText('Welcome to')).toBeVisible();
    await expect(page.getByText(/signing in with your Google account/)).toBeVisible();
    await expect(page.getByText(/basic profile information/)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).toContainText(`© ${site.copyrightYear} ${site.companyName}. All rights reserved.`);
    // No in-app warning in an ordinary browser.
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
    await expect(page).toHaveTitle(site.siteTitle);
    // CSP violations (e.g. an inline script) show up as console errors.
    expect(problems).toEqual([]);
  });

  test('Sign In/Up with Google goes to /google-signup', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In/Up with Google' }).click();
    await expect(page).toHaveURL(/\/google-signup$/);
  });

  test('Privacy Policy goes to /privacy-policy and Back returns home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no horizontal scroll at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A string expression: the tests' tsconfig has no DOM types.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('inside an in-app browser', () => {
  test.use({ userAgent: INSTAGRAM_UA, permissions: ['clipboard-read', 'clipboard-write'] });

  for (const path of [CLIENT_ROUTES.home, CLIENT_ROUTES.googleSignup]) {
    test(`${path} warns and Copy Link copies the site origin for 2 seconds`, async ({ page, baseURL }) => {
      // A fake clock makes the 2-second window exact, however busy the machine is.
      const start = new Date('2026-01-01T12:00:00Z');
      await page.clock.install({ time: start });
      await page.goto(path);
      await expect(page.getByText(/Sign-in with Google may not work inside this app/)).toBeVisible();
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await page.getByRole('button', { name: 'Copy Link' }).click();

      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(new URL(baseURL ?? '').origin);

      await page.clock.runFor(1_900);
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      await page.clock.runFor(200);
      await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    });
  }
});

test('privacy policy has 11 sections, the date and a Back button', async ({ page }) => {
  const site = await siteSettings(page.request);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(11);
  await expect(page.getByText('Last updated: March 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: site.supportEmail }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('contact page shows the support e-mail, 24 hours, help topics and Back', async ({ page }) => {
  const site = await siteSettings(page.request);
  await page.goto('/contact');
  const email = page.getByRole('link', { name: site.supportEmail });
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription and billing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test.describe('hard refresh', () => {
  for (const path of Object.values(CLIENT_ROUTES)) {
    test(`${path} loads the app`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Signed out, a protected route sends the visitor home (SPEC §2); the others stay put.
      const landing = PROTECTED_ROUTES.includes(path) ? '/' : path;
      await expect(page).toHaveURL(new RegExp(`${landing === '/' ? '/' : landing}$`));
    });
  }

  test('an unknown path ends on the home page', async ({ page, baseURL }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('link', { name: 'Sign In/Up with Google' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/privacy-policy', '/contact', '/google-signup']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      // Entrance animations fade text in; axe must not measure contrast mid-fade.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
