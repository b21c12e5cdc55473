import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key that draws every member's mark. Kept in the database, not derived
 * from SESSION_SECRET, so rotating that secret never makes earlier copies
 * untraceable, every instance marks alike, and a backup keeps it.
 */
export const viewerMarkKey = pgTable(
  'viewer_mark_key',
  {
    id: integer('id').primaryKey().default(1),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('viewer_mark_key_single_row', sql`${t.id} = 1`)],
);

/** A perceptual fingerprint per Pro display image, made the first time a trace needs it. */
export const imageFingerprints = pgTable('image_fingerprints', {
  displayKey: text('display_key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The members' marked copies in storage (one per member and picture, made on
 * first request), so the total can be capped and the least recently used
 * evicted. `last_used_at` is written in batches, never on the request path.
 */
export const markedCopies = pgTable(
  'marked_copies',
  {
    storageKey: text('storage_key').primaryKey(),
    viewerId: text('viewer_id').notNull(),
    displayKey: text('display_key').notNull(),
    bytes: integer('bytes').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marked_copies_last_used_idx').on(t.lastUsedAt)],
);
