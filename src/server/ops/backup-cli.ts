import { ConfigError, loadConfigFromProcess } from '../config.js';
import { openDatabase, openRunningSiteDatabase } from '../db/client.js';
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

async function openSite(command: 'backup' | 'restore') {
  const settings = config();
  // The embedded database of a running site is its server's until it stops: a backup reads it there
  // (its own snapshot, while the site serves); a restore would replace rows under the site's feet.
  const running = openRunningSiteDatabase(settings.database);
  if (running && command === 'restore') {
    await running.close();
    throw new RestoreRefused('The site is running on this DATA_DIR: stop it before restoring. A backup can be taken while it runs.');
  }
  const database = running ?? (await openDatabase(settings.database));
  const storage = await createStorage(settings);
  // A running site has applied its migrations; the commands never migrate under it.
  if (!running) await runMigrations(database, { schema: settings.database.kind === 'postgres' ? settings.database.schema : undefined });
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
