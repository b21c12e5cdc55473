import type { Db } from '../db/client.js';
import type { PaymentSimulator } from './payment-simulator.js';
import { insertSimulatorStateIfAbsent, withSimulatorStateLocked } from './payment-simulator.repo.js';
import type { SimulatorState } from './payment-simulator-state.js';

/**
 * Keeps the payment simulator's state in the shared database, so a checkout
 * started through one instance of a fleet is known to the others, and a dev
 * server keeps its payments across restarts (ADR 0030). Every request to the
 * simulator runs through `run`: under the row's lock it first takes what
 * another instance wrote (only when the version moved), then writes back what
 * the request changed. The simulator's own methods stay synchronous.
 */

/** Events kept in the stored copy: enough for the test controls, small enough to write on every change. */
const STORED_EVENTS = 200;

export class PaymentSimulatorStore {
  private version = 0;
  private changed = false;
  private running = false;
  /** Runs of this process, one after another (the row lock orders the instances). */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: Db,
    private readonly simulator: PaymentSimulator,
  ) {
    simulator.onChange = () => {
      if (this.running) this.changed = true;
      // A change made outside `run` (a test calling the simulator directly) is written on its own.
      else void this.run(() => (this.changed = true)).catch(() => undefined);
    };
  }

  /** Stores `initial` unless the database holds a state already, then starts from the stored one. */
  static async open(db: Db, simulator: PaymentSimulator, initial: SimulatorState): Promise<PaymentSimulatorStore> {
    await insertSimulatorStateIfAbsent(db, initial);
    const store = new PaymentSimulatorStore(db, simulator);
    await store.run(() => undefined);
    return store;
  }

  /** Runs `work` on the newest state and stores what it changed, even when it throws (a declined card). */
  async run<T>(work: () => T): Promise<T> {
    const result = this.queue.then(() => this.runLocked(work));
    this.queue = result.catch(() => undefined);
    // Thrown only after the transaction committed, so what the work changed before it threw is kept.
    const outcome = await result;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  private runLocked<T>(work: () => T): Promise<{ value: T } | { error: unknown }> {
    return withSimulatorStateLocked(this.db, async (locked) => {
      if (locked.version !== this.version) this.simulator.replaceState((await locked.read()) as SimulatorState);
      this.version = locked.version;
      this.changed = false;
      this.running = true;
      let outcome: { value: T } | { error: unknown };
      try {
        outcome = { value: work() };
      } catch (error) {
        outcome = { error };
      } finally {
        this.running = false;
      }
      if (this.changed) {
        const state = this.simulator.snapshot();
        this.version = await locked.write({ ...state, events: state.events.slice(-STORED_EVENTS) });
      }
      return outcome;
    });
  }
}
