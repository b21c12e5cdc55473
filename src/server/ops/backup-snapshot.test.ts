import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/prepared.js';
import type { Database } from '../db/client.js';
import { bareSite, type BareSite } from '../test-support/backup-sites.js';
import { testDatabaseUrl } from '../test-support/test-app.js';
import { createBackup } from './backup.service.js';
import { restoreBackup } from './restore.service.js';

/** Accounts, and sign-ups in the membership log (its trigger writes one in each account's own transaction). */
async function accountsAndSignUps(database: Database): Promise<{ accounts: number; signUps: number }> {
  const [row] = rowsOf<{ accounts: number; signUps: number }>(
    await database.db.execute(sql`select (select count(*)::int from users) as "accounts",
      (select count(*)::int from membership_log where event = 'signed_up') as "signUps"`),
  );
  return row!;
}

describe('a backup taken while the site keeps writing', () => {
  const sites: BareSite[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'site-snapshot-'));
  afterAll(async () => {
    for (const site of sites) await site.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores to one consistent state: every account restored has its sign-up logged, and no more', { timeout: 120_000 }, async () => {
    const source = await bareSite(testDatabaseUrl!);
    sites.push(source);
    const signUp = (n: number) => source.database.db.execute(sql`insert into users (issuer, subject, email) values ('test', ${`u${n}`}, ${`u${n}@example.com`})`);
    let made = 0;
    while (made < 20) await signUp((made += 1));

    let writing = true;
    const writer = (async () => {
      while (writing) await signUp((made += 1));
    })();
    const archive = path.join(folder, 'site.tar.gz');
    const madeBefore = made;
    try {
      await createBackup(source, archive);
    } finally {
      writing = false;
      await writer;
    }
    // Sign-ups kept coming while the backup ran, and some came after its snapshot.
    expect(made).toBeGreaterThan(madeBefore);

    const target = await bareSite(testDatabaseUrl!);
    sites.push(target);
    await restoreBackup(target, archive);
    const restored = await accountsAndSignUps(target.database);
    expect(restored.accounts).toBeGreaterThanOrEqual(madeBefore);
    expect(restored.accounts).toBeLessThan(made);
    expect(restored.signUps).toBe(restored.accounts);
  });
});
