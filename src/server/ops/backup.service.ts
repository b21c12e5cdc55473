import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { AppContext } from '../app-context.js';
import { appVersion } from '../project-root.js';
import { countRows, readRowsPage, tablesInDependencyOrder, useUtc } from './backup.repo.js';
import { appliedMigrations } from './ops.service.js';

/**
 * `npm run backup`: one gzipped tar archive holding
 *   manifest.json        app version, engine, migrations, row counts, file checksums
 *   db/<table>.ndjson    every row of every table, one JSON object per line
 *   files/<key>          every stored file
 * The rows are read in one REPEATABLE READ, read-only transaction, so they are
 * one consistent state while the site keeps running; files are read after it,
 * so every file a row names was already there (uploads store the file first).
 */

export const BACKUP_FORMAT = 1;
const PAGE_ROWS = 1000;

export type BackupContext = Pick<AppContext, 'database' | 'storage' | 'config'>;

export interface BackupManifest {
  format: number;
  appVersion: string;
  createdAt: string;
  engine: 'embedded' | 'postgres';
  /** Applied migrations, oldest first; the last one is the schema the rows fit. */
  migrations: string[];
  lastMigration: string | null;
  /** Tables in the order their rows can be inserted, with their row counts. */
  tables: { name: string; rows: number }[];
  files: { key: string; size: number; sha256: string; contentType: string }[];
}

async function dumpTables(ctx: BackupContext, dbDir: string): Promise<BackupManifest['tables']> {
  return ctx.database.db.transaction(
    async (tx) => {
      await useUtc(tx);
      const tables: BackupManifest['tables'] = [];
      for (const name of await tablesInDependencyOrder(tx)) {
        const expected = await countRows(tx, name);
        const lines: string[] = [];
        for (let offset = 0; offset < expected; offset += PAGE_ROWS) lines.push(...(await readRowsPage(tx, name, offset, PAGE_ROWS)));
        await writeFile(path.join(dbDir, `${name}.ndjson`), lines.map((line) => `${line}\n`).join(''));
        tables.push({ name, rows: lines.length });
      }
      return tables;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function copyFiles(ctx: BackupContext, filesDir: string): Promise<BackupManifest['files']> {
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
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Writes the archive to `file` (atomically: a temporary name, renamed when complete). */
export async function createBackup(ctx: BackupContext, file: string, now = new Date()): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'site-backup-'));
  try {
    await mkdir(path.join(staging, 'db'));
    await mkdir(path.join(staging, 'files'));
    const tables = await dumpTables(ctx, path.join(staging, 'db'));
    const migrations = await appliedMigrations(ctx);
    const files = await copyFiles(ctx, path.join(staging, 'files'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      engine: ctx.database.kind,
      migrations,
      lastMigration: migrations.at(-1) ?? null,
      tables,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, portable: true, file: partial, cwd: staging }, ['manifest.json', 'db', 'files']);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
