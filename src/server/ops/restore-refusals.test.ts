import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in.js';
import { createTestApp } from '../test-support/test-app.js';
import { createBackup } from './backup.service.js';
import { restoreBackup } from './restore.service.js';

describe('restore refuses what it cannot restore faithfully', () => {
  let source: FastifyInstance;
  let target: FastifyInstance;
  let folder: string;
  let archive: string;

  /** Unpacks the archive, lets `change` edit it, and packs it again under a new name. */
  async function tampered(name: string, change: (dir: string) => Promise<void>): Promise<string> {
    const dir = mkdtempSync(path.join(folder, 'x-'));
    await tar.extract({ file: archive, cwd: dir });
    await change(dir);
    const file = path.join(folder, name);
    await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', 'db', 'files']);
    return file;
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'site-refusals-'));
    source = await createTestApp();
    await signIn(source, 'ada@example.com');
    await source.ctx.storage.put('notes/readme.txt', Buffer.from('hello'), 'text/plain');
    archive = path.join(folder, 'site.tar.gz');
    await createBackup(source.ctx, archive);
    target = await createTestApp();
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a non-empty target, naming what is in it', async () => {
    await expect(restoreBackup(source.ctx, archive)).rejects.toThrow(/^The target is not empty \(.*users.*\); restore with --force/);
  });

  it('refuses a damaged file, and changes nothing', async () => {
    const file = await tampered('damaged.tar.gz', (dir) => writeFile(path.join(dir, 'files', 'notes', 'readme.txt'), 'HELLO'));
    await expect(restoreBackup(target.ctx, file)).rejects.toThrow('The archive is damaged: notes/readme.txt does not match its checksum.');
    expect(await target.ctx.storage.get('notes/readme.txt')).toBeUndefined();
  });

  it('refuses an archive made at other migrations', async () => {
    const file = await tampered('newer.tar.gz', async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { migrations: string[]; lastMigration: string };
      manifest.migrations.push('9999_future');
      manifest.lastMigration = '9999_future';
      await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expect(restoreBackup(target.ctx, file)).rejects.toThrow(/^The archive is at migration 9999_future, this version of the site at \d{4}_\w+: restore with the version that made the backup/);
  });

  it('restores into the empty target once nothing is wrong', async () => {
    const manifest = await restoreBackup(target.ctx, archive);
    expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBe(1);
    const restored = await target.ctx.storage.get('notes/readme.txt');
    expect(restored?.contentType).toBe('text/plain');
  });
});
