import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentSimulatorState } from './payment-simulator.table.js';

/** The payment simulator's one state document (payment-simulator.table.ts). */

const ROW_ID = 'simulator';

/** Writes `state` as version 1 unless an instance wrote one already. */
export async function insertSimulatorStateIfAbsent(db: Db, state: unknown): Promise<void> {
  await db.insert(paymentSimulatorState).values({ id: ROW_ID, state, version: 1 }).onConflictDoNothing();
}

export interface LockedSimulatorState {
  version: number;
  /** Reads the document; called only when the caller's copy is older than `version`. */
  read(): Promise<unknown>;
  /** Writes the document as the next version and returns that version. */
  write(state: unknown): Promise<number>;
}

/**
 * Runs `work` holding the row's lock, in one transaction: instances change the
 * simulator one at a time, each starting from the last one's writes.
 */
export async function withSimulatorStateLocked<T>(db: Db, work: (locked: LockedSimulatorState) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: paymentSimulatorState.version })
      .from(paymentSimulatorState)
      .where(eq(paymentSimulatorState.id, ROW_ID))
      .for('update');
    if (!row) throw new Error('the payment simulator has no state row: insertSimulatorStateIfAbsent runs at start-up');
    return work({
      version: row.version,
      read: async () => {
        const [found] = await tx.select({ state: paymentSimulatorState.state }).from(paymentSimulatorState).where(eq(paymentSimulatorState.id, ROW_ID));
        return found!.state;
      },
      write: async (state) => {
        const version = row.version + 1;
        await tx.update(paymentSimulatorState).set({ state, version, updatedAt: sql`now()` }).where(eq(paymentSimulatorState.id, ROW_ID));
        return version;
      },
    });
  });
}
