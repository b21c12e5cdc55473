import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.js';
import type { Db } from '../db/client.js';
import { isProUserSql, users, type UserRow } from '../features/auth/auth.table.js';

/** Reads for the operator's tools (admin command line, backups); writes go through the features' services. */

export interface MemberQuery {
  /** Part of an e-mail address, username or display name. */
  search?: string;
  tier?: 'pro' | 'basic';
  limit?: number;
}

export async function listMemberRows(db: Db, query: MemberQuery = {}): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.displayName, pattern))!);
  }
  if (query.tier === 'pro') conditions.push(isProUserSql);
  if (query.tier === 'basic') conditions.push(sql`not (${isProUserSql})`);
  const select = db.select().from(users).where(and(...conditions)).orderBy(asc(users.createdAt), asc(users.id));
  return query.limit ? select.limit(query.limit) : select;
}

/** Members an operator means by an id, an e-mail address or a username (an address may belong to more than one account). */
export async function findMemberRows(db: Db, key: string): Promise<UserRow[]> {
  const value = key.trim();
  if (isUuid(value)) return db.select().from(users).where(eq(users.id, value.toLowerCase()));
  return db
    .select()
    .from(users)
    .where(or(eq(users.email, value.toLowerCase()), sql`lower(${users.username}) = ${value.toLowerCase()}`))
    .orderBy(asc(users.createdAt));
}

/** Names of the migrations recorded as applied, oldest first (drizzle keeps them in <schema>.__drizzle_migrations). */
export async function appliedMigrationTimes(db: Db, schema: string): Promise<number[]> {
  const table = sql.raw(`"${schema.replaceAll('"', '""')}"."__drizzle_migrations"`);
  const result = await db.execute(sql`select created_at from ${table} order by created_at`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { created_at: string | number }[];
  return rows.map((row) => Number(row.created_at));
}

/** The database server's clock (doctor compares it with this machine's). */
export async function databaseClock(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select now()::text as now`)) as unknown as { rows: { now: string }[] };
  return new Date(result.rows[0]!.now);
}
