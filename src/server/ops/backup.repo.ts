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

/**
 * The keys, unique rules, indexes and foreign keys of the given tables, written as PostgreSQL itself
 * would create them again (pg_get_constraintdef / pg_get_indexdef).
 */
interface SetAside {
  table: string;
  name: string;
  kind: 'key' | 'index' | 'foreign key';
  definition: string;
}

async function keysAndIndexes(client: pg.PoolClient, tables: string[]): Promise<SetAside[]> {
  const constraints = await client.query<{ table: string; name: string; type: string; definition: string }>(
    `select c.relname as table, k.conname as name, k.contype as type, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relnamespace = current_schema()::regnamespace and c.relname = any($1) and k.contype in ('p', 'u', 'f')
      order by c.relname, k.conname`,
    [tables],
  );
  // Indexes of their own: those behind a primary key, a unique rule or an exclusion come back with it.
  const indexes = await client.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, ci.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ci on ci.oid = i.indexrelid
      where c.relnamespace = current_schema()::regnamespace and c.relname = any($1)
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))
      order by c.relname, ci.relname`,
    [tables],
  );
  return [
    ...constraints.rows.filter((row) => row.type !== 'f').map((row) => ({ ...row, kind: 'key' as const })),
    ...indexes.rows.map((row) => ({ ...row, kind: 'index' as const })),
    ...constraints.rows.filter((row) => row.type === 'f').map((row) => ({ ...row, kind: 'foreign key' as const })),
  ];
}

/**
 * Drops the tables' keys, indexes and foreign keys (in the caller's transaction) and returns what
 * creates them again. Loading rows into bare tables and then building each index once from all of
 * them, and checking each foreign key with one join, is many times faster than keeping nine
 * indexes up to date and checking every reference row by row (ADR 0114). Recreating them checks
 * every rule the rows must keep: a duplicate key or a missing reference fails there.
 */
export async function setAsideKeysAndIndexes(client: pg.PoolClient, tables: string[]): Promise<() => Promise<void>> {
  const setAside = await keysAndIndexes(client, tables);
  // Foreign keys first: they depend on the keys they point at.
  for (const item of [...setAside].reverse()) {
    await client.query(
      item.kind === 'index' ? `drop index ${quoted(item.name)}` : `alter table ${quoted(item.table)} drop constraint ${quoted(item.name)}`,
    );
  }
  return async () => {
    for (const item of setAside) {
      await client.query(
        item.kind === 'index' ? item.definition : `alter table ${quoted(item.table)} add constraint ${quoted(item.name)} ${item.definition}`,
      );
    }
  };
}

/** Fresh planner statistics for the restored tables, so the site's first queries plan on the new rows. */
export async function analyzeTables(client: pg.PoolClient, tables: string[]): Promise<void> {
  if (tables.length > 0) await client.query(`analyze ${tables.map(quoted).join(', ')}`);
}
