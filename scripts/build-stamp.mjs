/**
 * The build stamp: one hash of everything a build reads (sources, configs, the
 * lockfile, the build scripts). `npm run build` writes it into dist/ when it
 * succeeds; `npm start` rebuilds only when the current hash differs, so a start
 * with nothing changed skips the build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Folders and files, relative to the project root, whose content decides the build output. */
export const BUILD_INPUTS = ['src', 'drizzle', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.client.json'];
/** What a complete build leaves, besides the stamp. */
export const BUILD_OUTPUTS = ['dist/node/server/main.js', 'dist/client/index.html'];
export const STAMP_FILE = 'dist/.build-stamp';

/** Tests never change what is built, so editing one does not force a rebuild. */
const isTest = (name) => /\.test\.(m?[jt]sx?)$/.test(name);

/** Every file under the inputs (a file input stands for itself), as sorted paths relative to the root. */
function inputFiles(root) {
  return BUILD_INPUTS.flatMap((input) => {
    const full = path.join(root, input);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [input];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !isTest(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  }).sort();
}

/** The hash of every build input's path and content. */
export function sourceStamp(root) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds a complete build of exactly the current sources. */
export function isBuildCurrent(root) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const stampPath = path.join(root, STAMP_FILE);
  return existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === sourceStamp(root);
}

export function writeStamp(root, stamp = sourceStamp(root)) {
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}

export function clearStamp(root) {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

// `node scripts/build-stamp.mjs clear|write`: the first and last steps of `npm run build`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'write') writeStamp(PROJECT_ROOT);
  else if (command === 'clear') clearStamp(PROJECT_ROOT);
  else throw new Error('usage: node scripts/build-stamp.mjs clear|write');
}
