import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { onOneConnection } from '../db/client.js';
import {
  analyzeTables,
  countRows,
  createRestoreLines,
  currentTransactionId,
  resetSequences,
  setAsideKeysAndIndexes,
  setTriggers,
  streamRowsIn,
  tablesInDependencyOrder,
  truncateTables,
  useUtc,
} from './backup.repo.js';
import { readArchive } from './backup-archive.js';
import { forEachAtMost } from './in-parallel.js';
import { NOT_BACKED_UP, RestoreRefused, type ArchiveLimits, type BackupManifest, type RestoreProgress } from './backup-format.js';
import type { BackupContext } from './backup.service.js';
import { appliedMigrations } from './ops.service.js';
import { newJournal, previousCopy, recoverInterruptedRestores, restoreStagingRoot, settleRestore, writeJournal, type RestoreJournal } from './restore-journal.js';

/**
 * `npm run restore`: replaces the site's rows and files with an archive's, all
 * or nothing (ADR 0075). The archive is unpacked and checked in a staging
 * folder first; then the files the new site adds or changes are put into the
 * store (the old ones kept aside); then the rows are replaced in one
 * transaction; then the old files the new site does not have are removed. The
 * journal in the staging folder lets the next start finish or undo a restore
 * that was killed on the way.
 */

export { RestoreRefused };

export interface RestoreOptions {
  /** Replace a target that is not empty. */
  force?: boolean;
  /** Opens an age-encrypted archive (BACKUP_PASSPHRASE). */
  passphrase?: string;
  limits?: Partial<ArchiveLimits>;
  onProgress?: RestoreProgress;
}

/**
 * Written by a site as it starts without Google or Stripe (the local sign-in's key, the payment
 * simulator's state; ADR 0030): they do not make a target "not empty", and are replaced like the rest.
 */
const WRITTEN_AT_START = new Set(['local_oidc_records', 'payment_simulator_state']);
const backedUp = (table: string) => !NOT_BACKED_UP.has(table);

async function checkTarget(ctx: BackupContext, manifest: BackupManifest, force: boolean): Promise<string[]> {
  const applied = await appliedMigrations(ctx);
  if (applied.join() !== manifest.migrations.join()) {
    throw new RestoreRefused(
      `The archive is at migration ${manifest.lastMigration ?? 'none'}, this version of the site at ${applied.at(-1) ?? 'none'}: ` +
        'restore with the version that made the backup, then upgrade.',
    );
  }
  const tables = await tablesInDependencyOrder(ctx.database.db);
  const inArchive = manifest.tables.map((table) => table.name).filter(backedUp);
  if (tables.filter(backedUp).sort().join() !== [...inArchive].sort().join()) throw new RestoreRefused('The archive and this database do not have the same tables.');
  if (!force) {
    const filled = [];
    for (const table of tables) if (backedUp(table) && !WRITTEN_AT_START.has(table) && (await countRows(ctx.database.db, table)) > 0) filled.push(table);
    for await (const _key of ctx.storage.list()) {
      filled.push('stored files');
      break;
    }
    if (filled.length > 0) throw new RestoreRefused(`The target is not empty (${filled.join(', ')}); restore with --force to replace its content.`);
  }
  return tables;
}

/** The sha256 and content type of a stored object, read as a stream. */
async function storedDigest(ctx: BackupContext, key: string): Promise<{ sha256: string; contentType: string } | undefined> {
  const object = await ctx.storage.get(key);
  if (!object) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return { sha256: hash.digest('hex'), contentType: object.contentType };
}

/** Stored files written (or compared, or removed) at once: the store waits on the disk or the bucket for each. */
const FILES_AT_ONCE = 8;

/** Puts the new site's files into the store, keeping what they overwrite, after the journal says what will be done. */
async function stageFiles(ctx: BackupContext, dir: string, manifest: BackupManifest, journal: RestoreJournal, progress: RestoreProgress): Promise<void> {
  const old = new Set<string>();
  for await (const key of ctx.storage.list()) old.add(key);
  const incoming = new Set(manifest.files.map((file) => file.key));
  journal.added = manifest.files.filter((file) => !old.has(file.key)).map((file) => file.key);
  journal.obsolete = [...old].filter((key) => !incoming.has(key));
  await forEachAtMost(
    manifest.files.filter((f) => old.has(f.key)),
    FILES_AT_ONCE,
    async (file) => {
      const current = await storedDigest(ctx, file.key);
      if (!current || (current.sha256 === file.sha256 && current.contentType === file.contentType)) return;
      const object = (await ctx.storage.get(file.key))!;
      await mkdir(path.dirname(previousCopy(dir, file.key)), { recursive: true });
      await pipeline(object.body, createWriteStream(previousCopy(dir, file.key)));
      journal.replaced.push({ key: file.key, contentType: object.contentType });
    },
  );
  journal.phase = 'staging';
  await writeJournal(dir, journal);
  const changing = new Set([...journal.added, ...journal.replaced.map((r) => r.key)]);
  const toPut = manifest.files.filter((file) => changing.has(file.key));
  let put = 0;
  await forEachAtMost(toPut, FILES_AT_ONCE, async (file) => {
    await ctx.storage.put(file.key, await readFile(path.join(dir, 'new', 'files', ...file.key.split('/'))), file.contentType);
    put += 1;
    await progress('stage-file', `${put} of ${toPut.length}`);
  });
}

/**
 * A rule of the database the archive's rows break (a duplicate key, a reference to a missing row, a
 * missing required value): said plainly, as a refusal, since the transaction leaves everything as it was.
 */
function brokenRule(error: unknown): RestoreRefused | undefined {
  const { code, message, detail } = error as { code?: unknown; message?: string; detail?: string };
  if (typeof code !== 'string' || !code.startsWith('23')) return undefined;
  return new RestoreRefused(`The archive's rows break a rule of this database: ${message ?? code}${detail ? ` (${detail})` : ''}. Nothing was restored.`);
}

/**
 * Replaces every row in one transaction; its id is in the journal before anything changes. The
 * tables' keys, indexes and foreign keys are set aside while the rows load and made again after,
 * in the same transaction, which checks every rule at once (ADR 0114).
 */
async function loadTables(ctx: BackupContext, dir: string, tables: string[], journal: RestoreJournal, progress: RestoreProgress): Promise<void> {
  await onOneConnection(ctx.database, async (client, db) => {
    await client.query('begin');
    try {
      journal.phase = 'loading';
      journal.xid = await currentTransactionId(db);
      await writeJournal(dir, journal);
      await useUtc(db);
      await createRestoreLines(client);
      // Sessions and rate-limit counters are emptied too: everyone signs in again.
      await truncateTables(db, tables);
      const recreateKeysAndIndexes = await setAsideKeysAndIndexes(client, tables);
      for (const table of tables.filter(backedUp)) {
        await setTriggers(db, table, false);
        await streamRowsIn(client, table, createReadStream(path.join(dir, 'new', 'db', `${table}.ndjson`)));
        await setTriggers(db, table, true);
        await resetSequences(db, table);
        await progress('load-rows', table);
      }
      await recreateKeysAndIndexes();
      await progress('check-rows', `${tables.length} tables`);
      await analyzeTables(client, tables);
      await progress('commit', `transaction ${journal.xid}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw brokenRule(error) ?? error;
    }
  });
}

const quiet: RestoreProgress = () => {};

export async function restoreBackup(ctx: BackupContext, file: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const progress = options.onProgress ?? quiet;
  await recoverInterruptedRestores(ctx);
  const root = restoreStagingRoot(ctx.config.dataDir);
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, `${process.pid}-`));
  const journal = newJournal();
  await writeJournal(dir, journal);
  let keepForNextStart = false;
  try {
    const manifest = await readArchive(file, {
      passphrase: options.passphrase,
      limits: options.limits,
      into: path.join(dir, 'new'),
      onEntry: (name) => progress('unpack', name),
    });
    await progress('verified', `${manifest.tables.length} tables, ${manifest.files.length} files`);
    const tables = await checkTarget(ctx, manifest, options.force === true);
    await stageFiles(ctx, dir, manifest, journal, progress);
    await loadTables(ctx, dir, tables, journal, progress);
    await progress('committed', `${manifest.tables.length} tables`);
    journal.phase = 'committed';
    await writeJournal(dir, journal);
    let removed = 0;
    await forEachAtMost(journal.obsolete, FILES_AT_ONCE, async (key) => {
      await ctx.storage.delete(key);
      removed += 1;
      await progress('remove-old-file', `${removed} of ${journal.obsolete.length}`);
    });
    await progress('done', file);
    return manifest;
  } catch (error) {
    // Undone (or finished) here as the next start would; if even that fails, the folder stays for the next start.
    await settleRestore(ctx, dir, journal).catch(() => {
      keepForNextStart = true;
    });
    throw error;
  } finally {
    if (!keepForNextStart) await rm(dir, { recursive: true, force: true });
  }
}

/** `restore --check`: reads and checks the whole archive (decrypting it), changing nothing. */
export async function checkArchive(file: string, options: Pick<RestoreOptions, 'passphrase' | 'limits' | 'onProgress'> = {}): Promise<BackupManifest> {
  const progress = options.onProgress ?? quiet;
  const manifest = await readArchive(file, { passphrase: options.passphrase, limits: options.limits, onEntry: (name) => progress('unpack', name) });
  await progress('verified', `${manifest.tables.length} tables, ${manifest.files.length} files`);
  return manifest;
}
