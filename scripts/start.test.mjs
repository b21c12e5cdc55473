import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent, writeStamp } from './build-stamp.mjs';

const scriptsDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * A project in a temporary folder with this folder's scripts and a stand-in
 * build that writes the two outputs and counts how often it ran.
 */
function fakeProject() {
  const root = mkdtempSync(path.join(tmpdir(), 'start-'));
  cpSync(scriptsDir, path.join(root, 'scripts'), { recursive: true });
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src', 'app.ts'), 'export const answer = 42;\n');
  writeFileSync(
    path.join(root, 'fake-build.mjs'),
    [
      "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';",
      "mkdirSync('dist/node/server', { recursive: true }); mkdirSync('dist/client', { recursive: true });",
      "writeFileSync('dist/node/server/main.js', 'console.log(\"server started\")');",
      "writeFileSync('dist/client/index.html', '<!doctype html>');",
      "appendFileSync('builds.log', 'built\\n');",
    ].join('\n'),
  );
  const build = 'node scripts/build-stamp.mjs clear && node fake-build.mjs && node scripts/build-stamp.mjs write';
  // The project's own start script, so the test runs `npm start` as a member of the public would.
  const { start } = JSON.parse(readFileSync(path.join(scriptsDir, '..', 'package.json'), 'utf8')).scripts;
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fake', type: 'module', scripts: { build, start } }));
  return root;
}

const start = (root) => spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8' });

describe('npm start', () => {
  it('builds a fresh clone, then starts without building while nothing changes', () => {
    const root = fakeProject();
    const first = start(root);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('building first');
    expect(first.stdout).toContain('server started');

    const second = start(root);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Build is up to date');
    expect(second.stdout).toContain('server started');
    expect(spawnSync('cat', ['builds.log'], { cwd: root, encoding: 'utf8' }).stdout).toBe('built\n');
  });

  it('rebuilds after a source changes', () => {
    const root = fakeProject();
    start(root);
    writeFileSync(path.join(root, 'src', 'app.ts'), 'export const answer = 43;\n');
    const again = start(root);
    expect(again.stdout).toContain('building first');
    expect(spawnSync('cat', ['builds.log'], { cwd: root, encoding: 'utf8' }).stdout).toBe('built\nbuilt\n');
  });
});

/** A stand-in server that runs until a signal, then writes which one it got (as the site closes its database). */
const LONG_RUNNING_SERVER = [
  "import { writeFileSync } from 'node:fs';",
  "for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { writeFileSync('stopped-by', signal); process.exit(0); });",
  "setInterval(() => undefined, 1000);",
  "console.log('server started');",
].join('\n');

describe('npm start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'])('passes %s sent to its process id on to the site, which stops', async (signal) => {
    const root = fakeProject();
    expect(start(root).status).toBe(0); // built once
    writeFileSync(path.join(root, 'dist', 'node', 'server', 'main.js'), LONG_RUNNING_SERVER);
    const npm = spawn('npm', ['start'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve, reject) => {
      npm.stdout.on('data', (chunk) => String(chunk).includes('server started') && resolve(undefined));
      npm.once('exit', () => reject(new Error('npm start ended before the site started')));
    });
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill(signal);
    await exited;
    await expect.poll(() => existsSync(path.join(root, 'stopped-by'))).toBe(true);
    expect(readFileSync(path.join(root, 'stopped-by'), 'utf8')).toBe(signal);
  });
});

describe('the build stamp', () => {
  it('ignores test files but not sources, and needs every output', () => {
    const root = fakeProject();
    expect(isBuildCurrent(root)).toBe(false);
    spawnSync(process.execPath, ['fake-build.mjs'], { cwd: root });
    writeStamp(root);
    expect(isBuildCurrent(root)).toBe(true);

    writeFileSync(path.join(root, 'src', 'app.test.ts'), 'it.todo("later");\n');
    expect(isBuildCurrent(root)).toBe(true);
    writeFileSync(path.join(root, 'src', 'extra.ts'), 'export {};\n');
    expect(isBuildCurrent(root)).toBe(false);
  });
});
