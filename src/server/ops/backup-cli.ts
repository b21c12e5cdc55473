import { ConfigError, loadConfigFromProcess } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createStorage } from '../integrations/create-storage.js';
import { findProjectRoot } from '../project-root.js';
import { RestoreRefused } from './backup-format.js';
import { runBackupCommand } from './backup-commands.js';

/**
 * `npm run backup -- <file>`, `npm run restore -- <file> [--force]` and
 * `npm run restore -- --check <file>`, on the configured DATABASE_URL (or
 * embedded database in DATA_DIR) and file store, with BACKUP_PASSPHRASE when
 * set. Only the database and the store are opened (and not at all for
 * --check): no server, no background jobs.
 */

const config = () => loadConfigFromProcess({ projectRoot: findProjectRoot() });

async function openSite() {
  const settings = config();
  const database = await openDatabase(settings.database);
  const storage = await createStorage(settings);
  await runMigrations(database, { schema: settings.database.kind === 'postgres' ? settings.database.schema : undefined });
  return {
    config: settings,
    database,
    storage,
    close: async () => {
      storage.close();
      await database.close();
    },
  };
}

runBackupCommand(process.argv.slice(2), {
  openSite,
  passphrase: process.env.BACKUP_PASSPHRASE || undefined,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  pauseAt: process.env.RESTORE_PAUSE_AT,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
    else if (error instanceof RestoreRefused) process.stderr.write(`Refused: ${error.message}\n`);
    else process.stderr.write(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
