/**
 * Lighthouse (mobile preset, simulated throttling) on the public pages and,
 * signed in, on the dashboard (a Basic member's default view, and a 200-picture
 * gallery as the owner): the median of RUNS runs of the score, Largest
 * Contentful Paint, Cumulative Layout Shift and the JavaScript sent.
 *
 * It measures the site as production runs it: the built server (`npm run build`
 * first) started by production-site.ts (rate limits on, compression on,
 * TRUST_PROXY). Signed-in runs carry the session cookie of a visitor signed in
 * through the sign-in pages, and every run comes from an address of its own in
 * X-Forwarded-For, as the proxy would send it (Lighthouse sends both with every
 * request through its extraHeaders). The owner's gallery is filled by
 * bench-distinct-pictures.ts: every picture has files of its own.
 *
 * BENCH_URL measures a site already running there instead: the public pages,
 * and the member's dashboard when its sign-in pages sign anyone in (the owner's
 * gallery needs the bench's own site, whose database and files it fills).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, lighthouseHeaders } from './bench-browser.js';
import { fillWithDistinctPictures } from './bench-distinct-pictures.js';
import { makeGallery } from './bench-gallery-setup.js';
import { clientAddress, load, OWNER_EMAIL, signIn, startProductionSite, type ProductionSite, type Visitor } from './production-site.js';

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
  url?: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/** A run that met an answer a visitor should never get (a 4xx or 5xx, e.g. 429 from the rate limits), or left the page. */
interface FailedRun {
  failed: string;
}

/** The median of the runs that produced the figure (Lighthouse leaves out a metric it could not measure). */
function median(values: number[]): number {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
}

const pathOf = (address: string) => {
  const parsed = new URL(address);
  return `${parsed.pathname}${parsed.search}`;
};

async function measure(port: number, url: string, headers: Record<string, string>, signedIn: boolean): Promise<Figures | FailedRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    // A run whose trace failed measured nothing; the median is taken over the others.
    process.stdout.write(`  (${url}: a run failed, left out: ${runtimeError.code})\n`);
    return { score: NaN, lcpMs: NaN, cls: NaN, jsBytes: NaN };
  }
  const all = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  // Signed out, the app asks who is signed in and is told nobody (401): the one refusal expected.
  const expected = (request: NetworkRequest) => !signedIn && request.statusCode === 401 && pathOf(request.url ?? url) === '/api/me';
  const refused = all.filter((request) => (request.statusCode ?? 0) >= 400 && !expected(request));
  if (refused.length > 0) return { failed: refused.map((request) => `${request.statusCode} ${pathOf(request.url ?? url)}`).join(', ') };
  // A signed-in page that ends elsewhere (the sign-in page) measured the wrong page.
  if (pathOf(result.lhr.finalDisplayedUrl) !== pathOf(url)) return { failed: `ended at ${pathOf(result.lhr.finalDisplayedUrl)}` };
  const requests = all.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

function report(page: string, results: (Figures | FailedRun)[]): void {
  const failed = results.filter((result): result is FailedRun => 'failed' in result);
  for (const run of failed) process.stdout.write(`  (${page}: FAILED run: ${run.failed})\n`);
  const runs = results.filter((result): result is Figures => !('failed' in result));
  const score = median(runs.map((run) => run.score));
  const lcp = (median(runs.map((run) => run.lcpMs)) / 1000).toFixed(2);
  const cls = median(runs.map((run) => run.cls)).toFixed(3);
  const js = (median(runs.map((run) => run.jsBytes)) / 1024).toFixed(1);
  const verdict = failed.length > 0 ? `   FAILED (${failed.length} of ${results.length} runs)` : '';
  process.stdout.write(`${page.padEnd(28)} score ${String(score).padStart(3)}   LCP ${lcp.padStart(5)} s   CLS ${cls}   JS ${js.padStart(6)} KB${verdict}\n`);
}

/**
 * Stops the run unless the page, asked for with a run's headers, comes back as the
 * visitor's own signed-in page (the shell carries the user, e-mail and all).
 */
async function assertSignedIn(url: string, visitor: Visitor): Promise<void> {
  const response = await fetch(url, { headers: lighthouseHeaders(clientAddress(3), visitor), redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(JSON.stringify(visitor.email))) throw new Error(`${url} is not ${visitor.email}'s signed-in page (${response.status})`);
}

/** A fresh Basic member, signed in through the sign-in pages; null when the site at BENCH_URL has no sign-in the bench can use. */
async function basicMember(url: string): Promise<Visitor | null> {
  try {
    return await signIn({ url }, `bench-${Date.now().toString(36)}@example.com`, clientAddress(2));
  } catch (error) {
    process.stdout.write(`  (signed-in pages left out: ${(error as Error).message})\n`);
    return null;
  }
}

/** The owner, signed in, with a gallery of GALLERY_IMAGES distinct pictures; returns the owner and the gallery's dashboard view. */
async function ownerWithGallery(site: ProductionSite): Promise<{ owner: Visitor; galleryPage: string }> {
  const owner = await signIn(site, OWNER_EMAIL, clientAddress(1));
  process.stdout.write(`  (filling a gallery with ${GALLERY_IMAGES} pictures…)\n`);
  const collection = await makeGallery(site, owner, `lh${Date.now().toString(36)}`);
  await fillWithDistinctPictures(site, owner, collection, GALLERY_IMAGES);
  return { owner, galleryPage: `${SIGNED_IN_PAGE}?view=${collection}` };
}

/** Lighthouse figures for every page, median of RUNS runs each. */
export async function benchPages(): Promise<void> {
  // The browser first: a browser that cannot start stops the run before any site is running.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const site = process.env.BENCH_URL ? null : await startProductionSite().catch((error: unknown) => {
    chrome.kill();
    throw error;
  });
  const url = site?.url ?? process.env.BENCH_URL!.replace(/\/+$/, '');
  // Every Lighthouse run from an address of its own, as distinct visitors would come.
  let nextAddress = 100;
  const runAll = async (page: string, label: string, visitor?: Visitor) => {
    if (visitor) await assertSignedIn(`${url}${page}`, visitor);
    const runs: (Figures | FailedRun)[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, `${url}${page}`, lighthouseHeaders(clientAddress(nextAddress++), visitor), visitor !== undefined));
    report(label, runs);
  };
  try {
    const where = site ? `the built site in production configuration (${site.databaseName}), ${url}` : url;
    process.stdout.write(`Lighthouse, mobile preset, median of ${RUNS} runs, ${where}; ${load()}\n`);
    for (const page of PUBLIC_PAGES) await runAll(page, page);
    const member = await basicMember(url);
    if (member) await runAll(SIGNED_IN_PAGE, `${SIGNED_IN_PAGE} (Basic member)`, member);
    if (site) {
      const { owner, galleryPage } = await ownerWithGallery(site);
      await runAll(galleryPage, `gallery, ${GALLERY_IMAGES} pictures (owner)`, owner);
    }
    process.stdout.write(`after: ${load()}\n`);
  } finally {
    chrome.kill();
    await site?.stop();
  }
}
