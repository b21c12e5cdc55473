/**
 * The floor for lists and like toggles, run as a process of its own: a bare
 * `pg` pool, the size of the site's, running the very statements the site runs
 * (captured by bench/sql-floor.ts) with as many callers at once as the site
 * had open connections. Reads its plan from the JSON file named by argv[2], prints the rate as
 * JSON on the last line of stdout.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { SqlFloorPlan } from './sql-floor.js';

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SqlFloorPlan;
const pool = new pg.Pool({ ...plan.database, max: plan.poolSize });
let next = 0;
let done = 0;
const until = plan.amount ? Infinity : performance.now() + (plan.seconds ?? 1) * 1000;
const started = performance.now();
async function caller(): Promise<void> {
  while (performance.now() < until && (!plan.amount || next < plan.amount)) {
    const statement = plan.statements[next++ % plan.statements.length]!;
    await pool.query(statement.text, statement.params);
    done += 1;
  }
}
await Promise.all(Array.from({ length: plan.callers }, caller));
const perSecond = done / ((performance.now() - started) / 1000);
await pool.end();
process.stdout.write(`${JSON.stringify({ perSecond })}\n`);
