import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../src/server/test-support/test-app.js';

/** The external PostgreSQL the benchmarks use when one is given; else each app runs the embedded one. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A quiet app on the external PostgreSQL (a schema of its own, dropped on close) or on an embedded one. */
export function createBenchApp(extend?: (app: FastifyInstance) => void | Promise<void>): Promise<FastifyInstance> {
  const database = benchDatabaseUrl ? { database: { kind: 'postgres' as const, url: benchDatabaseUrl, schema: `bench_${randomBytes(4).toString('hex')}` } } : {};
  return createTestApp(testConfig({ LOG_LEVEL: 'silent' }, database), extend);
}

export const mib = (bytes: number) => bytes / 1024 / 1024;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
