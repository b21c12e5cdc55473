import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryEmbedded } from '../test-support/embedded-test-server.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** What a crash leaves behind, and what the next start must cope with on its own. */

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The number of a process that has just ended. */
function deadPid(): number {
  const pid = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim();
  return Number(pid);
}


describe('the embedded PostgreSQL after a crash', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-embedded-'));
  const clusterDir = path.join(dataDir, 'postgres');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts over a stale postmaster.pid and over a server its crashed app left running, keeping the data', { timeout: 180_000 }, async () => {
    const first = await startEmbeddedPostgres({ clusterDir });
    await queryEmbedded(first, 'create table kept (note text)');
    await queryEmbedded(first, "insert into kept values ('written before the crash')");
    await first.stop();
    expect(isAlive(first.pid)).toBe(false);

    // A lock file naming a process that no longer exists, as after kill -9 of the whole tree.
    writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${deadPid()}\n${clusterDir}\n`);
    const second = await startEmbeddedPostgres({ clusterDir });
    expect(await queryEmbedded(second, 'select note from kept')).toEqual([{ note: 'written before the crash' }]);

    // The app died (kill -9) but its PostgreSQL lives on: the next start stops it and takes over.
    writeFileSync(path.join(clusterDir, 'site-owner.pid'), `${deadPid()}\n`);
    const third = await startEmbeddedPostgres({ clusterDir });
    try {
      expect(isAlive(second.pid)).toBe(false);
      expect(await queryEmbedded(third, 'select note from kept')).toEqual([{ note: 'written before the crash' }]);
    } finally {
      await third.stop();
    }
    expect(isAlive(third.pid)).toBe(false);
  });

  it('refuses to start twice on one DATA_DIR while the app that runs it is alive', { timeout: 120_000 }, async () => {
    const running = await startEmbeddedPostgres({ clusterDir });
    const otherApp = spawn('sleep', ['60']);
    try {
      writeFileSync(path.join(clusterDir, 'site-owner.pid'), `${otherApp.pid}\n`);
      await expect(startEmbeddedPostgres({ clusterDir })).rejects.toThrow(`Another instance of the site (process ${otherApp.pid})`);
      expect(await queryEmbedded(running, 'select 1 as up')).toEqual([{ up: 1 }]);
    } finally {
      otherApp.kill();
      await running.stop();
    }
  });

  it('is started again by the site when its server process dies', { timeout: 120_000 }, async () => {
    const server = await startEmbeddedPostgres({ clusterDir });
    try {
      await queryEmbedded(server, "create table survived (note text); insert into survived values ('before the kill')");
      const killed = server.pid;
      process.kill(killed, 'SIGKILL');
      const deadline = Date.now() + 60_000;
      while (server.pid === killed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.pid).not.toBe(killed);
      expect(await queryEmbedded(server, 'select note from survived')).toEqual([{ note: 'before the kill' }]);
    } finally {
      await server.stop();
    }
    expect(isAlive(server.pid)).toBe(false);
  });
});
