import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** My LinkTree cards (SPEC §3 affiliate link). The image lives in storage at image_path. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    code: text('code'),
    imagePath: text('image_path'),
    link: text('link').notNull(),
    discountPercent: text('discount_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_links_created_at_idx').on(t.createdAt)],
);

export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;
