import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RestoreStep } from './backup-format.js';
import { createBackup, type BackupContext } from './backup.service.js';
import { checkArchive, restoreBackup } from './restore.service.js';

/**
 * The commands behind `npm run backup` and `npm run restore`, given a way to
 * open the site's database and store (backup-cli.ts opens the configured ones).
 * Results go to stdout; progress, one line per step, to stderr.
 */

export const BACKUP_USAGE = 'Usage: npm run backup -- <file>  |  npm run restore -- <file> [--force]  |  npm run restore -- --check <file>\n';

export interface OpenedSite extends BackupContext {
  close(): Promise<void>;
}

export interface CommandEnvironment {
  /** Opens the site's database and store for a backup or a restore (a backup may share a running site's). */
  openSite: (command: 'backup' | 'restore') => Promise<OpenedSite>;
  passphrase: string | undefined;
  out: (text: string) => void;
  err: (text: string) => void;
  /**
   * Test hook (RESTORE_PAUSE_AT): stops the restore for good at the first time it reaches this
   * step, so a test can kill it exactly there.
   */
  pauseAt?: string;
}

const countRows = (tables: { rows: number }[]) => tables.reduce((sum, table) => sum + table.rows, 0);

/** Prints each new step on stderr, and a step that repeats (entries, files) at most once a second. */
function restoreProgress(env: CommandEnvironment) {
  let last = { step: '', at: 0 };
  return async (step: RestoreStep, detail: string) => {
    if (step !== last.step || Date.now() - last.at >= 1000) {
      last = { step, at: Date.now() };
      env.err(`restore: ${step} ${detail}\n`);
    }
    if (step === env.pauseAt) {
      env.err(`restore: paused at ${step}\n`);
      await new Promise(() => setInterval(() => {}, 60_000));
    }
  };
}

export async function runBackupCommand(argv: string[], env: CommandEnvironment): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' }, check: { type: 'boolean' } } });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || (values.check && command !== 'restore')) {
    env.err(BACKUP_USAGE);
    return 2;
  }
  const target = path.resolve(file);
  const onProgress = restoreProgress(env);
  if (values.check) {
    const manifest = await checkArchive(target, { passphrase: env.passphrase, onProgress });
    env.out(`${target} is sound: ${countRows(manifest.tables)} rows in ${manifest.tables.length} tables and ${manifest.files.length} files, every checksum and row count as its manifest says (made ${manifest.createdAt} by version ${manifest.appVersion}, at ${manifest.lastMigration}).\n`);
    return 0;
  }
  const site = await env.openSite(command);
  try {
    if (command === 'backup') {
      const manifest = await createBackup(site, target, { passphrase: env.passphrase, onProgress: (message) => env.err(`backup: ${message}\n`) });
      const encrypted = env.passphrase ? ', encrypted with BACKUP_PASSPHRASE' : '';
      env.out(`Backed up ${countRows(manifest.tables)} rows in ${manifest.tables.length} tables and ${manifest.files.length} files to ${target} (at ${manifest.lastMigration}${encrypted}).\n`);
    } else {
      const manifest = await restoreBackup(site, target, { force: values.force === true, passphrase: env.passphrase, onProgress });
      env.out(`Restored ${countRows(manifest.tables)} rows and ${manifest.files.length} files from ${target} (made ${manifest.createdAt} by version ${manifest.appVersion}). Everyone signs in again: sessions are not part of a backup.\n`);
    }
  } finally {
    await site.close();
  }
  return 0;
}
