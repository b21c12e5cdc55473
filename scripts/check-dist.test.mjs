import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const checker = fileURLToPath(new URL('./check-dist.mjs', import.meta.url));

/** A stand-in build folder holding `files` (path → content) beside a clean server entry. */
function fakeDist(files) {
  const dist = mkdtempSync(path.join(tmpdir(), 'check-dist-'));
  const all = { 'node/server/main.js': 'console.log("server");\n', 'client/index.html': '<!doctype html>\n', ...files };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

const check = (dist) => spawnSync(process.execPath, [checker, dist], { encoding: 'utf8' });

describe('the production build holds no test code', () => {
  it('passes a build of production files only', () => {
    const result = check(fakeDist({}));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no test code');
  });

  it.each([
    ['a test file', { 'node/server/app.test.js': 'export {};\n' }, 'test file: node/server/app.test.js'],
    ['a test kit', { 'node/server/test-support/people.js': 'export {};\n' }, 'test file: node/server/test-support/people.js'],
    ['a client test kit', { 'client/assets/chat.test-kit.js': 'export {};\n' }, 'test file: client/assets/chat.test-kit.js'],
    ['an import of Vitest', { 'node/server/helper.js': "import { expect } from 'vitest';\n" }, 'imports a test library: node/server/helper.js'],
    ['an import of fast-check', { 'node/server/generators.js': "import fc from 'fast-check';\n" }, 'imports a test library: node/server/generators.js'],
    ['an import of Testing Library', { 'client/assets/x.js': 'import{render as r}from"@testing-library/react";\n' }, 'imports a test library: client/assets/x.js'],
  ])('fails on %s, naming it', (_what, files, named) => {
    const result = check(fakeDist(files));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(named);
  });
});
