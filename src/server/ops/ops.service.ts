import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import type { AppContext } from '../app-context.js';
import { toCurrentUser } from '../features/auth/auth.service.js';
import { findProjectRoot } from '../project-root.js';
import { appliedMigrationTimes, findMemberRows, listMemberRows, type MemberQuery } from './ops.repo.js';

export type { MemberQuery } from './ops.repo.js';

/** A member as the operator's tools show it: the web app's view of the record, plus when it was created. */
export interface Member extends CurrentUser {
  displayName: string | null;
  createdAt: Date;
}

function toMember(row: Parameters<typeof toCurrentUser>[0]): Member {
  return { ...toCurrentUser(row), displayName: row.displayName, createdAt: row.createdAt };
}

export async function listMembers(ctx: Pick<AppContext, 'database'>, query: MemberQuery = {}): Promise<Member[]> {
  return (await listMemberRows(ctx.database.db, query)).map(toMember);
}

export async function findMembers(ctx: Pick<AppContext, 'database'>, key: string): Promise<Member[]> {
  return (await findMemberRows(ctx.database.db, key)).map(toMember);
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first (drizzle/meta/_journal.json). */
export function committedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(findProjectRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The schema drizzle records applied migrations in (runMigrations uses the app's schema, else "drizzle"). */
function migrationsSchemaOf(ctx: Pick<AppContext, 'config'>): string {
  const database = ctx.config.database;
  return database.kind === 'postgres' && database.schema ? database.schema : 'drizzle';
}

/** Tags of the migrations this database has applied, oldest first. */
export async function appliedMigrations(ctx: Pick<AppContext, 'database' | 'config'>): Promise<string[]> {
  const byTime = new Map(committedMigrations().map((entry) => [entry.when, entry.tag]));
  const times = await appliedMigrationTimes(ctx.database.db, migrationsSchemaOf(ctx));
  return times.map((time) => byTime.get(time) ?? `unknown (${time})`);
}
