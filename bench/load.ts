/**
 * Load from another process: the site, the load generator and the floors each
 * run in a process of their own, so no figure includes the generator's own work
 * inside the measured process. A run with an answer it did not expect (any
 * status outside `expect`, or a connection error) is printed as FAILED.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from './production-site.js';

export interface LoadRequest {
  method?: string;
  path: string;
  headers: Record<string, string>;
}

export interface LoadPlan {
  url: string;
  /** Open connections: "N concurrent" means N of these. */
  connections: number;
  /** Either a duration or a number of requests. */
  seconds?: number;
  amount?: number;
  requests: LoadRequest[];
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

const run = promisify(execFile);
const WORKER_FLAGS = ['--import', 'tsx'];

/**
 * Runs a bench worker script as a child process, its plan in a JSON file (a plan
 * of 2,000 requests is too long for a command line), and parses the JSON of the
 * last line it prints.
 */
export async function inChild<T>(script: string, plan: unknown): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-plan-'));
  const planFile = path.join(folder, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  try {
    const { stdout } = await run(process.execPath, [...WORKER_FLAGS, new URL(script, import.meta.url).pathname, planFile], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`${path.basename(script)} failed: ${stderr.slice(-1500)}`, { cause: error });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const loadFromChild = (plan: LoadPlan) => inChild<LoadResult>('./load.worker.ts', plan);

/** Statuses outside `expected`, and connection errors: what makes a run FAILED. */
export function unexpected(result: LoadResult, expected: readonly number[] = [200]): string | null {
  const wrong = Object.entries(result.statuses).filter(([code]) => !expected.includes(Number(code)));
  if (wrong.length === 0 && result.errors === 0) return null;
  return [...wrong.map(([code, count]) => `${count}× ${code}`), ...(result.errors ? [`${result.errors} connection errors`] : [])].join(', ');
}

const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One figure: the site's rate, its floor's rate, their ratio, and the load
 * average; FAILED instead of a figure when an answer was not expected.
 */
export function reportAgainstFloor(name: string, site: LoadResult, floor: { perSecond: number; label: string }, expected: readonly number[] = [200]): boolean {
  const failure = unexpected(site, expected);
  if (failure) {
    out(`FAILED ${name}: ${failure} (${load()})`);
    return false;
  }
  out(
    `${name.padEnd(44)} ${site.perSecond.toFixed(0).padStart(6)}/s  p50 ${String(site.p50).padStart(4)} ms  p99 ${String(site.p99).padStart(5)} ms` +
      `   ${(site.perSecond / floor.perSecond).toFixed(2)}× ${floor.label} (${floor.perSecond.toFixed(0)}/s)   ${load()}`,
  );
  return true;
}
