import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type RedisClient = Redis;

/**
 * A Redis connection through the `ioredis` client (the one @fastify/rate-limit
 * drives). A request waits for at most one reconnect attempt, so an outage
 * slows nothing down for long; errors are logged, not thrown at start.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): RedisClient {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000, lazyConnect: false });
  client.on('error', (err: Error) => log.warn({ err }, 'redis connection problem'));
  return client;
}
