import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The local Discord stand-in's servers: who is a member and which roles they
 * hold, in the shared database so every instance of a fleet answers alike
 * (ADR 0030), and so tests read the roles the site gave.
 */
export const discordStandinMembers = pgTable(
  'discord_standin_members',
  {
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    roles: text('roles').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.guildId, table.userId] })],
);
