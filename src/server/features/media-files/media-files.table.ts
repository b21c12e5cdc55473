import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Files on their way into storage (or out of it) without a row that owns them
 * yet (or any more). An upload records its keys here before writing them and
 * deletes this row in the same transaction that inserts the owning row; a
 * delete records the keys in the transaction that removes the row. A row left
 * here by a crash names files nobody owns: the sweep removes them.
 */
export const pendingFileWrites = pgTable(
  'pending_file_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keys: text('keys').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_file_writes_created_idx').on(t.createdAt)],
);
