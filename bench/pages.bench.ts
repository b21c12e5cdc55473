/**
 * Lighthouse (mobile preset, simulated throttling) on the public pages and,
 * signed in, on the dashboard (a Basic member's default view, and a 200-picture
 * gallery as the owner): the median of RUNS runs of the score, Largest
 * Contentful Paint, Cumulative Layout Shift and the JavaScript sent.
 *
 * It measures the built site (`npm run build` first): a server it starts from
 * dist/ with a throwaway data folder, or the one at BENCH_URL.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, cookieHeader, launchChromium, OWNER_EMAIL, seedGallery, signedInContext, startSite } from './bench-site.js';

const RUNS = 3;
const PUBLIC_PAGES = ['/', '/google-signup', '/privacy-policy', '/contact'];
const SIGNED_IN_PAGE = '/auth-home';
const GALLERY_IMAGES = 200;

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

/** Cookies of a fresh Basic member, and of the owner with a 200-image gallery (its view's address). */
async function signedInVisitors(url: string): Promise<{ member: string; owner: string; galleryPage: string }> {
  const browser = await launchChromium();
  try {
    const member = await signedInContext(browser, url, `bench-${Date.now().toString(36)}@example.com`);
    const owner = await signedInContext(browser, url, OWNER_EMAIL);
    process.stdout.write(`  (filling a gallery with ${GALLERY_IMAGES} pictures…)\n`);
    const collection = await seedGallery(owner, url, GALLERY_IMAGES, `lh${Date.now().toString(36)}`);
    return { member: await cookieHeader(member), owner: await cookieHeader(owner), galleryPage: `${SIGNED_IN_PAGE}?view=${collection}` };
  } finally {
    await browser.close();
  }
}

/** Lighthouse figures for every page, median of RUNS runs each. */
export async function benchPages(): Promise<void> {
  const server = await startSite();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const runAll = async (page: string, label: string, cookie?: string) => {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, `${server.url}${page}`, cookie));
    report(label, runs);
  };
  try {
    process.stdout.write(`Lighthouse, mobile preset, median of ${RUNS} runs, ${server.url}; load average ${loadAverage()}\n`);
    for (const page of PUBLIC_PAGES) await runAll(page, page);
    const visitors = await signedInVisitors(server.url);
    await runAll(SIGNED_IN_PAGE, `${SIGNED_IN_PAGE} (Basic member)`, visitors.member);
    await runAll(visitors.galleryPage, `gallery, ${GALLERY_IMAGES} pictures (owner)`, visitors.owner);
    process.stdout.write(`load average after: ${loadAverage()}\n`);
  } finally {
    chrome.kill();
    server.stop();
  }
}

/** Lighthouse's figures drop when the machine is busy: each report says how busy it was. */
const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(', ');
