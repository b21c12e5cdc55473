import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../app-context.js';
import { appVersion } from '../project-root.js';
import { onOneConnection } from '../db/client.js';
import { streamRowsOut, tablesInDependencyOrder, useUtc } from './backup.repo.js';
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
 * The rows are streamed by COPY in one REPEATABLE READ, read-only transaction, so they are
 * one consistent state while the site keeps running; files are read after it,
 * so every file a row names was already there (uploads store the file first).
 */

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

/** Counts the lines (rows) and bytes that pass, so the manifest says what the file holds. */
function lineCounter(): Transform & { lines: number; bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) counter.lines += 1;
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { lines: number; bytes: number };
  counter.lines = 0;
  counter.bytes = 0;
  return counter;
}

async function dumpTables(ctx: BackupContext, dbDir: string, onProgress: BackupOptions['onProgress']): Promise<BackupManifest['tables']> {
  return onOneConnection(ctx.database, async (client, db) => {
    // One snapshot for every table: the rows are one consistent state while the site keeps writing.
    await client.query('begin isolation level repeatable read read only');
    try {
      await useUtc(db);
      const tables: BackupManifest['tables'] = [];
      for (const name of await tablesInDependencyOrder(db)) {
        if (NOT_BACKED_UP.has(name)) continue;
        const counter = lineCounter();
        await pipeline(streamRowsOut(client, name), counter, createWriteStream(path.join(dbDir, `${name}.ndjson`)));
        tables.push({ name, rows: counter.lines, bytes: counter.bytes });
        onProgress?.(`rows: ${name} (${counter.lines})`);
      }
      return tables;
    } finally {
      await client.query('rollback');
    }
  });
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
