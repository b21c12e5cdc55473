import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../app-context.js';
import { appVersion } from '../project-root.js';
import { countRows, readRowsPage, tablesInDependencyOrder, useUtc } from './backup.repo.js';
import { writeArchive } from './backup-archive.js';
import { BACKUP_FORMAT, NOT_BACKED_UP, type BackupManifest } from './backup-format.js';
import { appliedMigrations } from './ops.service.js';

/**
 * `npm run backup`: one gzipped tar archive holding
 *   manifest.json        app version, engine, migrations, row counts, file checksums
 *   db/<table>.ndjson    every row of every table, one JSON object per line
 *   files/<key>          every stored file
 * written 0600, and encrypted with age when a passphrase is given (backup-archive.ts).
 * Sessions and rate-limit counters are left out (NOT_BACKED_UP).
 * The rows are read in one REPEATABLE READ, read-only transaction, so they are
 * one consistent state while the site keeps running; files are read after it,
 * so every file a row names was already there (uploads store the file first).
 */

const PAGE_ROWS = 1000;

export type BackupContext = Pick<AppContext, 'database' | 'storage' | 'config'>;

export interface BackupOptions {
  /** Encrypts the archive with age under this passphrase (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** Progress for a person watching (the CLI prints it on stderr). */
  onProgress?: (message: string) => void;
  now?: Date;
}

/**
 * Staging folders are named after the process that made them, so the next
 * start can tell one left by a killed run from one still in use (ADR 0075).
 */
export const stagingPrefix = (kind: 'backup' | 'restore') => `site-${kind}-${process.pid}-`;

async function dumpTables(ctx: BackupContext, dbDir: string, onProgress: BackupOptions['onProgress']): Promise<BackupManifest['tables']> {
  return ctx.database.db.transaction(
    async (tx) => {
      await useUtc(tx);
      const tables: BackupManifest['tables'] = [];
      for (const name of await tablesInDependencyOrder(tx)) {
        if (NOT_BACKED_UP.has(name)) continue;
        const expected = await countRows(tx, name);
        const lines: string[] = [];
        for (let offset = 0; offset < expected; offset += PAGE_ROWS) lines.push(...(await readRowsPage(tx, name, offset, PAGE_ROWS)));
        const text = lines.map((line) => `${line}\n`).join('');
        await writeFile(path.join(dbDir, `${name}.ndjson`), text);
        tables.push({ name, rows: lines.length, bytes: Buffer.byteLength(text) });
        onProgress?.(`rows: ${name} (${lines.length})`);
      }
      return tables;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function copyFiles(ctx: BackupContext, filesDir: string, onProgress: BackupOptions['onProgress']): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for await (const key of ctx.storage.list()) {
    const object = await ctx.storage.get(key);
    if (!object) continue; // deleted since it was listed
    const target = path.join(filesDir, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(object.body, measure, createWriteStream(target));
    files.push({ key, size, sha256: hash.digest('hex'), contentType: object.contentType });
    if (files.length % 100 === 0) onProgress?.(`files: ${files.length}`);
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Writes the archive to `file` (created 0600 under a temporary name, renamed when complete). */
export async function createBackup(ctx: BackupContext, file: string, options: BackupOptions = {}): Promise<BackupManifest> {
  const { onProgress } = options;
  const staging = await mkdtemp(path.join(tmpdir(), stagingPrefix('backup')));
  try {
    await mkdir(path.join(staging, 'db'));
    await mkdir(path.join(staging, 'files'));
    const tables = await dumpTables(ctx, path.join(staging, 'db'), onProgress);
    const migrations = await appliedMigrations(ctx);
    const files = await copyFiles(ctx, path.join(staging, 'files'), onProgress);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      appVersion: appVersion(),
      createdAt: (options.now ?? new Date()).toISOString(),
      engine: ctx.database.kind,
      migrations,
      lastMigration: migrations.at(-1) ?? null,
      tables,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    onProgress?.(`writing the archive${options.passphrase ? ' (encrypted)' : ''}`);
    await writeArchive(staging, file, options.passphrase);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
