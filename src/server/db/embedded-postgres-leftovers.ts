import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * After a crash (kill -9, power cut) the cluster folder may hold a
 * `postmaster.pid` whose process is gone, or a PostgreSQL that outlived the app
 * that started it (a child survives its parent's kill -9). Both are cleared here
 * so the next start needs no help. A PostgreSQL still served by a living app is
 * left alone: starting twice on one DATA_DIR is refused.
 */

const OWNER_FILE = 'site-owner.pid';
const LEFTOVER_STOP_MS = 10_000;

/** A process that has ended but is not yet reaped (a zombie) still answers kill(pid, 0): it counts as gone. */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * With no server running on the cluster, a socket and its lock file left in it are stale. PostgreSQL
 * would refuse them while their process is a zombie (kill(pid, 0) still succeeds), so they go here.
 */
function removeStaleSocket(clusterDir: string): void {
  for (const name of readdirSync(clusterDir)) {
    if (name.startsWith('.s.PGSQL.')) rmSync(path.join(clusterDir, name), { force: true });
  }
}

/** Whether `pid` is a PostgreSQL working in `clusterDir` (it runs with the cluster as its working folder). */
function isServerOf(pid: number, clusterDir: string): boolean {
  if (process.platform !== 'linux' || !isAlive(pid)) return isAlive(pid);
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === path.resolve(clusterDir);
  } catch {
    return false;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Live processes working in the cluster folder (PostgreSQL's backends too run there); Linux only. */
function processesIn(clusterDir: string): number[] {
  if (process.platform !== 'linux') return [];
  const dir = path.resolve(clusterDir);
  return readdirSync('/proc')
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid !== process.pid)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === dir && !isZombie(pid);
      } catch {
        return false;
      }
    });
}

/**
 * The server is gone: its lock files are stale. Backends it left (they end on their own once they
 * notice) are waited for, then killed, so no process of the old server still writes when the new one starts.
 */
async function clearStaleLocks(clusterDir: string): Promise<void> {
  const deadline = Date.now() + LEFTOVER_STOP_MS;
  for (let left = processesIn(clusterDir); left.length > 0; left = processesIn(clusterDir)) {
    if (Date.now() > deadline) for (const pid of left) process.kill(pid, 'SIGKILL');
    await sleep(50);
  }
  rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
  removeStaleSocket(clusterDir);
}

export async function clearLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const serverPid = readPid(pidFile);
  if (serverPid === null || !isServerOf(serverPid, clusterDir)) {
    // No server, or one that is gone (or whose number now belongs to another program).
    await clearStaleLocks(clusterDir);
    return;
  }
  const ownerPid = readPid(path.join(clusterDir, OWNER_FILE));
  if (ownerPid !== null && ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new Error(`Another instance of the site (process ${ownerPid}) is running on this DATA_DIR; stop it first`);
  }
  // Orphaned by a crashed app: fast shutdown, then immediate, then kill.
  for (const signal of ['SIGINT', 'SIGQUIT', 'SIGKILL'] as const) {
    try {
      process.kill(serverPid, signal);
    } catch {
      break;
    }
    if (await waitForExit(serverPid, LEFTOVER_STOP_MS)) break;
  }
  await clearStaleLocks(clusterDir);
}

/**
 * Where the server of a cluster that another live site runs listens, read from its postmaster.pid
 * (line 4 the port, line 5 the socket folder); null when no other site runs the cluster.
 */
export function socketOfRunningSite(clusterDir: string): { host: string; port: number } | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const serverPid = readPid(pidFile);
  if (serverPid === null || !isServerOf(serverPid, clusterDir)) return null;
  const ownerPid = readPid(path.join(clusterDir, OWNER_FILE));
  if (ownerPid === null || ownerPid === process.pid || !isAlive(ownerPid)) return null;
  const [, , , port, host] = readFileSync(pidFile, 'utf8').split('\n');
  return host?.trim() && Number.isInteger(Number(port)) ? { host: host.trim(), port: Number(port) } : null;
}

/**
 * Records which app process runs the cluster, so a later start can tell an orphan from a live sibling.
 * The second line is this start's own mark: returned, for `stillOwner`.
 */
export function recordOwner(clusterDir: string): string {
  const mark = randomUUID();
  writeFileSync(path.join(clusterDir, OWNER_FILE), `${process.pid}\n${mark}\n`);
  return mark;
}

/** Whether the cluster is still this start's: no later start (after taking over from a crashed app) recorded itself since. */
export function stillOwner(clusterDir: string, mark: string): boolean {
  try {
    return readFileSync(path.join(clusterDir, OWNER_FILE), 'utf8').split('\n')[1] === mark;
  } catch {
    return false;
  }
}
