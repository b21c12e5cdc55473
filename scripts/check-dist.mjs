#!/usr/bin/env node
// Fails when the production build holds test code: test files, the test kits of
// src/server/test-support, or anything that imports a test library (Vitest, fast-check, Testing
// Library, Playwright), which production installs do not even have. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const TEST_FILE = /\.test\.|\.test-kit\.|[/\\]test-support[/\\]|test-utils|test-setup/;
const TEST_LIBRARY = `(?:vitest|fast-check|@testing-library/[\\w-]+|@playwright/test|@axe-core/playwright)`;
const TEST_LIBRARY_IMPORT = new RegExp(`from\\s*["']${TEST_LIBRARY}["']|require\\(["']${TEST_LIBRARY}["']\\)|import\\(["']${TEST_LIBRARY}["']\\)`);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

if (!existsSync(path.join(distDir, 'node'))) {
  console.error(`check-dist: ${distDir}/node is missing; run npm run build first`);
  process.exit(1);
}
const files = filesUnder(distDir);
const problems = [
  ...files.filter((file) => TEST_FILE.test(path.relative(distDir, file))).map((file) => `test file: ${path.relative(distDir, file)}`),
  ...files
    .filter((file) => /\.(m?js|cjs)$/.test(file) && TEST_LIBRARY_IMPORT.test(readFileSync(file, 'utf8')))
    .map((file) => `imports a test library: ${path.relative(distDir, file)}`),
];
if (problems.length > 0) {
  console.error(`The production build holds test code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-dist: ${files.length} files in ${path.relative(process.cwd(), distDir) || '.'}, no test code`);
