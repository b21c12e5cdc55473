import { loadConfigFromProcess } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { seedMembershipHistory, type HistoryEvent } from '../src/server/features/auth/membership-history.seed.js';
import { findProjectRoot } from '../src/server/project-root.js';

/**
 * `npm run seed:demo-history`: gives a fresh site (DATA_DIR
 * or DATABASE_URL, before the server starts) a membership history over the past
 * year, so analytics have something to show. The browser journey for analytics
 * checks the figures this history gives.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS + 12 * 60 * 60 * 1000);

function demoHistory(now = new Date()): HistoryEvent[] {
  const at = (days: number) => daysAgo(days, now);
  return [
    { at: at(300), member: 'ann', signUp: true },
    { at: at(200), member: 'ben', signUp: true },
    { at: at(200), member: 'ann', change: { role: 'pro_user', subscriptionStatus: 'active' } },
    { at: at(20), member: 'cat', signUp: true },
    { at: at(20), member: 'dan', signUp: true },
    { at: at(20), member: 'cat', change: { isPro: true } },
    { at: at(5), member: 'ben', change: { role: 'pro_user', subscriptionStatus: 'active' } },
    { at: at(5), member: 'ann', change: { subscriptionStatus: 'pending_cancellation' } },
    { at: at(2), member: 'ann', change: { role: 'user', subscriptionStatus: 'canceled' } },
    { at: at(2), member: 'eve', signUp: true },
  ];
}

async function main(): Promise<void> {
  const config = loadConfigFromProcess({ projectRoot: findProjectRoot() });
  // Made-up members have no place in a real site's figures.
  if (config.env === 'production') throw new Error('refusing to seed made-up history with NODE_ENV=production');
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    await seedMembershipHistory(database.db, demoHistory());
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
