import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { transactionStatus } from './backup.repo.js';
import type { BackupContext } from './backup.service.js';

/**
 * A restore's staging folder, DATA_DIR/restore-staging/<pid>-<random>/, holds
 * the unpacked archive (new/), the old content of files it overwrites
 * (previous/) and journal.json: what it has done to the file store and the
 * id of the transaction that loads the rows. Whoever finds the folder of a
 * process that is gone (the next start, the next restore) finishes the job:
 * if that transaction committed, the old files the new site does not have are
 * removed; if not, the files it added are removed and the overwritten ones
 * put back. Either way the site is the old one or the new one (ADR 0075).
 */

export interface RestoreJournal {
  /** unpacking: the store is untouched; staging: files are being put; loading: rows are going in under `xid`; committed: they are in. */
  phase: 'unpacking' | 'staging' | 'loading' | 'committed';
  /** Keys the old store did not have: removed if the restore does not commit. */
  added: string[];
  /** Keys whose old content differs: kept in previous/<key>, put back if the restore does not commit. */
  replaced: { key: string; contentType: string }[];
  /** Old keys the new site does not have: removed once the restore has committed. */
  obsolete: string[];
  xid: string | null;
}

export const restoreStagingRoot = (dataDir: string) => path.join(dataDir, 'restore-staging');
export const previousCopy = (dir: string, key: string) => path.join(dir, 'previous', ...key.split('/'));
const JOURNAL = 'journal.json';
/** Staging folders of older versions carry no process id: removed once this old. */
const LEGACY_AGE_MS = 24 * 60 * 60 * 1000;
/** How long to wait for the server to notice a killed restore's connection and roll its transaction back. */
const IN_PROGRESS_WAIT_MS = 30_000;

export function newJournal(): RestoreJournal {
  return { phase: 'unpacking', added: [], replaced: [], obsolete: [], xid: null };
}

/** Replaces the journal in one rename, so a kill leaves the old one or the new one. */
export async function writeJournal(dir: string, journal: RestoreJournal): Promise<void> {
  const temporary = path.join(dir, `${JOURNAL}.tmp`);
  await writeFile(temporary, JSON.stringify(journal));
  await rename(temporary, path.join(dir, JOURNAL));
}

/** Whether the process that named a folder still runs (this process never counts: it is the one cleaning up). */
function stillRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function committed(ctx: BackupContext, journal: RestoreJournal): Promise<boolean> {
  if (journal.phase === 'committed') return true;
  if (journal.phase !== 'loading' || journal.xid === null) return false;
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const status = await transactionStatus(ctx.database.db, journal.xid);
    if (status !== 'in progress') return status === 'committed';
    if (Date.now() > deadline) throw new Error(`the restore's transaction ${journal.xid} is still open; try again once it has ended`);
    await sleep(200);
  }
}

/** Brings the store in line with the rows: forward when the restore committed, back when it did not. */
export async function settleRestore(ctx: BackupContext, dir: string, journal: RestoreJournal): Promise<'forward' | 'back'> {
  if (await committed(ctx, journal)) {
    for (const key of journal.obsolete) await ctx.storage.delete(key);
    return 'forward';
  }
  for (const key of journal.added) await ctx.storage.delete(key);
  for (const { key, contentType } of journal.replaced) {
    const previous = await readFile(previousCopy(dir, key)).catch(() => undefined);
    if (previous) await ctx.storage.put(key, previous, contentType);
  }
  return 'back';
}

async function readJournal(dir: string): Promise<RestoreJournal | undefined> {
  const text = await readFile(path.join(dir, JOURNAL), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as RestoreJournal);
}

async function entriesOf(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** Backup and restore staging folders in the temporary directory whose process is gone. */
async function removeTemporaryLeftovers(now: number): Promise<number> {
  let removed = 0;
  for (const name of await entriesOf(tmpdir())) {
    const match = /^site-(?:backup|restore)-(?:(\d+)-\w+|\w{6})$/.exec(name);
    if (!match) continue;
    const folder = path.join(tmpdir(), name);
    const gone = match[1] !== undefined ? !stillRunning(Number(match[1])) : now - (await stat(folder)).mtimeMs > LEGACY_AGE_MS;
    if (gone) {
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Finishes or undoes every restore whose process is gone, and removes staging
 * folders nobody uses: at every start, and before every restore.
 */
export async function recoverInterruptedRestores(ctx: BackupContext, now = Date.now()): Promise<{ settled: string[]; removed: number }> {
  const settled: string[] = [];
  let removed = await removeTemporaryLeftovers(now);
  const root = restoreStagingRoot(ctx.config.dataDir);
  for (const name of await entriesOf(root)) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && stillRunning(pid)) continue;
    const dir = path.join(root, name);
    const journal = await readJournal(dir);
    if (journal) settled.push(`${name}: ${await settleRestore(ctx, dir, journal)}`);
    await rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return { settled, removed };
}
