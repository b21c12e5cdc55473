import { sql, type SQL } from 'drizzle-orm';
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
 * with EXPLAIN (FORMAT JSON) through the same driver the app uses; `analyze` runs it too
 * and adds the times.
 */
export async function explainPlan(db: Db, query: SQL, values: Record<string, unknown> = {}, options: { analyze?: boolean } = {}): Promise<unknown> {
  const explain = options.analyze ? sql`explain (analyze, format json) ${query}` : sql`explain (format json) ${query}`;
  const built = new PgDialect().sqlToQuery(explain);
  const rows = rowsOf<Record<string, unknown>>(await db._.session.prepareQuery(built, undefined, undefined, false).execute(values));
  const plan = Object.values(rows[0] ?? {})[0];
  return typeof plan === 'string' ? JSON.parse(plan) : plan;
}
