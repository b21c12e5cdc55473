import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';

/**
 * A member's Discord account, and what the role job has done about it.
 * `roleGranted` is what Discord was last told; the job compares it with
 * whether the member should hold the role now (linked and Pro) and acts on
 * the difference, so a change made anywhere (a lapse, a refund, the end of a
 * complimentary grant) reaches Discord without the code that made it knowing.
 * An unlinked row stays until its role is removed. `accessToken` is kept only
 * until the member is added to the server (guilds.join), then cleared.
 */
export const discordLinks = pgTable('discord_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discordUserId: text('discord_user_id').notNull().unique(),
  discordUsername: text('discord_username').notNull(),
  accessToken: text('access_token'),
  linked: boolean('linked').notNull().default(true),
  roleGranted: boolean('role_granted').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
