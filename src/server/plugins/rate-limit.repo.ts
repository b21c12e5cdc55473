import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from './rate-limit.table.js';

/**
 * Adds `hits` to `key`'s count in its window, starting a new window of `windowMs`
 * when the last one is over. One statement, so instances counting the same key
 * at once never lose a hit. Returns the count and the milliseconds left.
 */
export async function hitRateLimit(db: Db, key: string, hits: number, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute<{ current: number; ttl: number }>(sql`
    insert into rate_limit_hits (key, count, reset_at)
    values (${key}, ${hits}, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then excluded.count else rate_limit_hits.count + excluded.count end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning count as "current", greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as "ttl"
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { current: number; ttl: number }[];
  const row = rows[0]!;
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Housekeeping: windows that are over count for nothing. */
export async function deleteEndedRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
}
