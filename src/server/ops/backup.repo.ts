import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Db } from '../db/client.js';

/**
 * Dump and load through the app's own connection: rows travel as PostgreSQL's
 * own JSON, one line per row (row_to_json / json_populate_record), so every
 * type (timestamps, jsonb, numeric, arrays) round-trips exactly, streamed by
 * COPY in both directions (ADR 0107). Tables and their foreign keys are read
 * from the catalog.
 */

/** Drizzle's own bookkeeping; the manifest records the migrations instead. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ident = (name: string) => sql.raw(quoted(name));

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Dates in the dump are written and read in UTC, whatever the server's time zone. */
export async function useUtc(tx: Db): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
}

/** The app's tables, each after the tables it references, so rows can be inserted in this order. */
export async function tablesInDependencyOrder(tx: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await tx.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${MIGRATIONS_TABLE}
      order by table_name`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * COPY's CSV form with a delimiter and a quote that JSON never holds unescaped (it escapes every
 * control character), so each row's JSON passes through COPY as one line, byte for byte.
 */
const JSON_LINES = "(format csv, delimiter e'\\x01', quote e'\\x02')";

/** Every row of the table as a line of JSON, streamed from the server (in the caller's transaction and snapshot). */
export function streamRowsOut(client: pg.PoolClient, table: string): Readable {
  return client.query(copyTo(`copy (select row_to_json(t)::text from ${quoted(table)} t) to stdout with ${JSON_LINES}`));
}

/** The table rows of a restore pass through, as lines, before they are typed into their table. */
export async function createRestoreLines(client: pg.PoolClient): Promise<void> {
  await client.query('create temporary table restore_lines (line text not null) on commit drop');
}

/** Inserts the rows given as lines of JSON, keeping their ids (identity columns included). */
export async function streamRowsIn(client: pg.PoolClient, table: string, lines: Readable): Promise<void> {
  await client.query('truncate restore_lines');
  await pipeline(lines, client.query(copyFrom(`copy restore_lines from stdin with ${JSON_LINES}`)));
  await client.query(`insert into ${quoted(table)} overriding system value
    select r.* from restore_lines, json_populate_record(null::${quoted(table)}, line::json) as r`);
}

export async function countRows(tx: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(await tx.execute(sql`select count(*)::int as count from ${ident(table)}`));
  return Number(row?.count ?? 0);
}

/** Turns the table's own triggers off while restoring (the membership log is restored, not re-derived). */
export async function setTriggers(tx: Db, table: string, enabled: boolean): Promise<void> {
  await tx.execute(sql`alter table ${ident(table)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`);
}

/** Moves every sequence behind the table's columns past the highest restored value. */
export async function resetSequences(tx: Db, table: string): Promise<void> {
  const columns = rowsOf<{ column: string; sequence: string | null }>(
    await tx.execute(sql`select column_name as column, pg_get_serial_sequence(${`"${table.replaceAll('"', '""')}"`}, column_name) as sequence
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`),
  );
  for (const { column, sequence } of columns) {
    if (!sequence) continue;
    await tx.execute(sql`select setval(${sequence}, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`);
  }
}

/** Empties the given tables (TRUNCATE fires no row triggers, so the append-only log can be cleared). */
export async function truncateTables(tx: Db, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
}

/** The id of the transaction `tx` runs in, to ask after a crash whether it committed. */
export async function currentTransactionId(tx: Db): Promise<string> {
  const [row] = rowsOf<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
  return row!.xid;
}

/** 'committed', 'aborted' or 'in progress' (PostgreSQL keeps this for recent transactions; null when too old to say). */
export async function transactionStatus(db: Db, xid: string): Promise<string | null> {
  const [row] = rowsOf<{ status: string | null }>(await db.execute(sql`select pg_xact_status(${xid}::xid8) as status`));
  return row?.status ?? null;
}
