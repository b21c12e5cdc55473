import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/prepared.js';
import { runMigrations } from '../db/migrate.js';
import { createStorage } from '../integrations/create-storage.js';
import type { ObjectStorage } from '../integrations/storage.js';
import { sql } from 'drizzle-orm';
import { tablesInDependencyOrder, useUtc } from '../ops/backup.repo.js';
import type { BackupContext } from '../ops/backup.service.js';
import { testConfig } from './test-app.js';

/**
 * Every row of every table, as PostgreSQL's JSON of it, sorted: equal dumps mean equal data. Read
 * with a plain query, not the backup's COPY stream, so a test compares the backup with the database.
 */
export async function allRows(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await useUtc(tx);
    const dump: Record<string, string[]> = {};
    for (const table of await tablesInDependencyOrder(tx)) {
      const result = await tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
      dump[table] = rowsOf<{ row: string }>(result)
        .map((r) => r.row)
        .sort();
    }
    return dump;
  });
}

/** Every stored key with its content type and checksum. */
export async function allFiles(storage: ObjectStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    const object = await storage.get(key);
    files[key] = `${object!.contentType} ${createHash('sha256').update(await buffer(object!.body)).digest('hex')}`;
  }
  return files;
}

export interface BareSite extends BackupContext {
  schema: string;
  url: string;
  /** The environment that points a backup or restore process at this site (DATA_DIR, S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An empty site with no server and no jobs (nothing writes behind a test's back): a migrated
 * schema of its own on the PostgreSQL server at `url`, and a file store (DATA_DIR/files, or the bucket in `env`).
 */
export async function bareSite(url: string, env: Record<string, string> = {}): Promise<BareSite> {
  const schema = `r_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await onServer(`create schema "${schema}"`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bare-site-'));
  const config = { ...testConfig({ ...env, DATA_DIR: dataDir }), database: { kind: 'postgres' as const, url, schema } };
  const database = await openDatabase(config.database);
  await runMigrations(database, { schema });
  const storage = await createStorage(config);
  return {
    schema,
    url,
    env: { ...env, DATA_DIR: dataDir },
    config,
    database,
    storage,
    close: async () => {
      storage.close();
      await database.close();
      await onServer(`drop schema "${schema}" cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
