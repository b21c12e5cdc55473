import type { Db } from '../db/client.js';
import { hitRateLimit } from './rate-limit.repo.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes to `child`: the route's merged options, with the route under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store that keeps its counters in PostgreSQL, so every
 * instance counts the same hits. The plugin constructs it itself, hence a class
 * made for one database.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    /** One set of counters per route, as the plugin's own stores do. */
    child(routeOptions: object): PostgresRateLimitStore {
      const options = routeOptions as ChildOptions;
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}|` : '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}`);
    }
  };
}
