import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { findProjectRoot } from '../project-root.js';

/**
 * The server suite runs twice: on a fresh in-memory PGlite per test file, and,
 * in the `server-pg` project, on PostgreSQL in a schema of its own per app.
 */
export const testDatabaseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('hex'), ...env },
    { projectRoot: findProjectRoot() },
  );
  return {
    ...config,
    database: testDatabaseUrl
      ? { kind: 'postgres', url: testDatabaseUrl, schema: `t_${randomBytes(6).toString('hex')}` }
      : { kind: 'pglite', dataDir: null },
    rateLimits: false,
    clientDir: null,
    ...overrides,
  };
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds an app on a database of its own; close it with `app.close()`.
 * `extend` may add probe routes before the app is sealed.
 */
export async function createTestApp(
  config: AppConfig = testConfig(),
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const { database } = config;
  if (database.kind === 'postgres' && database.schema) {
    const schema = database.schema;
    await withAdminClient((client) => client.query(`create schema "${schema}"`));
  }
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    if (database.kind === 'postgres' && database.schema) {
      const schema = database.schema;
      await withAdminClient((client) => client.query(`drop schema "${schema}" cascade`));
    }
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  await extend?.(app);
  await app.ready();
  return app;
}
