import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every open event stream on every instance, so the per-user stream limit holds
 * across the fleet. An instance refreshes `seen_at` of its own streams at each
 * session recheck; a row not refreshed for a while belongs to an instance that
 * stopped and no longer counts.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_streams_user_id_idx').on(table.userId, table.openedAt)],
);
