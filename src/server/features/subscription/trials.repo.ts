import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/auth.table.js';

/** What the user record keeps of the member's one free trial (ADR 0121); written only through the auth service. */
interface TrialRecord {
  usedAt: Date | null;
  remindedAt: Date | null;
}

export async function findTrialRecord(db: Db, userId: string): Promise<TrialRecord | null> {
  const rows = await db.select({ usedAt: users.trialUsedAt, remindedAt: users.trialRemindedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}
