import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where the catch-up with the payment provider stands (ADR 0083), in the
 * database so every instance shares it and a restart resumes: one row per
 * provider account. `lease_until` lets one instance at a time run a pass.
 */
export const paymentCatchUp = pgTable('payment_catch_up', {
  name: text('name').primaryKey(),
  /** The provider's objects created from here on are read at the next pass (less a look-back). */
  cursor: timestamp('cursor', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
