import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/prepared.js';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) output, as far as these checks read it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Filter?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** What a plan does, flattened: enough to say whether a list reads its whole table. */
export interface PlanSummary {
  /** Every node's type, top down ("Limit", "Index Scan", "Sort", …). */
  nodeTypes: string[];
  /** The tables read by a sequential scan (the whole table). */
  seqScanned: string[];
  /** The tables read by an index scan whose rows are then filtered, one entry per such scan: the index did not narrow them all. */
  filteredAfterIndex: string[];
  /** The planner's row estimate at the input of each Sort, so a test can tell a sort of a few rows from a sort of a table. */
  sortedRows: number[];
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** Walks a plan (the object EXPLAIN (FORMAT JSON) returns, or its top "Plan" node). */
export function summarisePlan(plan: unknown): PlanSummary {
  const summary: PlanSummary = { nodeTypes: [], seqScanned: [], filteredAfterIndex: [], sortedRows: [] };
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    summary.nodeTypes.push(type);
    const relation = node['Relation Name'];
    if (type === 'Seq Scan' && relation) summary.seqScanned.push(relation);
    if (INDEX_SCANS.has(type) && relation && node.Filter) summary.filteredAfterIndex.push(relation);
    if (type === 'Sort' || type === 'Incremental Sort') summary.sortedRows.push(node.Plans?.[0]?.['Plan Rows'] ?? node['Plan Rows'] ?? 0);
    for (const child of node.Plans ?? []) visit(child);
  };
  const top = Array.isArray(plan) ? plan[0] : plan;
  visit((top as { Plan?: PlanNode }).Plan ?? (top as PlanNode));
  return summary;
}

/**
 * The plan PostgreSQL picks for `query` run with `values` (its `sql.placeholder`s), read
 * with EXPLAIN (FORMAT JSON) through the same driver the app uses. `analyze` runs it too and
 * adds the times. `generic` asks for the plan a prepared statement settles on after its first
 * runs, made without looking at the values (`plan_cache_mode = force_generic_plan`), as
 * the app's prepared statements may use it.
 */
export async function explainPlan(db: Db, query: SQL, values: Record<string, unknown> = {}, options: { analyze?: boolean; generic?: boolean } = {}): Promise<unknown> {
  const dialect = new PgDialect();
  if (options.generic) return explainGeneric(db, dialect.sqlToQuery(query), values);
  const explain = options.analyze ? sql`explain (analyze, format json) ${query}` : sql`explain (format json) ${query}`;
  const built = dialect.sqlToQuery(explain);
  return planOf(await db._.session.prepareQuery(built, undefined, undefined, false).execute(values));
}

let probes = 0;

/** PREPARE and EXPLAIN EXECUTE on one connection (a transaction), the statement's values passed as the arguments of EXECUTE. */
async function explainGeneric(db: Db, built: { sql: string; params: unknown[] }, values: Record<string, unknown>): Promise<unknown> {
  const args = fillPlaceholders(built.params, values);
  const name = `plan_probe_${(probes += 1)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${built.sql}`));
    // EXECUTE's arguments cannot be bound parameters, so they are written as literals.
    const execute = args.length ? `execute ${name}(${args.map(literal).join(', ')})` : `execute ${name}`;
    const plan = planOf(await tx.execute(sql.raw(`explain (format json) ${execute}`)));
    await tx.execute(sql.raw(`deallocate ${name}`));
    return plan;
  });
}

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

function planOf(result: unknown): unknown {
  const rows = rowsOf<Record<string, unknown>>(result);
  const plan = Object.values(rows[0] ?? {})[0];
  return typeof plan === 'string' ? JSON.parse(plan) : plan;
}
