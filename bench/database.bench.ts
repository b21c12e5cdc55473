import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.js';
import { benchCrashRecovery, type CrashFigures } from './crash-recovery.bench.js';
import { measureThroughput, type ThroughputFigures } from './database-throughput.bench.js';
import { freePort, startSite, stopSite, treeCpuPercent, treeMemory } from './process-tree.js';

/**
 * The embedded default against an external PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL), side by side in one run: the built site as a process for
 * start, restart, memory, idle CPU and shutdown; the gallery in-process for
 * throughput and latency; then kill -9 cycles on the embedded default.
 */

const ENTRY = path.resolve('dist/node/server/main.js');
const SETTLE_AFTER_START_MS = 15_000;
// Idle means after the start-up work: the jobs' first runs come 30 s after the start.
const SETTLE_AFTER_RESTART_MS = 35_000;
const CPU_WINDOW_MS = 15_000;

interface ProcessFigures {
  firstStartMs: number;
  memoryAfterStart: ReturnType<typeof treeMemory>;
  restartMs: number;
  memoryIdle: ReturnType<typeof treeMemory>;
  idleCpuPercent: number;
  cleanShutdown: boolean;
}

async function measureProcess(env: Record<string, string>): Promise<ProcessFigures> {
  const base = { PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env };
  const first = await startSite(ENTRY, base);
  await sleep(SETTLE_AFTER_START_MS);
  const memoryAfterStart = treeMemory(first.child.pid!);
  const firstStop = await stopSite(first);
  const second = await startSite(ENTRY, base);
  await sleep(SETTLE_AFTER_RESTART_MS);
  const idleCpuPercent = await treeCpuPercent(second.child.pid!, CPU_WINDOW_MS);
  const memoryIdle = treeMemory(second.child.pid!);
  const secondStop = await stopSite(second);
  return {
    firstStartMs: first.readyMs,
    memoryAfterStart,
    restartMs: second.readyMs,
    memoryIdle,
    idleCpuPercent,
    cleanShutdown: firstStop.clean && secondStop.clean,
  };
}

/** The embedded PostgreSQL alone: created and started, then started again (its share of the site's start). */
async function measureDatabaseAlone(dataDir: string): Promise<{ firstMs: number; restartMs: number }> {
  const clusterDir = path.join(dataDir, 'alone', 'postgres');
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  let started = Date.now();
  const first = await startEmbeddedPostgres({ clusterDir });
  const firstMs = Date.now() - started;
  await first.stop();
  started = Date.now();
  const second = await startEmbeddedPostgres({ clusterDir });
  const restartMs = Date.now() - started;
  await second.stop();
  return { firstMs, restartMs };
}

/** A fresh database on the external server for the site process, dropped afterwards. */
async function withExternalDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

function row(label: string, embedded: string, external: string | undefined, ratio?: string): void {
  process.stdout.write(`${label.padEnd(38)} ${embedded.padStart(18)} ${(external ?? '—').padStart(18)}   ${ratio ?? ''}\n`);
}

function print(
  embedded: ProcessFigures & ThroughputFigures,
  external: (ProcessFigures & ThroughputFigures) | null,
  alone: { firstMs: number; restartMs: number },
  crash: CrashFigures,
): void {
  const x = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)}×` : '');
  process.stdout.write(`\n${'Embedded default vs external PostgreSQL'.padEnd(38)} ${'embedded'.padStart(18)} ${'external'.padStart(18)}   ratio\n`);
  const memory = (m: ProcessFigures['memoryAfterStart'] | undefined) => (m ? `${mib(m.rssMiB)} (PSS ${mib(m.pssMiB)})` : undefined);
  row('memory 15 s after a fresh start, RSS', memory(embedded.memoryAfterStart)!, memory(external?.memoryAfterStart));
  row('memory idle after a restart, RSS', memory(embedded.memoryIdle)!, memory(external?.memoryIdle));
  row('processes in the tree (idle)', String(embedded.memoryIdle.processes), external ? String(external.memoryIdle.processes) : undefined);
  row('first start to ready', ms(embedded.firstStartMs), external ? ms(external.firstStartMs) : undefined);
  row('restart to ready', ms(embedded.restartMs), external ? ms(external.restartMs) : undefined);
  row('  of which PostgreSQL: create + start', ms(alone.firstMs), undefined);
  row('  of which PostgreSQL: start again', ms(alone.restartMs), undefined);
  row('gallery list, 10 connections', `${embedded.listRps.toFixed(0)} req/s`, external ? `${external.listRps.toFixed(0)} req/s` : undefined, x(embedded.listRps, external?.listRps));
  row('thumbnails, 10 connections', `${embedded.mediaRps.toFixed(0)} req/s`, external ? `${external.mediaRps.toFixed(0)} req/s` : undefined, x(embedded.mediaRps, external?.mediaRps));
  const latency = (f: ThroughputFigures) => `${f.p50At50} / ${f.p99At50} ms`;
  row('list at 50 connections, p50 / p99', latency(embedded), external ? latency(external) : undefined, `p99/p50 ${(embedded.p99At50 / Math.max(embedded.p50At50, 1)).toFixed(1)}`);
  row('idle CPU 35–50 s after restart (of one core)', `${embedded.idleCpuPercent.toFixed(2)} %`, external ? `${external.idleCpuPercent.toFixed(2)} %` : undefined);
  row('SIGTERM stops every process', embedded.cleanShutdown ? 'yes' : 'NO', external ? (external.cleanShutdown ? 'yes' : 'NO') : undefined);
  row('failed requests during the runs', String(embedded.failures), external ? String(external.failures) : undefined);
  process.stdout.write(
    `kill -9 under write load: ${crash.starts}/${crash.cycles + 1} starts, ${crash.acknowledged} acknowledged writes, ${crash.lost} lost, slowest start ${ms(crash.slowestStartMs)}\n` +
      '(external: the site alone is measured — its PostgreSQL server runs outside the tree)\n',
  );
}

export async function benchDatabases(): Promise<void> {
  const externalUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  process.stdout.write('\nBuilding the server for the process measurements…\n');
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  // Passable by others, as a site's parent folder usually is (as root, PostgreSQL runs as `postgres`).
  chmodSync(dataDir, 0o755);
  try {
    process.stdout.write('Measuring the site process on the embedded default…\n');
    const embeddedProcess = await measureProcess({ DATA_DIR: path.join(dataDir, 'embedded') });
    const alone = await measureDatabaseAlone(dataDir);
    let externalProcess: ProcessFigures | null = null;
    if (externalUrl) {
      process.stdout.write('Measuring the site process on the external PostgreSQL…\n');
      const externalDataDir = path.join(dataDir, 'external');
      externalProcess = await withExternalDatabase(externalUrl, (url) => measureProcess({ DATA_DIR: externalDataDir, DATABASE_URL: url }));
    } else {
      process.stdout.write('BENCH_DATABASE_URL (or TEST_DATABASE_URL) is not set: no external PostgreSQL to compare with.\n');
    }
    process.stdout.write('Measuring gallery throughput (200 images) on each, in turns, three rounds…\n');
    const throughput = await measureThroughput(externalUrl);
    process.stdout.write('kill -9 cycles under write load on the embedded default…\n');
    const crash = await benchCrashRecovery(ENTRY);
    print(
      { ...embeddedProcess, ...throughput.embedded },
      externalProcess && throughput.external ? { ...externalProcess, ...throughput.external } : null,
      alone,
      crash,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
