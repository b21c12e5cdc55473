import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createStorage } from '../integrations/create-storage.js';
import { runBackupCommand } from '../ops/backup-commands.js';
import { findProjectRoot } from '../project-root.js';

/**
 * The backup and restore commands in a process of their own, on a test site:
 * DATA_DIR (and the S3_* variables, when set) as the real CLI reads them, the
 * database given as CHILD_DATABASE_URL and CHILD_SCHEMA (the test server's
 * schemas, which the real CLI cannot name). Tests kill it part-way.
 */

const config = {
  ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: randomBytes(32).toString('hex'), ...process.env }, { projectRoot: findProjectRoot() }),
  database: { kind: 'postgres' as const, url: process.env.CHILD_DATABASE_URL!, schema: process.env.CHILD_SCHEMA! },
};

const code = await runBackupCommand(process.argv.slice(2), {
  openSite: async () => {
    const database = await openDatabase(config.database);
    const storage = await createStorage(config);
    return {
      config,
      database,
      storage,
      close: async () => {
        storage.close();
        await database.close();
      },
    };
  },
  passphrase: process.env.BACKUP_PASSPHRASE || undefined,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  pauseAt: process.env.RESTORE_PAUSE_AT,
}).catch((error: unknown) => {
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
process.exit(code);
