import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Engine-agnostic dump and load through the app's own connection: rows travel
 * as PostgreSQL's own JSON (row_to_json / json_populate_recordset), so every
 * type (timestamps, jsonb, numeric, arrays) round-trips exactly on PGlite and
 * on PostgreSQL alike. Tables and their foreign keys are read from the catalog.
 */

/** Drizzle's own bookkeeping; the manifest records the migrations instead. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

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

export async function countRows(tx: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(await tx.execute(sql`select count(*)::int as count from ${ident(table)}`));
  return Number(row?.count ?? 0);
}

/** One page of a table's rows as JSON text, in a stable order within the snapshot. */
export async function readRowsPage(tx: Db, table: string, offset: number, limit: number): Promise<string[]> {
  const rows = rowsOf<{ row: string }>(
    await tx.execute(sql`select row_to_json(t)::text as row from ${ident(table)} t order by t.ctid limit ${limit} offset ${offset}`),
  );
  return rows.map((r) => r.row);
}

/** Inserts rows given as JSON objects, keeping their ids (identity columns included). */
export async function insertRows(tx: Db, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const json = `[${rows.join(',')}]`;
  await tx.execute(sql`insert into ${ident(table)} overriding system value
    select * from json_populate_recordset(null::${ident(table)}, ${json}::json)`);
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
