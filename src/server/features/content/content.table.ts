import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Owner-editable site content, one row per key (site settings, poem, links...). */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
