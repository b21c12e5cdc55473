import { eq, sql } from 'drizzle-orm';
import { users } from './auth.table.js';
import type { Db } from '../../db/client.js';

/**
 * Writes a past membership history through the real path: each event is a
 * normal insert or update of users, so the database's trigger logs it; the
 * transaction sets app.membership_changed_at so the log dates it in the past.
 * Used by the server tests (hand-computed analytics) and the demo seed command.
 */

export interface MembershipChange {
  role?: 'user' | 'pro_user' | 'admin';
  isPro?: boolean;
  complimentaryPro?: boolean;
  subscriptionStatus?: 'active' | 'pending_cancellation' | 'canceled' | null;
}

export type HistoryEvent =
  | { at: Date; member: string; signUp: true }
  | { at: Date; member: string; change: MembershipChange };

export const SEED_ISSUER = 'seed:membership-history';

/** Applies the events in order; returns the user id of each member key. */
export async function seedMembershipHistory(db: Db, events: HistoryEvent[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.membership_changed_at', ${event.at.toISOString()}, true)`);
      if ('signUp' in event) {
        const [row] = await tx
          .insert(users)
          .values({ issuer: SEED_ISSUER, subject: event.member, email: `${event.member}@seed.invalid`, createdAt: event.at })
          .returning({ id: users.id });
        ids.set(event.member, row!.id);
        return;
      }
      const id = ids.get(event.member);
      if (!id) throw new Error(`${event.member} changes before signing up`);
      await tx.update(users).set(event.change).where(eq(users.id, id));
    });
  }
  return ids;
}
