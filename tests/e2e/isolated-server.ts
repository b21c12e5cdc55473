import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A server of its own, on a data directory of its own, for journeys that
 * change site-wide state (the site title) or need a known history (analytics),
 * so they neither disturb nor are disturbed by journeys running beside them on
 * the shared server. Runs the built server, like the shared one.
 */
export interface IsolatedServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitUntilReady(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ready = await fetch(`${baseURL}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not get ready:\n${output()}`);
}

/** Starts a fresh server; `seedHistory` first writes the demo membership history into its database. */
export async function startIsolatedServer(options: { seedHistory?: boolean } = {}): Promise<IsolatedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-isolated-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (options.seedHistory) {
    const seeded = spawnSync('node', ['--import', 'tsx', 'scripts/seed-demo-history.ts'], { env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  }
  const child = spawn('node', ['dist/node/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(baseURL, child, () => log);
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
