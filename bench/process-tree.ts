import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Measuring a running site from outside: its process tree (Linux /proc), readiness, shutdown. */

const CLOCK_TICKS_PER_S = 100;

function parentOf(pid: number): number | null {
  try {
    // Field 4 of /proc/<pid>/stat, after the parenthesised command name.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The process and all its descendants (the embedded PostgreSQL runs in a session of its own, but is still a child). */
export function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

function statusField(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

function pssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n').find((l) => l.startsWith('Pss:'));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

/** Memory of the whole tree in MiB: VmRSS summed (counts shared pages once per process) and PSS (shares them out). */
export function treeMemory(root: number): { rssMiB: number; pssMiB: number; processes: number } {
  const tree = treeOf(root);
  const rss = tree.reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0);
  const pss = tree.reduce((sum, pid) => sum + pssOf(pid), 0);
  return { rssMiB: rss / 1024, pssMiB: pss / 1024, processes: tree.length };
}

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Share of one core the tree used over `ms`, in percent (processes present at both ends; one that ended takes its ticks with it). */
export async function treeCpuPercent(root: number, ms: number): Promise<number> {
  const before = new Map(treeOf(root).map((pid) => [pid, cpuTicks(pid)]));
  await sleep(ms);
  let ticks = 0;
  for (const pid of treeOf(root)) {
    const start = before.get(pid);
    if (start !== undefined) ticks += Math.max(0, cpuTicks(pid) - start);
  }
  return (ticks / CLOCK_TICKS_PER_S / (ms / 1000)) * 100;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningSite {
  child: ChildProcess;
  /** Milliseconds from spawn until /healthz answered. */
  readyMs: number;
  output: () => string;
}

/** The V8 flag `npm start` runs the site with (a small young generation: less memory held between collections). */
// BENCH_CPU_PROFILE_DIR: the site writes a CPU profile there when it stops (where does a request's time go?).
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const SITE_NODE_FLAGS = ['--max-semi-space-size=2', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];

export async function startSite(entry: string, env: Record<string, string>, timeoutMs = 120_000): Promise<RunningSite> {
  const started = Date.now();
  const child = spawn(process.execPath, [...SITE_NODE_FLAGS, entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}/healthz`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited while starting:\n${output.slice(-2000)}`);
    if (Date.now() - started > timeoutMs) throw new Error(`the site did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  return { child, readyMs: Date.now() - started, output: () => output };
}

/** SIGTERM, then whether every process of the tree (the embedded PostgreSQL too) is gone once the app exited. */
export async function stopSite(site: RunningSite): Promise<{ clean: boolean; exitCode: number | null }> {
  const tree = treeOf(site.child.pid!);
  const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
  site.child.kill('SIGTERM');
  const exitCode = await exited;
  await sleep(200);
  const alive = tree.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  return { clean: alive.length === 0 && exitCode === 0, exitCode };
}
