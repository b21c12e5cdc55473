import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { findProjectRoot } from '../project-root.js';
import type { Database } from './client.js';

/** Arbitrary constant: the advisory lock key that serialises migrations between instances. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed SQL migrations in drizzle/. Instances of one site
 * starting together take an advisory lock so only one migrates at a time; the
 * lock is per schema, so sites in other schemas of the same database (each
 * test app has one) do not wait for each other.
 */
export async function runMigrations(database: Database, options: { schema?: string } = {}): Promise<void> {
  const migrationsFolder = path.join(findProjectRoot(), 'drizzle');
  const migrationsSchema = options.schema ?? 'drizzle';
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_KEY, migrationsSchema]);
    await migratePg(drizzlePg(client), { migrationsFolder, migrationsSchema });
  } finally {
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_KEY, migrationsSchema]).catch(() => undefined);
    client.release();
  }
}
