import type { Db } from '../db/client.js';
import { hitRateLimit } from './rate-limit.repo.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes to `child`: the route's merged options, with the route under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** One key's hits on this instance. */
interface LocalCount {
  /** Hits let through here and not yet added to the shared counter. */
  unshared: number;
  /** When this instance's window ends (the shared window's end once it has been consulted). */
  resetAt: number;
  /** The shared counter has been consulted in this window: every further hit goes to it. */
  shared: boolean;
}

/**
 * The share of a limit each instance may count on its own before it consults
 * the shared counter (ADR 0085). Limits below 40 get no local share: every hit
 * is counted in PostgreSQL, exactly.
 */
export const LOCAL_SHARE = 1 / 20;
export const localAllowance = (max: number): number => Math.floor(max * LOCAL_SHARE);

/** Keys counted in memory at most (about 100 bytes each); past it, hits of new keys go to PostgreSQL at once. */
const MAX_LOCAL_KEYS = 100_000;

/**
 * A @fastify/rate-limit store whose counters are shared by every instance
 * through PostgreSQL, written only where a limit is near (ADR 0085): each
 * instance counts a key in memory until it has seen `localAllowance(max)`
 * hits, then adds them to the shared row in one statement and, for the rest of
 * that shared window, counts every hit there. A client well under its limit
 * costs no database write. The plugin constructs the store itself, hence a
 * class made for one database; `sweep` forgets windows that are over.
 */
export function postgresRateLimitStore(db: Db) {
  const counts = new Map<string, LocalCount>();

  class PostgresRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const now = Date.now();
      const fullKey = `${this.prefix}${key}`;
      let count = counts.get(fullKey);
      if (!count || count.resetAt <= now) {
        // Hits not yet shared are carried over, so every hit is shared or forgotten only when idle.
        count = { unshared: count?.unshared ?? 0, resetAt: now + timeWindow, shared: counts.size >= MAX_LOCAL_KEYS };
        if (!count.shared) counts.set(fullKey, count);
      }
      if (!count.shared && count.unshared + 1 < localAllowance(max)) {
        count.unshared += 1;
        done(null, { current: count.unshared, ttl: count.resetAt - now });
        return;
      }
      const hits = count.unshared + 1;
      count.unshared = 0;
      count.shared = true;
      const local = count;
      hitRateLimit(db, fullKey, hits, timeWindow).then(
        (result) => {
          // Follow the shared window, so this instance stays in it until it ends everywhere.
          local.resetAt = Date.now() + result.ttl;
          done(null, result);
        },
        (error: Error) => done(error),
      );
    }

    /** One set of counters per route, as the plugin's own stores do. */
    child(routeOptions: object): PostgresRateLimitStore {
      const options = routeOptions as ChildOptions;
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}|` : '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}`);
    }
  }

  /** Forgets keys whose window ended: their unshared hits were under a twentieth of the limit. */
  const sweep = (now: number): void => {
    for (const [key, count] of counts) if (count.resetAt <= now) counts.delete(key);
  };
  return { Store: PostgresRateLimitStore, sweep };
}
