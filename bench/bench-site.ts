/**
 * The built site for the browser parts of the bench (pages, scroll): a server
 * started from dist/ with a throwaway data folder (or the one at BENCH_URL),
 * accounts signed in through the sign-in page as a visitor would, and galleries
 * filled through the API as the owner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { freePort, startSite as spawnSite } from './process-tree.js';
import { OWNER_EMAIL, SERVER_ENTRY } from './production-site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The owner account (ADMIN_EMAILS of the bench's sites): it may fill galleries. */
export { OWNER_EMAIL };

export interface BenchSite {
  url: string;
  stop: () => void;
}

/**
 * The browser parts fill galleries of up to 1,000 different pictures through the
 * API, which the upload limits would stretch to many minutes: their server runs
 * with NODE_ENV=test (limits off). It is started the one way the bench starts a
 * site (process-tree.ts); the parts that measure the server use production-site.ts.
 */
export async function startSite(): Promise<BenchSite> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/+$/, ''), stop: () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const site = await spawnSite(SERVER_ENTRY, { NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir });
  const stop = () => {
    site.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

/** A browser context signed in as `email` through the redirect sign-in, as a visitor would. */
export async function signedInContext(browser: Browser, url: string, email: string, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {});
  const page = await context.newPage();
  await page.goto(`${url}/api/auth/login?mode=redirect&returnTo=%2Fauth-home`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/auth-home$/);
  await page.close();
  return context;
}

/** The context's cookies as one Cookie header, for Lighthouse. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A small picture, different for each seed, so every upload is a new image. */
function picture(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${320 + (seed % 5) * 40}">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,45%)"/><circle cx="240" cy="160" r="${60 + (seed % 7) * 10}" fill="hsl(${(hue + 120) % 360},80%,70%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A configured gallery of `count` pictures, made through the API by the owner's
 * context (a folder, the gallery, the uploads, a few at a time); returns its
 * collection name, which is also its dashboard view: /auth-home?view=<name>.
 */
export async function seedGallery(owner: BrowserContext, url: string, count: number, label: string): Promise<string> {
  const headers = { 'X-Requested-With': 'fetch', Origin: url };
  const folder = await owner.request.post(`${url}/api/gallery-folders`, { headers, data: { name: `Bench ${label}` } });
  if (!folder.ok()) throw new Error(`making a folder failed: ${folder.status()}`);
  const folderId = ((await folder.json()) as { id: string }).id;
  const config = await owner.request.post(`${url}/api/gallery-configs`, { headers, data: { displayTitle: `Bench ${label}`, galleryId: `bench${label}`, folderId } });
  if (!config.ok()) throw new Error(`making a gallery failed: ${config.status()}`);
  const collection = ((await config.json()) as { collectionName: string }).collectionName;
  const AT_ONCE = 4;
  for (let start = 0; start < count; start += AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - start) }, async (_, offset) => {
        const seed = start + offset;
        const response = await owner.request.post(`${url}/api/galleries/${collection}/images`, {
          headers,
          multipart: { image: { name: `picture-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await picture(seed) } },
        });
        if (response.status() !== 201) throw new Error(`upload ${seed} failed: ${response.status()}`);
      }),
    );
  }
  return collection;
}
