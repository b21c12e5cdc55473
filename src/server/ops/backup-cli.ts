import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfigFromProcess } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createStorage } from '../integrations/create-storage.js';
import { findProjectRoot } from '../project-root.js';
import { createBackup } from './backup.service.js';
import { RestoreRefused, restoreBackup } from './restore.service.js';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file> [--force]`, on the
 * configured DATABASE_URL (or embedded database in DATA_DIR) and file store.
 * Only the database and the store are opened: no server, no background jobs.
 */

const USAGE = 'Usage: npm run backup -- <file>  |  npm run restore -- <file> [--force]\n';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfigFromProcess({ projectRoot: findProjectRoot() });
  const database = await openDatabase(config.database);
  const storage = await createStorage(config);
  try {
    await runMigrations(database, { schema: config.database.kind === 'postgres' ? config.database.schema : undefined });
    const ctx = { config, database, storage };
    const target = path.resolve(file);
    if (command === 'backup') {
      const manifest = await createBackup(ctx, target);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      process.stdout.write(`Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files to ${target} (at ${manifest.lastMigration}).\n`);
    } else {
      const manifest = await restoreBackup(ctx, target, { force: values.force === true });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      process.stdout.write(`Restored ${rows} rows and ${manifest.files.length} files from ${target} (made ${manifest.createdAt} by version ${manifest.appVersion}).\n`);
    }
  } finally {
    storage.close();
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
    else if (error instanceof RestoreRefused) process.stderr.write(`Restore refused: ${error.message}\n`);
    else process.stderr.write(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
