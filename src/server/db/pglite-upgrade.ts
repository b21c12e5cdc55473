import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Versions before the embedded PostgreSQL kept their data with PGlite in
 * DATA_DIR/db. On the first start of this version every row is copied from
 * there into the embedded PostgreSQL, in one transaction, and the old folder is
 * then moved aside (kept, never deleted). A crash at any point leaves the old
 * folder in place and the next start simply copies again.
 */

const BATCH_ROWS = 500;

export interface PgliteUpgrade {
  /** Rows copied per table. */
  rows: Record<string, number>;
  /** Where the old folder now is. */
  movedTo: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function isPgliteFolder(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

function asideName(dir: string): string {
  const base = `${dir}.pglite-before-upgrade`;
  return existsSync(base) ? `${base}-${Date.now()}` : base;
}

/** Brings the old database to this version's schema, so both sides have the same tables and columns. */
async function migrateOld(old: PGlite, database: Database): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  const { findProjectRoot } = await import('../project-root.js');
  await migrate(drizzle(old), { migrationsFolder: path.join(findProjectRoot(), 'drizzle'), migrationsSchema: 'drizzle' });
  await runMigrations(database);
}

async function tablesOf(old: PGlite): Promise<string[]> {
  const result = await old.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return result.rows.map((row) => row.name);
}

export async function upgradeFromPglite(pgliteDir: string, database: Database): Promise<PgliteUpgrade | null> {
  if (!isPgliteFolder(pgliteDir)) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const old = await PGlite.create(pgliteDir);
  const rows: Record<string, number> = {};
  try {
    await migrateOld(old, database);
    const tables = await tablesOf(old);
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      // Rows arrive table by table in any order; they satisfied every foreign key where they come from.
      await client.query('set local session_replication_role = replica');
      if (tables.length > 0) await client.query(`truncate ${tables.map(quote).join(', ')} cascade`);
      for (const table of tables) {
        let copied = 0;
        for (;;) {
          const batch = await old.query<{ rows: string | null }>(
            `select json_agg(t)::text as rows from (select * from ${quote(table)} order by ctid limit ${BATCH_ROWS} offset ${copied}) t`,
          );
          const json = batch.rows[0]?.rows;
          if (!json) break;
          const inserted = await client.query(
            `insert into ${quote(table)} overriding system value select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
            [json],
          );
          copied += inserted.rowCount ?? 0;
        }
        const expected = await old.query<{ n: number }>(`select count(*)::int as n from ${quote(table)}`);
        if (copied !== expected.rows[0]?.n) throw new Error(`Upgrade from PGlite: copied ${copied} of ${expected.rows[0]?.n} rows of ${table}`);
        rows[table] = copied;
      }
      const sequences = await old.query<{ name: string; last: string | null }>(
        `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
      );
      for (const sequence of sequences.rows) {
        if (sequence.last !== null) await client.query('select setval($1::regclass, $2::bigint)', [quote(sequence.name), sequence.last]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await old.close();
  }
  const movedTo = asideName(pgliteDir);
  renameSync(pgliteDir, movedTo);
  return { rows, movedTo };
}
