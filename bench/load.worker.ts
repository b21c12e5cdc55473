/**
 * The load generator, run as a process of its own (bench/load.ts starts it):
 * autocannon with `connections` open connections, each request the next of the
 * given list in turn. Reads its plan from the JSON file named by argv[2], prints its result as
 * JSON on the last line of stdout.
 */
import { readFileSync } from 'node:fs';
// autocannon ships no types; the little used here is described below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import type { LoadPlan, LoadResult } from './load.js';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
let next = 0;
let started = 0;
let lastAnswer = 0;
const result = await (autocannon as (options: Record<string, unknown>) => Promise<AutocannonResult>)({
  url: plan.url,
  connections: plan.connections,
  ...(plan.amount ? { amount: plan.amount } : { duration: plan.seconds }),
  timeout: 30,
  requests: [
    {
      setupRequest: (request: Record<string, unknown>) => {
        started ||= performance.now();
        const one = plan.requests[next++ % plan.requests.length]!;
        return { ...request, method: one.method ?? 'GET', path: one.path, headers: one.headers };
      },
      onResponse: () => {
        lastAnswer = performance.now();
      },
    },
  ],
});
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
const out: LoadResult = {
  // Counted from the first request to the last answer: autocannon ends a run on its one-second tick.
  perSecond: answered / Math.max(0.001, (lastAnswer - started) / 1000),
  p50: result.latency.p50,
  p99: result.latency.p99,
  statuses,
  errors: result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
