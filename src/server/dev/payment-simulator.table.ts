import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The payment simulator's records (customers, checkout sessions, subscriptions,
 * invoices, events), one JSON document in the shared database, so a checkout
 * started through one instance of a fleet is known to all of them (ADR 0030).
 * `version` goes up with every write: an instance reloads the document only
 * when another one changed it.
 */
export const paymentSimulatorState = pgTable('payment_simulator_state', {
  id: text('id').primaryKey(),
  state: jsonb('state').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
