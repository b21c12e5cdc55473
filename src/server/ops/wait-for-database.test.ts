import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../project-root.js';
import { DatabaseUnreachableError, describePostgresUrl, retryDelayMs, waitForDatabase } from './wait-for-database.js';

/** A clock that only moves when the wait pauses, so no test waits for real. */
function fakeClock() {
  let now = 0;
  return { now: () => now, pause: async (ms: number) => void (now += ms) };
}

describe('waiting for the database at start', () => {
  it('backs off from half a second up to ten', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('goes on as soon as the database answers, with one log line per failed try', async () => {
    const lines: string[] = [];
    let tries = 0;
    const ping = async () => {
      tries += 1;
      if (tries < 3) throw new Error('connect ECONNREFUSED');
    };
    await waitForDatabase({ ping, where: 'db:5432/site', waitMs: 60_000, log: { warn: (_f, m) => lines.push(m) }, ...fakeClock() });
    expect(tries).toBe(3);
    expect(lines).toEqual(['database unreachable; retrying', 'database unreachable; retrying']);
  });

  it('gives up after the wait with one error naming where and why', async () => {
    const lines: object[] = [];
    const ping = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const wait = waitForDatabase({ ping, where: 'db:5432/site', waitMs: 60_000, log: { warn: (f) => lines.push(f) }, ...fakeClock() });
    await expect(wait).rejects.toThrow(new DatabaseUnreachableError('the database at db:5432/site did not answer within 60 s (connect ECONNREFUSED)'));
    // 0.5+1+2+4+8 s, then 10 s steps up to 60 s, then the last try.
    expect(lines.length).toBe(10);
  });

  it('never shows the credentials of DATABASE_URL', () => {
    expect(describePostgresUrl('postgres://site:s3cret@db.internal:6543/site')).toBe('db.internal:6543/site');
  });

  it('the server process exits with one clear line, no stack trace, when the database never answers', async () => {
    const root = findProjectRoot();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: 'postgres://site:s3cret@127.0.0.1:1/site',
        DATABASE_WAIT_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Failed to start: the database at 127\.0\.0\.1:1\/site did not answer within 2 s \(.+\)$/)]);
    const retries = stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; where: string });
    expect(retries.length).toBeGreaterThanOrEqual(1);
    for (const line of retries) expect(line).toMatchObject({ msg: 'database unreachable; retrying', where: '127.0.0.1:1/site' });
    expect(stdout + stderr).not.toContain('s3cret');
  });
});
