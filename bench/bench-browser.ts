/**
 * Chromium for the browser parts of the bench (pages, scroll), and browser
 * contexts that carry a visitor's real session (signed in through the sign-in
 * pages, production-site.ts `signIn`) from an address of their own, sent in
 * X-Forwarded-For as the proxy in front of the site would.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { Visitor } from './production-site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

/** The visitor's session cookie as name and value (`sid=…` or `__Host-sid=…`). */
function sessionCookie(visitor: Visitor): { name: string; value: string } {
  const [name, ...value] = visitor.headers.cookie!.split('=');
  return { name: name!, value: value.join('=') };
}

/**
 * A fresh context (an empty cache) signed in as `visitor`, whose every request
 * comes from `address`; phone-sized when `viewport` is given.
 */
export async function contextAs(browser: Browser, url: string, visitor: Visitor, address: string, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(viewport ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const { name, value } = sessionCookie(visitor);
  await context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax', ...(name.startsWith('__Host-') ? { secure: true } : {}) }]);
  return context;
}

/** The headers Lighthouse sends with every request of one run: the session (if any) and the run's own address. */
export const lighthouseHeaders = (address: string, visitor?: Visitor): Record<string, string> => ({
  'X-Forwarded-For': address,
  ...(visitor ? { Cookie: visitor.headers.cookie! } : {}),
});
