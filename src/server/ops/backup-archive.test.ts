import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFiles, allRows, bareSite, type BareSite } from '../test-support/backup-sites.js';
import { signIn } from '../test-support/sign-in.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { readArchive } from './backup-archive.js';
import { runBackupCommand } from './backup-commands.js';
import { NOT_BACKED_UP, RestoreRefused } from './backup-format.js';
import { restoreStagingRoot, writeJournal } from './restore-journal.js';
import { restoreBackup } from './restore.service.js';

const run = promisify(execFile);
const CHILD = path.resolve('src/server/test-support/backup-cli-child.ts');
const MiB = 1024 * 1024;
const PASSPHRASE = 'correct horse battery staple';

/** A hand-made archive: `entries` written under a folder (sizes as given), packed in this order, gzipped. */
async function craftedArchive(folder: string, name: string, manifest: object, entries: Record<string, number | string>): Promise<string> {
  const dir = mkdtempSync(path.join(folder, 'crafted-'));
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [entry, content] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
    if (typeof content === 'string') await writeFile(path.join(dir, entry), content);
    else {
      await writeFile(path.join(dir, entry), '');
      await truncate(path.join(dir, entry), content); // zeros: a few kilobytes once gzipped
    }
  }
  const file = path.join(folder, name);
  await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', ...Object.keys(entries)]);
  return file;
}

const manifestOf = (tables: { name: string; rows: number; bytes?: number }[], files: { key: string; size: number }[]) => ({
  format: 1,
  appVersion: 'test',
  createdAt: new Date().toISOString(),
  engine: 'postgres',
  migrations: [],
  lastMigration: null,
  tables,
  files: files.map((f) => ({ ...f, sha256: '0'.repeat(64), contentType: 'text/plain' })),
});

describe('backup archives: private, encrypted on request, read within limits', () => {
  let folder: string;
  let source: BareSite;
  let plain: string;
  let encrypted: string;
  const closing: { close: () => Promise<void> }[] = [];
  const command = async (argv: string[], passphrase?: string) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runBackupCommand(argv, { openSite: () => Promise.reject(new Error('--check opens no site')), passphrase, out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join(''), err: err.join('') };
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'archive-test-'));
    const app = await createTestApp(testConfig());
    await signIn(app, 'ada@example.com');
    await app.ctx.storage.put('notes/readme.txt', Buffer.from('hello'), 'text/plain');
    source = await bareSite(testDatabaseUrl!);
    closing.push(source);
    plain = path.join(folder, 'plain.tar.gz');
    const { createBackup } = await import('./backup.service.js');
    await createBackup(app.ctx, plain);
    await app.close();
    await restoreBackup(source, plain);
    encrypted = path.join(folder, 'encrypted.age');
    await createBackup(source, encrypted, { passphrase: PASSPHRASE });
  }, 120_000);
  afterAll(async () => {
    for (const site of closing) await site.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes the archive 0600 whatever the umask, leaving sessions and rate-limit rows out', async () => {
    const file = path.join(folder, 'umask.tar.gz');
    const env = { ...process.env, ...source.env, CHILD_DATABASE_URL: source.url, CHILD_SCHEMA: source.schema };
    const { stdout, stderr } = await run('sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx "${CHILD}" backup "${file}"`], { env });
    expect(stdout).toMatch(/^Backed up \d+ rows in \d+ tables and 1 files to /);
    expect(stderr).toContain('backup: writing the archive');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const manifest = await readArchive(file);
    expect(manifest.tables.length).toBeGreaterThan(20);
    expect(manifest.tables.filter((t) => NOT_BACKED_UP.has(t.name))).toEqual([]);
  }, 60_000);

  it('round-trips an encrypted archive, and refuses it without the passphrase or with another', async () => {
    const head = Buffer.alloc(21);
    const handle = await open(encrypted, 'r');
    await handle.read(head, 0, 21, 0);
    await handle.close();
    expect(head.toString()).toBe('age-encryption.org/v1');
    expect((await readFile(encrypted)).includes(Buffer.from('ada@example.com'))).toBe(false);
    expect((await stat(encrypted)).mode & 0o777).toBe(0o600);

    const target = await bareSite(testDatabaseUrl!);
    closing.push(target);
    await expect(restoreBackup(target, encrypted)).rejects.toThrow('This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
    await expect(restoreBackup(target, encrypted, { passphrase: 'wrong' })).rejects.toThrow(/^BACKUP_PASSPHRASE does not open this archive/);
    expect(await allFiles(target.storage)).toEqual({});
    await restoreBackup(target, encrypted, { passphrase: PASSPHRASE });
    const expected = await allRows(source.database);
    expect(await allRows(target.database)).toEqual(expected);
    expect(expected.users).toHaveLength(1);
    expect(await allFiles(target.storage)).toEqual(await allFiles(source.storage));
  }, 60_000);

  it('restore --check passes a sound archive, plain or encrypted, and refuses a damaged one', async () => {
    const good = await command(['restore', '--check', plain]);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/is sound: \d+ rows in \d+ tables and 1 files, every checksum and row count as its manifest says/);
    expect(good.err).toContain('restore: verified');
    expect((await command(['restore', '--check', encrypted], PASSPHRASE)).code).toBe(0);

    const originals: [string, string][] = [
      ['damaged.tar.gz', plain],
      ['damaged.age', encrypted],
    ];
    for (const [name, original] of originals) {
      const bytes = await readFile(original);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = bytes[middle]! ^ 0xff;
      const damaged = path.join(folder, name);
      await writeFile(damaged, bytes);
      await expect(command(['restore', '--check', damaged], PASSPHRASE), name).rejects.toThrow(RestoreRefused);
    }
    const cut = path.join(folder, 'cut.tar.gz');
    await writeFile(cut, (await readFile(plain)).subarray(0, 200));
    await expect(command(['restore', '--check', cut])).rejects.toThrow(/^The archive is damaged or cut short/);
  });

  it('refuses an entry larger than its manifest says before reading it (a gzip bomb), with memory kept', async () => {
    const bomb = await craftedArchive(folder, 'bomb.tar.gz', manifestOf([], [{ key: 'a.bin', size: 10 }]), { 'files/a.bin': 1024 * MiB });
    expect((await stat(bomb)).size).toBeLessThan(4 * MiB);
    const before = process.memoryUsage().rss;
    const started: string[] = [];
    await expect(readArchive(bomb, { onEntry: (name) => void started.push(name) })).rejects.toThrow('files/a.bin is 1024.0 MiB in the archive, 10 bytes in its manifest; refused before reading it.');
    // Refused at the entry's header: the manifest was read, the bomb's first byte never was.
    expect(started).toEqual(['manifest.json']);
    console.warn(`gzip bomb (1 GiB in ${((await stat(bomb)).size / MiB).toFixed(1)} MiB) refused; RSS ${(before / MiB).toFixed(0)} -> ${(process.memoryUsage().rss / MiB).toFixed(0)} MiB`);
  }, 120_000);

  it('refuses a table, a manifest or a row past the limits, and an archive that unpacks to more than the total', async () => {
    const table = await craftedArchive(folder, 'table.tar.gz', manifestOf([{ name: 'users', rows: 1 }], []), { 'db/users.ndjson': 64 * MiB });
    await expect(readArchive(table, { limits: { entryBytes: 8 * MiB } })).rejects.toThrow('db/users.ndjson is 64.0 MiB, more than 8.0 MiB; refused before reading it.');
    await expect(readArchive(table, { limits: { totalBytes: 16 * MiB } })).rejects.toThrow('The archive unpacks to more than 16.0 MiB; refused before reading db/users.ndjson.');
    await expect(readArchive(table, { limits: { rowBytes: 1 * MiB } })).rejects.toThrow('db/users.ndjson has a row longer than 1.0 MiB; refused there.');
    await expect(readArchive(table, { limits: { manifestBytes: 10 } })).rejects.toThrow(/^manifest.json is \d+ bytes, more than 10 bytes; refused before reading it\.$/);
    const declared = await craftedArchive(folder, 'declared.tar.gz', manifestOf([{ name: 'users', rows: 1, bytes: 100 }], []), { 'db/users.ndjson': 64 * MiB });
    await expect(readArchive(declared)).rejects.toThrow('db/users.ndjson is 64.0 MiB, more than 100 bytes; refused before reading it.');
    const extra = await craftedArchive(folder, 'extra.tar.gz', manifestOf([], []), { 'files/x.txt': 'x' });
    await expect(readArchive(extra)).rejects.toThrow('The archive holds files/x.txt, which its manifest does not list.');
  }, 60_000);

  it('removes staging left by killed runs at the next start, and undoes what their journal says was done', async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    const alive = spawn('sleep', ['60']);
    const config = testConfig();
    const deadTemp = path.join(tmpdir(), `site-restore-${dead.pid}-abcdef`);
    const aliveTemp = path.join(tmpdir(), `site-backup-${alive.pid}-abcdef`);
    mkdirSync(deadTemp);
    mkdirSync(aliveTemp);
    const staging = path.join(restoreStagingRoot(config.dataDir), `${dead.pid}-ghijkl`);
    mkdirSync(staging, { recursive: true });
    const { LocalDiskStorage } = await import('../integrations/storage.js');
    await new LocalDiskStorage(config.storage.kind === 'local' ? config.storage.root : '').put('notes/added.txt', Buffer.from('x'), 'text/plain');
    await writeJournal(staging, { phase: 'staging', added: ['notes/added.txt'], replaced: [], obsolete: [], xid: null });
    try {
      const app = await createTestApp(config);
      expect(existsSync(deadTemp)).toBe(false);
      expect(existsSync(aliveTemp)).toBe(true);
      expect(existsSync(staging)).toBe(false);
      expect(await app.ctx.storage.get('notes/added.txt')).toBeUndefined();
      await app.close();
    } finally {
      alive.kill();
      rmSync(aliveTemp, { recursive: true, force: true });
    }
  }, 60_000);
});
