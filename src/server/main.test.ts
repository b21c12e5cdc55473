import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findProjectRoot } from './project-root.js';

const root = findProjectRoot();

/** Live processes working in a folder: a PostgreSQL server and its backends run in their cluster's (Linux). */
function processesIn(dir: string): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === dir && !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitUntilReady(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the server process', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => cleanup.splice(0).forEach((fn) => fn()));

  it('exits with one clear line naming a bad variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output().trim()).toBe('Configuration error: PORT: must be a whole number from 0 to 65535 (got "eighty")');
  });

  // A first start creates the embedded PostgreSQL (initdb): slower than the usual test on a busy machine.
  it('drains an in-flight request on SIGTERM, then closes the database and exits', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-main-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port), DATA_DIR: dataDir });
    cleanup.push(() => child.kill('SIGKILL'));
    await waitUntilReady(port, 90_000);

    // A request whose body is still arriving when the signal comes: the server must finish it.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/nothing', headers: { 'content-type': 'application/json', 'content-length': '20' } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"half": ');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('"done"    }'), 300);
      }, 200);
    });

    const started = Date.now();
    const answer = await response;
    expect(answer.status).toBeGreaterThan(0);
    expect(answer.body).toContain('"code"');
    expect(await exited(child)).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output()).toContain('shutting down');
    // The embedded PostgreSQL stopped cleanly with it: a clean shutdown removes its lock file.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    // New connections are refused once it has stopped.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('leaves no PostgreSQL behind when killed, and starts again on the same DATA_DIR', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-kill-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const clusterDir = path.join(dataDir, 'postgres');
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    cleanup.push(() => first.child.kill('SIGKILL'));
    await waitUntilReady(port, 90_000);
    expect(processesIn(clusterDir).length).toBeGreaterThan(0);

    first.child.kill('SIGKILL');
    await exited(first.child);
    // The kernel tells the server its site died (it was started with a parent-death signal): it shuts down at once.
    const deadline = Date.now() + 10_000;
    while (processesIn(clusterDir).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processesIn(clusterDir)).toEqual([]);

    const started = Date.now();
    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    cleanup.push(() => second.child.kill('SIGKILL'));
    await waitUntilReady(port, 90_000);
    console.warn(`ready ${Date.now() - started} ms after a restart that followed SIGKILL (load average ${loadavg().map((n) => n.toFixed(2)).join(', ')})`);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  });
});
