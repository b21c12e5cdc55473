import { setTimeout as sleep } from 'node:timers/promises';

/** First re-check a moment after a connection broke, then less often, never more than a second apart. */
const FIRST_CHECK_MS = 100;
const MAX_CHECK_MS = 1_000;

export interface DatabaseAvailability {
  /** False from a failed check until the database answers again. */
  readonly available: boolean;
  /** Called with `false` when the database stops answering and `true` when it is back; returns an unsubscribe. */
  onChange(listener: (available: boolean) => void): () => void;
}

/**
 * Whether the database answers, learned from broken connections rather than by
 * polling: a connection that breaks starts a check; if the database does not
 * answer, it is marked unavailable and checked again with a growing pause until
 * it does. A single ended connection (an administrator's pg_terminate_backend)
 * passes its check and changes nothing.
 */
export class AvailabilityMonitor implements DatabaseAvailability {
  private isAvailable = true;
  private checking: Promise<void> | null = null;
  private closed = false;
  private readonly listeners = new Set<(available: boolean) => void>();

  constructor(private readonly probe: () => Promise<void>) {}

  get available(): boolean {
    return this.isAvailable;
  }

  onChange(listener: (available: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A connection broke: check the database, and keep checking until it answers. */
  connectionLost(): void {
    if (this.closed) return;
    this.checking ??= this.checkUntilAnswered().finally(() => (this.checking = null));
  }

  private async checkUntilAnswered(): Promise<void> {
    for (let pause = FIRST_CHECK_MS; !this.closed; pause = Math.min(pause * 2, MAX_CHECK_MS)) {
      try {
        await this.probe();
        this.set(true);
        return;
      } catch {
        this.set(false);
      }
      await sleep(pause);
    }
  }

  private set(available: boolean): void {
    if (this.isAvailable === available || this.closed) return;
    this.isAvailable = available;
    for (const listener of this.listeners) listener(available);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.checking;
  }
}
