import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { publicationColumns } from '../publishing/publishing.table.js';

/** Latest Updates (SPEC §3 whats_new entry): a free-text date label and markdown text. */
export const whatsNew = pgTable(
  'whats_new',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: text('date').notNull(),
    update: text('update').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    lastEdited: timestamp('last_edited', { withTimezone: true }),
    ...publicationColumns(),
  },
  (t) => [index('whats_new_timestamp_idx').on(t.timestamp)],
);

export type WhatsNewRow = typeof whatsNew.$inferSelect;
