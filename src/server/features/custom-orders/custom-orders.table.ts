import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES } from '../../../shared/features/custom-orders.schema.js';
import { users } from '../auth/auth.table.js';

/**
 * SPEC §3 counter records ('requests' with currentCount). Incremented in the
 * transaction that inserts the request, so a rolled-back request gives its
 * number back (gap-free), and the row lock orders simultaneous requests
 * (unique); a sequence would do neither.
 */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  currentCount: integer('current_count').notNull(),
});

/** SPEC §3 custom content request. The buyer's id is kept null if their account is deleted. */
export const customRequests = pgTable(
  'custom_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNumber: integer('request_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** One press of the request button: a retried request finds its first attempt. */
    attemptId: uuid('attempt_id').notNull(),
    outfit: text('outfit').notNull(),
    outfitLabel: text('outfit_label').notNull(),
    topOutfit: text('top_outfit').notNull(),
    topOutfitLabel: text('top_outfit_label').notNull(),
    pose: text('pose').notNull(),
    poseLabel: text('pose_label').notNull(),
    customDetails: text('custom_details'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilled: boolean('fulfilled').notNull().default(false),
    checkoutSessionId: text('checkout_session_id').unique(),
    imageUrl: text('image_url'),
    storagePath: text('storage_path'),
    originalKey: text('original_key'),
    thumbKey: text('thumb_key'),
    displayKey: text('display_key'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** The payment that paid it (what a refund names) and its amount, recorded when it is paid. */
    paymentIntentId: text('payment_intent_id'),
    amountPaidCents: integer('amount_paid_cents'),
    /** Refunded so far (whole or in part); set only by the refund the provider confirmed. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    unique('custom_requests_user_attempt_key').on(t.userId, t.attemptId),
    index('custom_requests_user_idx').on(t.userId, t.createdAt),
    // Vendor Builds' two lists in their order (newest first, the number breaking ties), each over its own rows only.
    index('custom_requests_pending_idx')
      .on(t.createdAt, t.requestNumber)
      .where(sql`${t.status} = 'paid' and ${t.fulfilled} = false and ${t.refundedAt} is null`),
    // The serve log names the delivery of each line it lists by either key.
    index('custom_requests_display_key_idx').on(t.displayKey),
    index('custom_requests_original_key_idx').on(t.originalKey),
    index('custom_requests_past_idx')
      .on(t.createdAt, t.requestNumber)
      .where(sql`${t.status} = 'fulfilled' or ${t.refundedAt} is not null`),
    check('custom_requests_status_check', sql`${t.status} in ('pending_payment', 'paid', 'fulfilled')`),
  ],
);

/** SPEC §3 customLinks: the buyer's purchased content, one record per fulfilled request. */
export const customLinks = pgTable(
  'custom_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => customRequests.id, { onDelete: 'cascade' }),
    requestNumber: integer('request_number').notNull(),
    imageUrl: text('image_url').notNull(),
    topOutfit: text('top_outfit').notNull(),
    topOutfitLabel: text('top_outfit_label').notNull(),
    /** The bottom's id; bottomOutfit holds its label. */
    outfit: text('outfit').notNull(),
    bottomOutfit: text('bottom_outfit').notNull(),
    /** The pose's label; poseId holds its id. */
    pose: text('pose').notNull(),
    poseId: text('pose_id').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }).notNull(),
  },
  // A buyer's purchased content in its order: newest delivery first, the id breaking ties.
  (t) => [index('custom_links_user_idx').on(t.userId, t.fulfilledAt, t.id)],
);

export type CustomRequestRow = typeof customRequests.$inferSelect;
export type NewCustomRequest = typeof customRequests.$inferInsert;
export type CustomLinkRow = typeof customLinks.$inferSelect;
