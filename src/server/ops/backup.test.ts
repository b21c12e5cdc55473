import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as tar from 'tar';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { LocalDiskStorage } from '../integrations/storage.js';
import { allFiles, allRows } from '../test-support/backup-sites.js';
import { fillBusySite } from '../test-support/busy-site.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { NOT_BACKED_UP } from './backup-format.js';
import { createBackup, type BackupContext } from './backup.service.js';
import { RestoreRefused, restoreBackup } from './restore.service.js';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

/** The rows an archive holds, in the shape of allRows. */
async function archivedRows(archive: string): Promise<Record<string, string[]>> {
  const folder = tempFolder('site-archive-');
  await tar.extract({ file: archive, cwd: folder });
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as { tables: { name: string }[] };
  const dump: Record<string, string[]> = {};
  for (const { name } of manifest.tables) {
    dump[name] = (await readFile(path.join(folder, 'db', `${name}.ndjson`), 'utf8')).split('\n').filter(Boolean).sort();
  }
  return dump;
}

/** An empty site on the PostgreSQL server at `url`, in a schema of its own: a migrated database and an empty file store. */
async function emptySite(url: string): Promise<BackupContext & { close: () => Promise<void> }> {
  const schema = `r_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await onServer(`create schema "${schema}"`);
  const database = await openDatabase({ kind: 'postgres', url, schema });
  await runMigrations(database, { schema });
  return {
    config: { ...testConfig(), database: { kind: 'postgres', url, schema } },
    database,
    storage: new LocalDiskStorage(tempFolder('site-restore-files-')),
    close: async () => {
      await database.close();
      await onServer(`drop schema "${schema}" cascade`);
    },
  };
}

describe('backup and restore', () => {
  let app: FastifyInstance;
  let sourceRows: Record<string, string[]>;
  let sourceFiles: Record<string, string>;
  const sites: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    app = await createTestApp(testConfig({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }));
    await fillBusySite(app);
    sourceRows = await allRows(app.ctx.database);
    sourceFiles = await allFiles(app.ctx.storage);
  }, 180_000);
  afterAll(async () => {
    for (const site of sites) await site.close();
    await app.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('starts from a site with rows in every table and files in the store', () => {
    const tables = Object.entries(sourceRows);
    expect(tables.length).toBeGreaterThan(20);
    // Rows that live only while something is under way: an open event stream, a file write.
    const transient = ['live_streams', 'pending_file_writes'];
    expect(tables.filter(([table, rows]) => rows.length === 0 && !transient.includes(table)).map(([table]) => table)).toEqual([]);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(3);
  });

  it('restores every row and file on the other engine, then back, and refuses a non-empty target unless forced', async () => {
    // From the server this run tests on to the external PostgreSQL when there is one, and back.
    const here = testDatabaseUrl!;
    const there = postgresUrl ?? here;
    if (there === here) console.warn('No second PostgreSQL server (TEST_DATABASE_URL): the restore goes to another schema of the same server and back.');

    // The site keeps running (its e-mail worker may deliver meanwhile): the archive must hold,
    // table by table, the state before the backup or the one after it, never a mix.
    const archive = path.join(tempFolder('site-backup-'), 'site.tar.gz');
    const before = await allRows(app.ctx.database);
    const manifest = await createBackup(app.ctx, archive);
    const after = await allRows(app.ctx.database);
    const archived = await archivedRows(archive);
    // Sessions and rate-limit counters are not backed up; a restore leaves them empty.
    expect(Object.keys(archived).sort()).toEqual(Object.keys(sourceRows).filter((table) => !NOT_BACKED_UP.has(table)).sort());
    expect(sourceRows.sessions!.length).toBeGreaterThan(0);
    const restored = { ...archived, ...Object.fromEntries([...NOT_BACKED_UP].map((table) => [table, []])) };
    for (const [table, rows] of Object.entries(archived)) {
      expect([before[table], after[table]], table).toContainEqual(rows);
    }
    expect(manifest.engine).toBe(app.ctx.database.kind);
    expect(manifest.lastMigration).toMatch(/^\d{4}_/);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(Object.fromEntries(Object.entries(archived).map(([t, rows]) => [t, rows.length])));
    expect(Object.fromEntries(manifest.files.map((f) => [f.key, `${f.contentType} ${f.sha256}`]))).toEqual(sourceFiles);

    const moved = await emptySite(there);
    sites.push(moved);
    await restoreBackup(moved, archive);
    expect(await allRows(moved.database)).toEqual(restored);
    expect(await allFiles(moved.storage)).toEqual(sourceFiles);

    await expect(restoreBackup(moved, archive)).rejects.toThrow(RestoreRefused);
    await restoreBackup(moved, archive, { force: true });
    expect(await allRows(moved.database)).toEqual(restored);

    const archiveBack = path.join(tempFolder('site-backup-'), 'back.tar.gz');
    await createBackup(moved, archiveBack);
    const back = await emptySite(here);
    sites.push(back);
    await restoreBackup(back, archiveBack);
    expect(await allRows(back.database)).toEqual(restored);
    expect(await allFiles(back.storage)).toEqual(sourceFiles);
  }, 180_000);
});
