import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live event log: every published event, kept a day so a reconnecting tab
 * can resume from its Last-Event-ID, and read by id when another instance
 * announces it through NOTIFY.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** Who may receive it: 'user' (with userId), 'admins', 'pro' or 'signed_in'. */
    audience: text('audience').notNull(),
    userId: text('user_id'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_created_at_idx').on(table.createdAt)],
);
