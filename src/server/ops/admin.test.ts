import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../project-root.js';

const root = findProjectRoot();
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-admin-'));
/** A whole process start (tsx, then the app on PGlite) can take long on a busy machine. */
const PROCESS_TIMEOUT_MS = 180_000;

function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/ops/admin.ts'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin (the process)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('checks health on the configured database and exits 0', async () => {
    const { code, stdout, stderr } = await admin('health');
    expect(stderr.split('\n').filter((line) => line && !line.startsWith('oidc-provider WARNING'))).toEqual([]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('database: answers (embedded)');
    expect(stdout).toContain('members: 0 Pro, 0 complimentary, 0 Basic');
  }, PROCESS_TIMEOUT_MS);

  it('says when nobody matches grant-comp, and shows usage for an unknown command', async () => {
    const comp = await admin('grant-comp', 'ada@example.com');
    expect(comp.code).toBe(1);
    expect(comp.stderr.split('\n').filter((line) => line && !line.startsWith('oidc-provider WARNING'))).toEqual(['No member matches "ada@example.com".']);
    const unknown = await admin('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate".');
    expect(unknown.stderr).toContain('Usage: npm run admin -- <command>');
  }, PROCESS_TIMEOUT_MS);

  it('imports members from a CSV file: a dry run changes nothing, the import reports each row, a second run changes nothing', async () => {
    const file = path.join(dataDir, 'members.csv');
    writeFileSync(file, 'email,name,tier,paid_until,stripe_customer_id\nkim@import.example,Kim,pro,,\nnot-an-address,Nobody,,,\n');
    const quiet = (stderr: string) => stderr.split('\n').filter((line) => line && !line.startsWith('oidc-provider WARNING'));
    const dry = await admin('import-members', file, '--dry-run');
    expect(quiet(dry.stderr)).toEqual([]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('line 2  created    kim@import.example  complimentary Pro until revoked');
    expect(dry.stdout).toContain('line 3  skipped    not-an-address  not an e-mail address');
    expect(dry.stdout).toContain('Dry run, nothing changed (plain): 1 would be created');
    const applied = await admin('import-members', file);
    expect(applied.stdout).toContain('Imported (plain): 1 created, 0 updated, 0 unchanged, 1 skipped.');
    const again = await admin('import-members', file);
    expect(again.stdout).toContain('Imported (plain): 0 created, 0 updated, 1 unchanged, 1 skipped.');
    const missing = await admin('import-members', path.join(dataDir, 'nope.csv'));
    expect(missing.code).toBe(1);
    expect(quiet(missing.stderr)).toEqual([`Cannot read ${path.join(dataDir, 'nope.csv')}: no such file`]);
  }, PROCESS_TIMEOUT_MS * 2);
});
