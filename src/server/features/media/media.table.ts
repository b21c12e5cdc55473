import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every display-size and original media fetch (thumbnails are left out): who
 * fetched which stored object, when, from where and with what browser. Rows
 * arrive in batches from an in-memory buffer, never on the request path, and
 * are kept MEDIA_SERVE_LOG_DAYS (90 by default). No foreign key: a log line
 * outlives the account or image it names, and a batch never fails on one.
 */
export const mediaServeLog = pgTable(
  'media_serve_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    viewerId: uuid('viewer_id').notNull(),
    objectKey: text('object_key').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    // The Police list's order (newest first, the id breaking ties), and the pruning by age.
    index('media_serve_log_served_at_id_idx').on(t.servedAt, t.id),
    index('media_serve_log_viewer_idx').on(t.viewerId, t.servedAt),
    // The leak tracer asks who received one picture.
    index('media_serve_log_object_idx').on(t.objectKey, t.servedAt),
  ],
);

export type MediaServeLogRow = typeof mediaServeLog.$inferSelect;
export type NewMediaServeLogRow = typeof mediaServeLog.$inferInsert;
