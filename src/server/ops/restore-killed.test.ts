import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFiles, allRows, bareSite, type BareSite } from '../test-support/backup-sites.js';
import { accounts, photo, upload } from '../test-support/gallery.js';
import { startS3TestServer, type S3TestServer } from '../test-support/s3-test-server.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { NOT_BACKED_UP, type RestoreStep } from './backup-format.js';
import { createBackup } from './backup.service.js';
import { recoverInterruptedRestores, restoreStagingRoot } from './restore-journal.js';
import { restoreBackup } from './restore.service.js';

const CHILD = path.resolve('src/server/test-support/backup-cli-child.ts');

interface SiteState {
  rows: Record<string, string[]>;
  files: Record<string, string>;
}

async function stateOf(site: BareSite): Promise<SiteState> {
  const rows = await allRows(site.database);
  for (const table of NOT_BACKED_UP) delete rows[table];
  return { rows, files: await allFiles(site.storage) };
}

/** Starts `restore <archive> --force` in a process of its own; `pauseAt` makes it wait at that step. */
function startRestore(site: BareSite, archive: string, pauseAt?: RestoreStep) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, 'restore', archive, '--force'], {
    env: { ...process.env, ...site.env, CHILD_DATABASE_URL: site.url, CHILD_SCHEMA: site.schema, ...(pauseAt ? { RESTORE_PAUSE_AT: pauseAt } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stderr: '' };
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** Runs the restore, stops it at `step` and kills it there (SIGKILL). */
async function restoreKilledAt(site: BareSite, archive: string, step: RestoreStep): Promise<string> {
  const { child, output, exited } = startRestore(site, archive, step);
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', () => {
      if (output.stderr.includes(`restore: paused at ${step}\n`)) resolve();
    });
    child.on('exit', () => reject(new Error(`the restore ended before ${step}:\n${output.stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return output.stderr;
}

/**
 * Runs the restore and kills it (SIGKILL) `afterMs` after its first progress line (the process
 * has started and the restore begun), wherever it is then. Says whether it had finished, and how
 * long it ran from that line.
 */
async function restoreKilledAfter(site: BareSite, archive: string, afterMs: number): Promise<{ finished: boolean; ranMs: number; stderr: string }> {
  const { child, output, exited } = startRestore(site, archive);
  let began = 0;
  let timer: NodeJS.Timeout | undefined;
  child.stderr.once('data', () => {
    began = Date.now();
    timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
  });
  const code = await exited;
  clearTimeout(timer);
  return { finished: code === 0, ranMs: Date.now() - began, stderr: output.stderr };
}

/** Every stored key a row names exists in the store. */
function rowsNameOnlyStoredFiles(state: SiteState, knownKeys: string[]): void {
  const missing: string[] = [];
  for (const [table, rows] of Object.entries(state.rows)) {
    for (const row of rows) for (const key of knownKeys) if (row.includes(`"${key}"`) && !(key in state.files)) missing.push(`${table}: ${key}`);
  }
  expect(missing).toEqual([]);
}

const STEPS: [RestoreStep, 'old' | 'new'][] = [
  ['unpack', 'old'],
  ['verified', 'old'],
  ['stage-file', 'old'],
  ['load-rows', 'old'],
  ['check-rows', 'old'],
  ['commit', 'old'],
  ['committed', 'new'],
  ['remove-old-file', 'new'],
];

describe('a restore killed at any step leaves the old site or the new one', () => {
  let s3: S3TestServer;
  const closing: { close: () => Promise<void> }[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'killed-restore-'));
  let oldArchive: string;
  let newArchive: string;

  /** A site with members and gallery uploads (rows that name stored files), backed up to `archive`. */
  async function siteArchive(prefix: string, pictures: number, archive: string): Promise<void> {
    const app: FastifyInstance = await createTestApp(testConfig());
    const { owner } = await accounts(app, prefix);
    for (let i = 0; i < pictures; i += 1) expect((await upload(app, owner, 'gallery_pro', await photo(320 + i * 16, 240), `${prefix}${i}.jpg`)).statusCode).toBe(201);
    await app.ctx.storage.put(`notes/${prefix}.txt`, Buffer.from(prefix), 'text/plain');
    await createBackup(app.ctx, archive);
    await app.close();
  }

  beforeAll(async () => {
    s3 = await startS3TestServer();
    oldArchive = path.join(folder, 'old.tar.gz');
    newArchive = path.join(folder, 'new.tar.gz');
    await siteArchive('old', 2, oldArchive);
    await siteArchive('new', 3, newArchive);
  }, 120_000);
  afterAll(async () => {
    for (const site of closing) await site.close();
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function oldAndNew(env: Record<string, string>) {
    const site = await bareSite(testDatabaseUrl!, env);
    closing.push(site);
    await restoreBackup(site, newArchive);
    const newState = await stateOf(site);
    await restoreBackup(site, oldArchive, { force: true });
    const oldState = await stateOf(site);
    expect(Object.keys(oldState.files).length).toBeGreaterThan(4);
    expect(oldState.rows.gallery_images?.length).toBe(2);
    expect(newState.rows.gallery_images?.length).toBe(3);
    return { site, oldState, newState, keys: [...Object.keys(oldState.files), ...Object.keys(newState.files)] };
  }

  it.each([
    ['local disk', () => ({})],
    ['object storage', async () => ({ ...s3.env, S3_BUCKET: await s3.createBucket() })],
  ])('on %s: killed at each step, the next start finishes or undoes it', async (_where, env) => {
    const { site, oldState, newState, keys } = await oldAndNew(await env());
    for (const [step, expected] of STEPS) {
      const stderr = await restoreKilledAt(site, newArchive, step);
      expect(readdirSync(restoreStagingRoot(site.config.dataDir)), step).toHaveLength(1);
      // What every start does before it serves.
      const recovered = await recoverInterruptedRestores(site);
      expect(recovered.settled, step).toEqual([expect.stringMatching(expected === 'new' ? /: forward$/ : /: back$/)]);
      expect(readdirSync(restoreStagingRoot(site.config.dataDir)), step).toEqual([]);
      const state = await stateOf(site);
      rowsNameOnlyStoredFiles(state, keys);
      expect(state, `killed at ${step}:\n${stderr}`).toEqual(expected === 'new' ? newState : oldState);
      if (expected === 'new') await restoreBackup(site, oldArchive, { force: true });
    }
  }, 300_000);

  it('on local disk: killed at random moments, the next start leaves the old site or the new one', async () => {
    const { site, oldState, newState, keys } = await oldAndNew({});
    // How long a whole restore takes here, from its first progress line: the kills fall anywhere in it.
    const uninterrupted = await restoreKilledAfter(site, newArchive, 600_000);
    expect(uninterrupted.finished).toBe(true);
    const whole = uninterrupted.ranMs;
    await restoreBackup(site, oldArchive, { force: true });
    const seen = { old: 0, new: 0 };
    const runs = 8;
    for (let run = 0; run < runs; run += 1) {
      // One random moment in each eighth of the run (a little past its end too), so every stretch of it is hit.
      const afterMs = Math.round(((run + Math.random()) / runs) * whole * 1.05);
      const { finished, stderr } = await restoreKilledAfter(site, newArchive, afterMs);
      await recoverInterruptedRestores(site);
      expect(readdirSync(restoreStagingRoot(site.config.dataDir))).toEqual([]);
      const state = await stateOf(site);
      rowsNameOnlyStoredFiles(state, keys);
      const which = JSON.stringify(state) === JSON.stringify(newState) ? 'new' : 'old';
      expect(state, `killed after ${afterMs} ms of ${whole} (finished: ${finished}):\n${stderr}`).toEqual(which === 'new' ? newState : oldState);
      if (finished) expect(which).toBe('new');
      seen[which] += 1;
      if (which === 'new') await restoreBackup(site, oldArchive, { force: true });
    }
    console.warn(`restore killed at random moments of ${whole} ms: old site ${seen.old}, new site ${seen.new}`);
  }, 300_000);
});
