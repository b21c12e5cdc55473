import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { startRoundRobin } from '../../src/server/test-support/nginx.js';
import { startS3TestServer } from '../../src/server/test-support/s3-test-server.js';
import { freePort, waitUntilReady } from './isolated-server.js';

/**
 * A fleet as an operator runs it, for the fleet journey: Debian's nginx
 * round-robin (no sticky sessions) in front of two built servers, each with a
 * DATA_DIR of its own, on one PostgreSQL and one S3 bucket (s3rver). The
 * database is a fresh one on TEST_DATABASE_URL's server, or, without it, on a
 * PostgreSQL started for the journey from the embedded binaries.
 */

export interface Fleet {
  /** nginx's address: the site's PUBLIC_URL. */
  baseURL: string;
  /** Each instance's host:port, as nginx names it in the X-Served-By header. */
  instances: string[];
  /** What the instances wrote (warnings and errors), to attach when the journey fails. */
  logs(): string;
  stop(): Promise<void>;
}

type Stop = () => Promise<void>;

/** A database of its own on TEST_DATABASE_URL's server, or on an embedded server started here. */
async function freshDatabase(stops: Stop[]): Promise<string> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-e2e-fleet-db-'));
    const server = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'postgres'), maxConnections: 60 });
    stops.push(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    const { host, user, database } = server.connection;
    return `postgres://${user}@localhost/${database}?host=${encodeURIComponent(host)}`;
  }
  const name = `fleet_e2e_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  stops.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}

function startInstance(env: NodeJS.ProcessEnv, stops: Stop[]): { child: ChildProcess; log: () => string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-fleet-'));
  const child = spawn('node', ['dist/node/server/main.js'], { env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  stops.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, log: () => log };
}

export async function startFleet(): Promise<Fleet> {
  const stops: Stop[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const s3 = await startS3TestServer();
    stops.push(() => s3.close());
    const databaseUrl = await freshDatabase(stops);
    const [balancerPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
    const baseURL = `http://127.0.0.1:${balancerPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
      // One secret for the fleet: sessions, signed media URLs and the sign-in provider's keys agree.
      SESSION_SECRET: randomBytes(32).toString('hex'),
    };
    const instances = ports.map((port) => `127.0.0.1:${port}`);
    const logs: (() => string)[] = [];
    // One after the other: the first runs the migrations, the second finds them done.
    for (const port of ports) {
      const instance = startInstance({ ...env, PORT: String(port) }, stops);
      logs.push(() => `--- instance 127.0.0.1:${port}\n${instance.log()}`);
      await waitUntilReady(`http://127.0.0.1:${port}`, instance.child, instance.log);
    }
    const balancer = await startRoundRobin(balancerPort!, instances);
    stops.push(() => balancer.stop());
    return { baseURL, instances, logs: () => logs.map((log) => log()).join('\n'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
