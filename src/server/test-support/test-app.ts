import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, createFeatureModules } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { FeatureModule } from '../feature-module.js';
import { findProjectRoot } from '../project-root.js';

/**
 * The server suite runs twice: on the embedded PostgreSQL (`server` project, one
 * server for the run, see embedded-test-server.ts) and on an external PostgreSQL
 * (`server-pg`), each app in a schema of its own. Outside Vitest (benchmarks)
 * every app starts an embedded PostgreSQL of its own in its DATA_DIR, as the site does.
 */
async function sharedTestDatabaseUrl(): Promise<string | undefined> {
  if (process.env.TEST_DB === 'postgres') return process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'embedded') return (await import('vitest')).inject('embeddedDatabaseUrl');
  return undefined;
}
export const testDatabaseUrl = await sharedTestDatabaseUrl();

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
      : config.database,
    rateLimits: false,
    clientDir: null,
    ...overrides,
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** app.ts's modules with some swapped for instances a test holds (by name: a chat module whose sends it controls, say). */
export function featureModulesWith(...replacements: FeatureModule[]): FeatureModule[] {
  const modules = createFeatureModules();
  for (const replacement of replacements) {
    if (!modules.some((module) => module.name === replacement.name)) throw new Error(`No module named ${replacement.name} to replace.`);
  }
  return modules.map((module) => replacements.find((replacement) => replacement.name === module.name) ?? module);
}

/**
 * Builds an app on a database of its own; close it with `app.close()`.
 * `extend` may add probe routes before the app is sealed; `modules` replaces
 * app.ts's list (a probe module added to it, say).
 */
export async function createTestApp(
  config: AppConfig = testConfig(),
  extend?: (app: FastifyInstance) => void | Promise<void>,
  modules?: readonly FeatureModule[],
): Promise<FastifyInstance> {
  const { database } = config;
  if (database.kind === 'postgres' && database.schema) {
    const schema = database.schema;
    await withAdminClient(database.url, (client) => client.query(`create schema "${schema}"`));
  }
  const app = await buildApp(config, modules);
  app.addHook('onClose', async () => {
    if (database.kind === 'postgres' && database.schema) {
      const schema = database.schema;
      await withAdminClient(database.url, (client) => client.query(`drop schema "${schema}" cascade`));
    }
    // An embedded database (benchmarks) lives in the DATA_DIR: stopped before the folder goes.
    if (database.kind === 'embedded') await app.ctx.database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  await extend?.(app);
  await app.ready();
  return app;
}
