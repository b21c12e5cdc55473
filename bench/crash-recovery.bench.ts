import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startSite, treeOf } from './process-tree.js';

/**
 * kill -9 under write load, ten times over, on the embedded default: the site
 * must start every time and keep every write PostgreSQL acknowledged. Odd
 * cycles kill the app alone (its PostgreSQL is left orphaned, as after a crash
 * of Node); even cycles kill the whole tree (as after a power cut, minus the
 * page cache). Writers connect to the site's own socket in DATA_DIR/postgres.
 */

const CYCLES = 10;
const WRITERS = 4;
const LOAD_MS = 1500;

export interface CrashFigures {
  cycles: number;
  starts: number;
  acknowledged: number;
  lost: number;
  slowestStartMs: number;
}

async function writeUntilKilled(socketDir: string, ids: number[], next: { id: number }, stop: { now: boolean }): Promise<void> {
  const client = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    while (!stop.now) {
      const id = next.id++;
      await client.query('insert into crash_probe (id) values ($1)', [id]);
      ids.push(id); // acknowledged: the commit returned
    }
  } catch {
    // the server went away mid-write: that write was never acknowledged
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchCrashRecovery(entry: string): Promise<CrashFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-crash-'));
  const socketDir = path.join(dataDir, 'postgres');
  const acknowledged: number[] = [];
  const next = { id: 1 };
  let starts = 0;
  let lost = 0;
  let slowestStartMs = 0;
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const port = await freePort();
      const site = await startSite(entry, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' });
      starts += 1;
      slowestStartMs = Math.max(slowestStartMs, site.readyMs);
      const check = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
      await check.connect();
      await check.query('create table if not exists crash_probe (id bigint primary key)');
      const found = new Set((await check.query<{ id: string }>('select id from crash_probe')).rows.map((r) => Number(r.id)));
      lost = Math.max(lost, acknowledged.filter((id) => !found.has(id)).length);
      await check.end();

      const stop = { now: false };
      const writers = Array.from({ length: WRITERS }, () => writeUntilKilled(socketDir, acknowledged, next, stop));
      await sleep(LOAD_MS);
      const victims = cycle % 2 === 0 ? treeOf(site.child.pid!) : [site.child.pid!];
      for (const pid of victims) process.kill(pid, 'SIGKILL');
      await new Promise((resolve) => (site.child.exitCode !== null ? resolve(null) : site.child.once('exit', resolve)));
      await sleep(200);
      stop.now = true;
      await Promise.all(writers);
    }
    // A last start to check the writes of the tenth cycle, then a clean stop.
    const site = await startSite(entry, { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' });
    starts += 1;
    const check = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
    await check.connect();
    const found = new Set((await check.query<{ id: string }>('select id from crash_probe')).rows.map((r) => Number(r.id)));
    await check.end();
    lost = Math.max(lost, acknowledged.filter((id) => !found.has(id)).length);
    site.child.kill('SIGTERM');
    await new Promise((resolve) => site.child.once('exit', resolve));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { cycles: CYCLES, starts, acknowledged: acknowledged.length, lost, slowestStartMs };
}
