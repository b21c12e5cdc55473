import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * When an item (picture, gallery, What's New update) reaches members (ADR 0131): `publishedAt` is set
 * once, when it became visible (at once, or by the due-items claim); until then `scheduledFor` is when
 * it should, or null for a draft. A row made without a choice is published at once.
 */
export const publicationColumns = () => ({
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
});

/** The one test every member-facing read adds, and the predicate of the partial page indexes. */
export const isPublished = (publishedAt: AnyPgColumn): SQL => sql`${publishedAt} is not null`;

/** The owner's publishing settings: one row (id 1), absent until first saved. */
export const publishingSettings = pgTable(
  'publishing_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** IANA name; schedules are typed and shown in it. */
    timeZone: text('time_zone').notNull(),
    showNextDropTitle: boolean('show_next_drop_title').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('publishing_settings_single_row', sql`${t.id} = 1`)],
);
