import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import { assertSafeKey } from '../integrations/storage.js';
import { countRows, insertRows, resetSequences, setTriggers, tablesInDependencyOrder, truncateTables, useUtc } from './backup.repo.js';
import { BACKUP_FORMAT, type BackupContext, type BackupManifest } from './backup.service.js';
import { appliedMigrations } from './ops.service.js';

/**
 * `npm run restore`: loads an archive of createBackup into the configured
 * database and file store, which must be empty unless `force` is given (then
 * they are emptied first). The database part is one transaction: a restore
 * that fails leaves the database as it was.
 */

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const INSERT_BATCH_ROWS = 500;
/**
 * Written by a site as it starts without Google or Stripe (the local sign-in's key, the payment
 * simulator's state; ADR 0030): they do not make a target "not empty", and are replaced like the rest.
 */
const WRITTEN_AT_START = new Set(['local_oidc_records', 'payment_simulator_state']);

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`This archive has format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`);
  for (const file of manifest.files) {
    assertSafeKey(file.key);
    if ((await sha256Of(path.join(dir, 'files', ...file.key.split('/')))) !== file.sha256) {
      throw new RestoreRefused(`The archive is damaged: ${file.key} does not match its checksum.`);
    }
  }
  return manifest;
}

async function checkTarget(ctx: BackupContext, manifest: BackupManifest, force: boolean): Promise<string[]> {
  const applied = await appliedMigrations(ctx);
  if (applied.join() !== manifest.migrations.join()) {
    throw new RestoreRefused(
      `The archive is at migration ${manifest.lastMigration ?? 'none'}, this version of the site at ${applied.at(-1) ?? 'none'}: ` +
        'restore with the version that made the backup, then upgrade.',
    );
  }
  const tables = await tablesInDependencyOrder(ctx.database.db);
  const inArchive = manifest.tables.map((table) => table.name);
  if ([...tables].sort().join() !== [...inArchive].sort().join()) throw new RestoreRefused('The archive and this database do not have the same tables.');
  if (!force) {
    const filled = [];
    for (const table of tables) if (!WRITTEN_AT_START.has(table) && (await countRows(ctx.database.db, table)) > 0) filled.push(table);
    for await (const _key of ctx.storage.list()) {
      filled.push('stored files');
      break;
    }
    if (filled.length > 0) throw new RestoreRefused(`The target is not empty (${filled.join(', ')}); restore with --force to replace its content.`);
  }
  return tables;
}

async function* rowsOf(file: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) if (line) yield line;
}

async function loadTables(ctx: BackupContext, dir: string, tables: string[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await useUtc(tx);
    await truncateTables(tx, tables);
    for (const table of tables) {
      await setTriggers(tx, table, false);
      let batch: string[] = [];
      for await (const row of rowsOf(path.join(dir, 'db', `${table}.ndjson`))) {
        batch.push(row);
        if (batch.length === INSERT_BATCH_ROWS) {
          await insertRows(tx, table, batch);
          batch = [];
        }
      }
      await insertRows(tx, table, batch);
      await setTriggers(tx, table, true);
      await resetSequences(tx, table);
    }
  });
}

async function loadFiles(ctx: BackupContext, dir: string, manifest: BackupManifest): Promise<void> {
  const existing: string[] = [];
  for await (const key of ctx.storage.list()) existing.push(key);
  for (const key of existing) await ctx.storage.delete(key);
  for (const file of manifest.files) {
    await ctx.storage.put(file.key, await readFile(path.join(dir, 'files', ...file.key.split('/'))), file.contentType);
  }
}

export async function restoreBackup(ctx: BackupContext, file: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'site-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    const tables = await checkTarget(ctx, manifest, options.force === true);
    await loadTables(ctx, staging, tables);
    await loadFiles(ctx, staging, manifest);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
