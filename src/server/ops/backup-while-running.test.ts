import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { findProjectRoot } from '../project-root.js';
import { readArchive } from './backup-archive.js';

/** The real command line, from the sources, as an operator runs it next to the site on the same DATA_DIR. */
function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const root = findProjectRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/ops/backup-cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let [out, err] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

// The embedded database only: an external one is shared by design.
describe('backup of the embedded database while the site runs', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-running-'));
  let site: Database;
  beforeAll(async () => {
    site = await openDatabase({ kind: 'embedded', clusterDir: path.join(dataDir, 'postgres'), pgliteDir: path.join(dataDir, 'db') });
    await runMigrations(site, {});
  }, 120_000);
  afterAll(async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads one consistent snapshot through the running server while sign-ups keep coming, and refuses a restore', { timeout: 120_000 }, async () => {
    // Each sign-up writes its account and, by trigger in the same transaction, its membership log row.
    let signUps = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        signUps += 1;
        await site.db.execute(sql`insert into users (issuer, subject, email) values ('test', ${`u${signUps}`}, ${`u${signUps}@example.com`})`);
      }
    })();
    const file = path.join(dataDir, 'site.tar.gz');
    const backup = await runCli(dataDir, ['backup', file]);
    writing = false;
    await writer;
    expect(backup.err).not.toContain('Failed');
    expect(backup.code).toBe(0);

    const unpacked = path.join(dataDir, 'unpacked');
    const manifest = await readArchive(file, { into: unpacked });
    const accounts = linesOf(path.join(unpacked, 'db', 'users.ndjson'));
    const signUpsLogged = linesOf(path.join(unpacked, 'db', 'membership_log.ndjson')).filter((line) => JSON.parse(line).event === 'signed_up');
    // Some sign-ups came before the snapshot and some after; the two tables agree on which.
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.length).toBeLessThan(signUps);
    expect(signUpsLogged).toHaveLength(accounts.length);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(accounts.length);

    const restore = await runCli(dataDir, ['restore', file, '--force']);
    expect(restore.code).toBe(1);
    expect(restore.err).toContain('Refused: The site is running on this DATA_DIR: stop it before restoring. A backup can be taken while it runs.');
  });
});
