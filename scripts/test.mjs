#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest (shared, client, the server suite on an external PostgreSQL), the
// server suite on the embedded PostgreSQL under Node 24, the build (checked to hold no test code), a production build
// installed and started in a clean folder (scripts/production-install.mjs), then the Playwright journeys in Chromium. Under CI=true a missing
// Chromium or an unreachable TEST_DATABASE_URL fails the run instead of skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = path.resolve('.test-output');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  finish(false);
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

if (!step('Typecheck', 'npm', ['run', '--silent', 'typecheck'])) fail('typecheck failed');
if (!step('Lint', 'npm', ['run', '--silent', 'lint'])) fail('lint failed');

const vitestEnv = { VITEST_JSON_REPORT: path.join(outDir, 'vitest.json') };
if (process.env.TEST_DATABASE_URL) {
  if (!(await postgresReachable(process.env.TEST_DATABASE_URL))) {
    if (ci) fail('TEST_DATABASE_URL is set but PostgreSQL does not answer (CI=true makes this a failure)');
    console.warn('Skipping the PostgreSQL run of the server suite.');
    vitestEnv.TEST_DATABASE_URL = '';
  }
} else if (ci) {
  fail('CI=true needs TEST_DATABASE_URL so the server suite also runs on PostgreSQL');
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server suite runs on the embedded PostgreSQL only.');
}

// The server suite runs twice, each run on its own Node and database: on an external PostgreSQL
// (when given) with the current Node, and on the embedded PostgreSQL with the newest supported Node
// (the npm registry's `node` package supplies the binary). Running the embedded run only on Node 24
// keeps both Nodes and both databases covered without a third pass of the slowest suite.
const node24 = spawnSync('npx', ['--yes', '--package=node@24', 'node', '-p', 'process.execPath'], { encoding: 'utf8' });
const node24Path = node24.status === 0 ? node24.stdout.trim() : '';
if (!node24Path) {
  if (ci) fail(`could not get Node 24 from the npm registry: ${node24.stderr}`);
  console.warn('\nNode 24 is not available (npx --package=node@24 failed): the embedded server suite runs on this Node.');
}

function addVitestTotals(report) {
  const results = readJson(report);
  if (!results) return;
  totals.passed += results.numPassedTests ?? 0;
  totals.failed += results.numFailedTests ?? 0;
  totals.skipped += (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
}

const externalPostgres = Boolean(process.env.TEST_DATABASE_URL) && vitestEnv.TEST_DATABASE_URL !== '';
const projects = ['shared', 'lint', 'scripts', 'client', ...(node24Path ? [] : ['server']), ...(externalPostgres ? ['server-pg'] : [])];
const unitOk = step(
  `Unit and integration tests (Vitest: ${projects.join(', ')})`,
  'npx',
  ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])],
  vitestEnv,
);
addVitestTotals(vitestEnv.VITEST_JSON_REPORT);
if (!unitOk) fail('Vitest failed');

if (node24Path) {
  const report = path.join(outDir, 'vitest-node24.json');
  const node24Ok = step(`Server suite on Node 24 (${node24Path}, embedded PostgreSQL)`, node24Path, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: '',
    VITEST_JSON_REPORT: report,
  });
  addVitestTotals(report);
  if (!node24Ok) fail('the server suite failed on Node 24');
}

// The production build, checked to hold no test code (test kits stay in src/server/test-support).
if (!step('Build', 'npm', ['run', '--silent', 'build'])) fail('build failed');
if (!step('No test code in dist/', 'node', ['scripts/check-dist.mjs'])) fail('dist/ holds test code');
if (!step('Production install in a clean folder', 'node', ['scripts/production-install.mjs'])) fail('production install failed');

if (!existsSync(chromium)) {
  if (ci) fail(`Chromium not found at ${chromium} (set CHROMIUM_PATH); CI=true makes this a failure`);
  console.warn(`\nChromium not found at ${chromium}: skipping the browser journeys (set CHROMIUM_PATH).`);
  finish(true);
}

const e2eOk = step('Browser journeys (Playwright)', 'npx', ['playwright', 'test']);
const playwright = readJson(path.join(outDir, 'playwright.json'));
if (playwright?.stats) {
  totals.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  totals.failed += playwright.stats.unexpected ?? 0;
  totals.skipped += playwright.stats.skipped ?? 0;
}
finish(e2eOk);
