/**
 * Scrolling a 1,000-picture gallery on a phone-sized screen: the built site
 * (`npm run build` first) as production runs it (production-site.ts: rate
 * limits on, compression on, TRUST_PROXY), a gallery of 1,000 distinct pictures
 * (bench-distinct-pictures.ts: every picture has files of its own, so nothing
 * comes from the browser's cache), opened by the owner, signed in through the
 * sign-in pages, in a fresh Chromium context for each run (its own address in
 * X-Forwarded-For, an empty cache) at 375 × 812 and scrolled to its end with the wheel, as a thumb would, while the
 * next pages load. A PerformanceObserver counts the main thread's long tasks
 * (over 50 ms) during the scroll; it runs without CPU slowdown and with
 * Lighthouse's 4× slowdown of a mid-range phone. It prints numbers; it never fails on a timing.
 */
import type { Page } from '@playwright/test';
import { contextAs, launchChromium } from './bench-browser.js';
import { fillWithDistinctPictures } from './bench-distinct-pictures.js';
import { makeGallery } from './bench-gallery-setup.js';
import { clientAddress, load, OWNER_EMAIL, signIn, startProductionSite } from './production-site.js';

const IMAGES = 1_000;
const PHONE = { width: 375, height: 812 };
/** One flick of the thumb, and the time between two. */
const STEP_PX = 700;
const STEP_MS = 120;
const CHECK_EVERY = 10;
const SLOWDOWNS = [1, 4];

interface ScrollFigures {
  pictures: number;
  seconds: number;
  longTasks: number;
  longestMs: number;
  totalMs: number;
}

declare global {
  interface Window {
    benchLongTasks?: number[];
  }
}

/** Registered before the page's own scripts; the scroll starts the count afresh. */
const observeLongTasks = () => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks?.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const bottomReached = () =>
  new Promise<boolean>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2))),
  );

const pictureCount = (page: Page) => page.locator('.masonry__item').count();

/**
 * Scrolls with the mouse wheel, step by step, as a thumb would (the browser scrolls on its own
 * thread; nothing here forces a layout), until every picture is in the grid and the end is reached.
 */
async function scrollToEnd(page: Page): Promise<ScrollFigures> {
  await page.evaluate(() => (window.benchLongTasks = []));
  const started = Date.now();
  let atEnd = false;
  for (let step = 1; Date.now() - started < 300_000 && !atEnd; step += 1) {
    await page.mouse.wheel(0, STEP_PX);
    await page.waitForTimeout(STEP_MS);
    // Looked at every few steps only: counting a thousand tiles is work on the page's own thread.
    // Read after a frame has laid the page out, so the check itself forces no layout.
    if (step % CHECK_EVERY === 0 && (await pictureCount(page)) >= IMAGES) atEnd = await page.evaluate(bottomReached);
  }
  const tasks = await page.evaluate(() => window.benchLongTasks ?? []);
  return {
    pictures: await pictureCount(page),
    seconds: (Date.now() - started) / 1000,
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks),
    totalMs: tasks.reduce((sum, duration) => sum + duration, 0),
  };
}

export async function benchScroll(): Promise<void> {
  if (process.env.BENCH_URL) process.stdout.write('  (scroll fills a gallery by SQL, so it measures a site it starts itself; BENCH_URL is not used)\n');
  // The browser first: a browser that cannot start stops the run before any site is running.
  const browser = await launchChromium();
  const site = await startProductionSite().catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  try {
    const owner = await signIn(site, OWNER_EMAIL, clientAddress(1));
    process.stdout.write(`Scrolling a ${IMAGES}-picture gallery at ${PHONE.width} × ${PHONE.height} on the built site in production configuration (${site.databaseName}): filling it…\n`);
    const collection = await makeGallery(site, owner, `scroll${Date.now().toString(36)}`);
    await fillWithDistinctPictures(site, owner, collection, IMAGES);
    for (const [run, slowdown] of SLOWDOWNS.entries()) {
      const context = await contextAs(browser, site.url, owner, clientAddress(100 + run), PHONE);
      await context.addInitScript(observeLongTasks);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // What the site answered: each picture file a URL of its own, and no answer a visitor should not get.
      const pictureFiles = new Set<string>();
      const refused: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.status() >= 400) refused.push(`${response.status()} ${pathname}`);
        else if (pathname.startsWith('/api/media/')) pictureFiles.add(pathname);
      });
      await page.goto(`${site.url}/auth-home?view=${collection}`);
      await page.locator('.masonry__item').first().waitFor();
      const figures = await scrollToEnd(page);
      process.stdout.write(
        `CPU ${slowdown}× slower: ${figures.pictures} pictures in ${figures.seconds.toFixed(0)} s of scrolling, ${pictureFiles.size} different picture files fetched; ` +
          `${figures.longTasks} long tasks (goal 0), longest ${figures.longestMs.toFixed(0)} ms, ${figures.totalMs.toFixed(0)} ms in all; ${load()}\n`,
      );
      if (refused.length > 0) process.stdout.write(`  FAILED run: ${refused.length} answers of 4xx/5xx (${[...new Set(refused)].slice(0, 5).join(', ')})\n`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
