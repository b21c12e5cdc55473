import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `server` project's embedded PostgreSQL; every test app takes a schema of its own on it. */
    embeddedDatabaseUrl: string;
  }
}

/** Enough for every test file of one run at once (each app pools up to 10, plus its listeners). */
const TEST_MAX_CONNECTIONS = 300;

/**
 * Vitest global setup of the `server` project: ONE embedded PostgreSQL, started
 * the way the site starts it, shared by all test files (starting one per file
 * would cost a second each).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-db-'));
  const server = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'postgres'), maxConnections: TEST_MAX_CONNECTIONS });
  const { host, user, database } = server.connection;
  project.provide('embeddedDatabaseUrl', `postgres://${user}@localhost/${database}?host=${encodeURIComponent(host)}`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Rows of one statement, on a connection of its own to the embedded server. */
export async function queryEmbedded(server: EmbeddedPostgres, text: string): Promise<unknown[]> {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
