import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
});
