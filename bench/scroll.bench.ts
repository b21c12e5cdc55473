/**
 * Scrolling a 1,000-picture gallery on a phone-sized screen: the built site
 * (`npm run build` first), a gallery filled through the API, opened in Chromium
 * at 375 × 812 and scrolled to its end with the wheel, as a thumb would, while the
 * next pages load. A PerformanceObserver counts the main thread's long tasks
 * (over 50 ms) during the scroll; it runs without CPU slowdown and with
 * Lighthouse's 4× slowdown of a mid-range phone. It prints numbers; it never fails on a timing.
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { launchChromium, OWNER_EMAIL, seedGallery, signedInContext, startSite } from './bench-site.js';

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
  const site = await startSite();
  const browser = await launchChromium();
  try {
    const owner = await signedInContext(browser, site.url, OWNER_EMAIL, PHONE);
    process.stdout.write(`Scrolling a ${IMAGES}-picture gallery at ${PHONE.width} × ${PHONE.height}: filling it…\n`);
    const collection = await seedGallery(owner, site.url, IMAGES, `scroll${Date.now().toString(36)}`);
    await owner.addInitScript(observeLongTasks);
    for (const slowdown of SLOWDOWNS) {
      const page = await owner.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${site.url}/auth-home?view=${collection}`);
      await page.locator('.masonry__item').first().waitFor();
      const figures = await scrollToEnd(page);
      process.stdout.write(
        `CPU ${slowdown}× slower: ${figures.pictures} pictures in ${figures.seconds.toFixed(0)} s of scrolling; ` +
          `${figures.longTasks} long tasks (goal 0), longest ${figures.longestMs.toFixed(0)} ms, ${figures.totalMs.toFixed(0)} ms in all; ` +
          `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')}\n`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
}
