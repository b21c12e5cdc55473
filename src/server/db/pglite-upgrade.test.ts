import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { signInOwner, signInPro } from '../test-support/people.js';
import { configureGallery, pngOf, upload } from '../test-support/gallery.js';
import { findProjectRoot } from '../project-root.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

/**
 * Creators upgrading from the version that kept its data with PGlite in
 * DATA_DIR/db: the first start copies every row into the embedded PostgreSQL.
 */

type Snapshot = Record<string, string[]>;

/** The site's tables (a test app keeps its migration journal in its own schema too: left out). */
const tablesQuery = `select table_name as name from information_schema.tables
  where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
  order by table_name`;

const sequencesQuery = `select sequencename as name, last_value::text as last from pg_sequences
  where schemaname = current_schema() and sequencename not like '\\_\\_drizzle%' order by sequencename`;

/** Every row of every table, as JSON text, in a stable order, and where each sequence stands. */
async function snapshot(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const { name } of (await query(tablesQuery)).rows as { name: string }[]) {
    const rows = (await query(`select row_to_json(t)::text as row from "${name}" t`)).rows as { row: string }[];
    result[name] = rows.map((r) => r.row).sort();
  }
  result['sequences'] = ((await query(sequencesQuery)).rows as { name: string; last: string | null }[]).map((r) => `${r.name}=${r.last}`);
  return result;
}

/** A PGlite folder laid out as the earlier version made it (same migrations), holding `rows`. */
async function makePgliteFolder(dir: string, source: pg.Pool): Promise<Snapshot> {
  const old = await PGlite.create(dir);
  try {
    await migrate(drizzle(old), { migrationsFolder: path.join(findProjectRoot(), 'drizzle'), migrationsSchema: 'drizzle' });
    await old.exec('set session_replication_role = replica');
    const tables = (await source.query<{ name: string }>(tablesQuery)).rows.map((r) => r.name);
    for (const table of tables) {
      const { rows } = await source.query<{ rows: string | null }>(`select json_agg(t)::text as rows from "${table}" t`);
      if (rows[0]?.rows) await old.query(`insert into "${table}" select * from json_populate_recordset(null::"${table}", $1::json)`, [rows[0].rows]);
    }
    for (const { name, last } of (await source.query<{ name: string; last: string | null }>(sequencesQuery)).rows) {
      if (last !== null) await old.query(`select setval('"${name}"', $1::bigint)`, [last]);
    }
    return await snapshot((text) => old.query(text));
  } finally {
    await old.close();
  }
}

describe('upgrade from a PGlite data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-upgrade-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('copies every row into the embedded PostgreSQL on first start and moves the old folder aside', { timeout: 300_000 }, async () => {
    // A site in use: a gallery with images, members, a Pro chat with messages and the e-mails they queued.
    const source = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }));
    let before: Snapshot;
    let collection: string;
    try {
      const owner = await signInOwner(source);
      collection = await configureGallery(source, owner, 'Landscapes');
      for (const name of ['a.png', 'b.png']) await upload(source, owner, collection, await pngOf(40, 30), name, 'image/png');
      const ada = await signInPro(source, 'ada@example.com', { username: 'Ada' });
      await source.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
      for (const text of ['Hello', 'Are commissions open?']) {
        const sent = await source.inject({ method: 'POST', url: `/api/chats/${ada.id}/messages`, headers: ada.headers, payload: { text } });
        expect(sent.statusCode).toBe(201);
      }
      before = await makePgliteFolder(path.join(dataDir, 'db'), source.ctx.database.pool);
    } finally {
      await source.close();
    }
    for (const table of ['sequences', 'users', 'gallery_configs', 'gallery_images', 'chat_messages', 'email_notifications', 'membership_log']) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }

    // The new version starts on that DATA_DIR with its embedded default.
    const embedded = { kind: 'embedded', clusterDir: path.join(dataDir, 'postgres'), pgliteDir: path.join(dataDir, 'db') } as const;
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'owner@example.com' }, { database: embedded }));
    try {
      expect(app.ctx.database.kind).toBe('embedded');
      // Compared before the app is ready, so its e-mail worker has not leased a job yet.
      expect(await snapshot((text) => app.ctx.database.pool.query(text))).toEqual(before);
      await app.ready();
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'db.pglite-before-upgrade', 'PG_VERSION'))).toBe(true);
      // The copied members sign in as before and find their galleries.
      const owner = await signInOwner(app);
      const gallery = await app.inject({ url: `/api/galleries/${collection}`, headers: owner.headers });
      expect(gallery.json().images).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
