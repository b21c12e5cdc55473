import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEVICE_TYPES, DOWNLOAD_METHODS } from '../../../shared/features/downloads.schema.js';
import { users } from '../auth/auth.table.js';

/** SPEC §3 photo download event: who tried to save which photo, how, and from where. */
export const downloadEvents = pgTable(
  'download_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    photoUrl: text('photo_url').notNull(),
    galleryName: text('gallery_name').notNull(),
    userAgent: text('user_agent').notNull(),
    ipAddress: text('ip_address').notNull(),
    location: text('location'),
    downloadMethod: text('download_method', { enum: DOWNLOAD_METHODS }).notNull(),
    deviceType: text('device_type', { enum: DEVICE_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The monitor's order, newest first, the id breaking ties: read backwards a page at a time.
  (t) => [index('download_events_created_id_idx').on(t.createdAt, t.id)],
);

export type DownloadEventRow = typeof downloadEvents.$inferSelect;
