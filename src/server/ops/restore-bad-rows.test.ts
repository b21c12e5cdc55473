import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in.js';
import { createTestApp } from '../test-support/test-app.js';
import { createBackup } from './backup.service.js';
import { restoreBackup } from './restore.service.js';

/**
 * Restore loads rows with the tables' keys, indexes and foreign keys set aside and makes them again
 * before it commits (ADR 0114): an archive whose rows break one of them must still be refused, with
 * the rule named, and leave the site it was restored onto exactly as it was, rules included.
 */
describe('restore refuses rows that break the database rules, and changes nothing', () => {
  let source: FastifyInstance;
  let target: FastifyInstance;
  let folder: string;
  let archive: string;

  /** Unpacks the archive, adds `lines` to a table's rows (its manifest counting them), and packs it again. */
  async function withExtraRows(name: string, table: string, lines: (dir: string) => Promise<string[]>): Promise<string> {
    const dir = mkdtempSync(path.join(folder, 'x-'));
    await tar.extract({ file: archive, cwd: dir });
    const rowsFile = path.join(dir, 'db', `${table}.ndjson`);
    const added = await lines(dir);
    const before = await readFile(rowsFile, 'utf8');
    await appendFile(rowsFile, `${before === '' || before.endsWith('\n') ? '' : '\n'}${added.join('\n')}\n`);
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { tables: { name: string; rows: number; bytes?: number }[] };
    const listed = manifest.tables.find((t) => t.name === table)!;
    listed.rows += added.length;
    listed.bytes = (await stat(rowsFile)).size;
    await writeFile(manifestFile, JSON.stringify(manifest));
    const file = path.join(folder, name);
    await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', 'db', 'files']);
    return file;
  }

  /** What a user of the target site would find, and the rules its tables keep. */
  async function targetState() {
    const pool = target.ctx.database.pool;
    const users = await pool.query<{ email: string }>('select email from users order by email');
    const rules = await pool.query<{ rule: string }>(
      `select c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) as rule
         from pg_constraint k join pg_class c on c.oid = k.conrelid where c.relnamespace = current_schema()::regnamespace
       union all
       select pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid where c.relnamespace = current_schema()::regnamespace
       order by 1`,
    );
    const note = await target.ctx.storage.get('notes/grace.txt');
    return {
      users: users.rows.map((row) => row.email),
      rules: rules.rows.map((row) => row.rule),
      note: note ? Buffer.concat(await note.body.toArray()).toString() : undefined,
      adasNote: (await target.ctx.storage.get('notes/ada.txt')) !== undefined,
    };
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'site-bad-rows-'));
    source = await createTestApp();
    await signIn(source, 'ada@example.com');
    await source.ctx.storage.put('notes/ada.txt', Buffer.from('from ada'), 'text/plain');
    archive = path.join(folder, 'site.tar.gz');
    await createBackup(source.ctx, archive);
    target = await createTestApp();
    await signIn(target, 'grace@example.com');
    await target.ctx.storage.put('notes/grace.txt', Buffer.from('kept'), 'text/plain');
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a row that refers to a member the archive does not have', async () => {
    const before = await targetState();
    expect(before.rules.some((rule) => rule.includes('pro_chats_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES'))).toBe(true);
    const ghost = '00000000-0000-4000-8000-000000000001';
    const file = await withExtraRows('orphan.tar.gz', 'pro_chats', async () => [
      JSON.stringify({ user_id: ghost, user_name: 'Ghost', unread_by_admin: 0, unread_by_user: 0, admin_viewing: false, user_viewing: false, created_at: '2026-01-01T00:00:00+00:00' }),
    ]);
    await expect(restoreBackup(target.ctx, file, { force: true })).rejects.toThrow(
      `The archive's rows break a rule of this database: insert or update on table "pro_chats" violates foreign key constraint "pro_chats_user_id_users_id_fk" (Key (user_id)=(${ghost}) is not present in table "users".). Nothing was restored.`,
    );
    expect(await targetState()).toEqual(before);
  });

  it('refuses a member listed twice', async () => {
    const before = await targetState();
    const file = await withExtraRows('twice.tar.gz', 'users', async (dir) => [(await readFile(path.join(dir, 'db', 'users.ndjson'), 'utf8')).split('\n')[0]!]);
    await expect(restoreBackup(target.ctx, file, { force: true })).rejects.toThrow(/^The archive's rows break a rule of this database: could not create unique index "users_\w+" \(Key \(.+\)=\(.+\) is duplicated\.\)\. Nothing was restored\.$/);
    expect(await targetState()).toEqual(before);
  });

  it('restores the sound archive with every key, index and foreign key back', async () => {
    const before = await targetState();
    await restoreBackup(target.ctx, archive, { force: true });
    expect(await targetState()).toEqual({ users: ['ada@example.com'], rules: before.rules, note: undefined, adasNote: true });
  });
});
