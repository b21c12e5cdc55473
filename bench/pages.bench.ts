/**
 * Lighthouse (mobile preset, simulated throttling) on the public pages and,
 * signed in, on the dashboard: the median of RUNS runs of the score, Largest
 * Contentful Paint, Cumulative Layout Shift and the JavaScript sent.
 *
 * It measures the built site (`npm run build` first): a server it starts from
 * dist/ with a throwaway data folder, or the one at BENCH_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC_PAGES = ['/', '/google-signup', '/privacy-policy', '/contact'];
const SIGNED_IN_PAGE = '/auth-home';

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  jsBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** The median of the runs that produced the figure (Lighthouse leaves out a metric it could not measure). */
function median(values: number[]): number {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = 3400 + Math.floor(Math.random() * 400);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir };
  const server: ChildProcess = spawn(process.execPath, ['dist/node/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the built server did not become ready; run npm run build first');
}

/** Signs a fresh account in through the sign-in page, as a visitor would, and returns its cookies. */
async function signedInCookies(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/api/auth/login?mode=redirect&returnTo=%2Fauth-home`);
    await page.getByLabel('Email').fill(`bench-${Date.now().toString(36)}@example.com`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth-home$/);
    const cookies = await page.context().cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

async function measure(port: number, url: string, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    // A run whose trace failed measured nothing; the median is taken over the others.
    process.stdout.write(`  (${url}: a run failed, left out: ${runtimeError.code})\n`);
    return { score: NaN, lcpMs: NaN, cls: NaN, jsBytes: NaN };
  }
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

function report(page: string, runs: Figures[]): void {
  const score = median(runs.map((run) => run.score));
  const lcp = (median(runs.map((run) => run.lcpMs)) / 1000).toFixed(2);
  const cls = median(runs.map((run) => run.cls)).toFixed(3);
  const js = (median(runs.map((run) => run.jsBytes)) / 1024).toFixed(1);
  process.stdout.write(`${page.padEnd(28)} score ${String(score).padStart(3)}   LCP ${lcp.padStart(5)} s   CLS ${cls}   JS ${js.padStart(6)} KB\n`);
}

/** Lighthouse figures for every page, median of RUNS runs each. */
export async function benchPages(): Promise<void> {
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL.replace(/\/+$/, ''), stop: () => undefined } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    process.stdout.write(`Lighthouse, mobile preset, median of ${RUNS} runs, ${server.url}\n`);
    for (const page of PUBLIC_PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, `${server.url}${page}`));
      report(page, runs);
    }
    const cookie = await signedInCookies(server.url);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, `${server.url}${SIGNED_IN_PAGE}`, cookie));
    report(`${SIGNED_IN_PAGE} (signed in)`, runs);
  } finally {
    chrome.kill();
    server.stop();
  }
}
