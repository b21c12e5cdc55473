import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../project-root.js';
import { testDatabaseUrl } from '../test-support/test-app.js';

/**
 * Migration 0015 merges the member manager's `member_refunds` into the one
 * refund ledger, `payment_refunds`: a database made by the migrations before it,
 * holding refunds in both tables (one of them in both), keeps every refund.
 */

const LAST_BEFORE_MERGE = 14;
const projectMigrations = path.join(findProjectRoot(), 'drizzle');

/** The committed migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(projectMigrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }));
  return folder;
}

describe('migration 0015: one refund ledger', () => {
  const schema = `m_${randomBytes(6).toString('hex')}`;
  let pool: pg.Pool;
  let oldFolder: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    pool = new pg.Pool({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}` });
    oldFolder = migrationsUpTo(LAST_BEFORE_MERGE);
  });
  afterAll(async () => {
    await pool.query(`drop schema "${schema}" cascade`);
    await pool.end();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('moves every membership refund into payment_refunds, keeps the custom-order refunds, and drops member_refunds', async () => {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: oldFolder, migrationsSchema: schema });
    const users = await pool.query<{ id: string }>(
      `insert into users (issuer, subject, email) values ('test', 'owner', 'owner@example.com'), ('test', 'payer', 'payer@example.com') returning id`,
    );
    const [owner, payer] = users.rows.map((row) => row.id);
    await pool.query(
      `insert into member_refunds (id, user_id, invoice_id, payment_intent_id, amount_cents, refunded_by, created_at) values
        ('re_member_only', $1, 'in_1', 'pi_1', 500, $2, '2026-03-01T10:00:00Z'),
        ('re_in_both', $1, 'in_2', 'pi_2', 2000, $2, '2026-03-02T10:00:00Z')`,
      [payer, owner],
    );
    await pool.query(
      `insert into payment_refunds (id, payment_intent_id, amount_cents, kind, subject_id, user_id, created_at) values
        ('re_order', 'pi_order', 1000, 'custom_order', 'c2b5a0de-8a51-4c1e-9d43-0f7b5e2c9a11', $1, '2026-03-03T10:00:00Z'),
        ('re_in_both', 'pi_2', 2000, 'subscription', $1, $1, '2026-03-02T10:00:05Z'),
        ('re_dashboard', 'pi_3', 300, null, null, null, '2026-03-04T10:00:00Z')`,
      [payer],
    );

    await migrate(db, { migrationsFolder: projectMigrations, migrationsSchema: schema });

    const ledger = await pool.query(
      `select id, payment_intent_id, amount_cents, kind, subject_id, user_id, refunded_by, reason, created_at from payment_refunds order by id`,
    );
    expect(ledger.rows).toEqual([
      { id: 're_dashboard', payment_intent_id: 'pi_3', amount_cents: 300, kind: null, subject_id: null, user_id: null, refunded_by: null, reason: null, created_at: new Date('2026-03-04T10:00:00Z') },
      { id: 're_in_both', payment_intent_id: 'pi_2', amount_cents: 2000, kind: 'subscription', subject_id: 'in_2', user_id: payer, refunded_by: owner, reason: 'requested_by_customer', created_at: new Date('2026-03-02T10:00:00Z') },
      { id: 're_member_only', payment_intent_id: 'pi_1', amount_cents: 500, kind: 'subscription', subject_id: 'in_1', user_id: payer, refunded_by: owner, reason: 'requested_by_customer', created_at: new Date('2026-03-01T10:00:00Z') },
      { id: 're_order', payment_intent_id: 'pi_order', amount_cents: 1000, kind: 'custom_order', subject_id: 'c2b5a0de-8a51-4c1e-9d43-0f7b5e2c9a11', user_id: payer, refunded_by: null, reason: null, created_at: new Date('2026-03-03T10:00:00Z') },
    ]);
    const oldTable = await pool.query(`select to_regclass('member_refunds') as found`);
    expect(oldTable.rows[0]).toEqual({ found: null });
  });
});
