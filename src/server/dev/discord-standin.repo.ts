import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { discordStandinMembers } from './discord-standin.table.js';

/** The Discord stand-in's members and their roles (discord-standin.table.ts). */

const member = (guildId: string, userId: string) => and(eq(discordStandinMembers.guildId, guildId), eq(discordStandinMembers.userId, userId));

/** Adds the member with these roles; true when they were not there before (Discord answers 201, else 204). */
export async function addStandinMember(db: Db, guildId: string, userId: string, roles: string[]): Promise<boolean> {
  const added = await db.insert(discordStandinMembers).values({ guildId, userId, roles }).onConflictDoNothing().returning({ userId: discordStandinMembers.userId });
  return added.length > 0;
}

/** The member's roles, or null when they are not in the server. */
export async function standinMemberRoles(db: Db, guildId: string, userId: string): Promise<string[] | null> {
  const [row] = await db.select({ roles: discordStandinMembers.roles }).from(discordStandinMembers).where(member(guildId, userId));
  return row ? row.roles : null;
}

/** Gives or takes one role; false when the person is not a member. */
export async function setStandinRole(db: Db, guildId: string, userId: string, roleId: string, held: boolean): Promise<boolean> {
  const roles = held
    ? sql`array_append(array_remove(${discordStandinMembers.roles}, ${roleId}), ${roleId})`
    : sql`array_remove(${discordStandinMembers.roles}, ${roleId})`;
  const changed = await db.update(discordStandinMembers).set({ roles }).where(member(guildId, userId)).returning({ userId: discordStandinMembers.userId });
  return changed.length > 0;
}
