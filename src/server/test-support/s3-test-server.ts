import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * A real S3-protocol server on loopback for the tests: s3rver, a fake S3 written
 * in Node that keeps its objects in a folder of its own, run as a child process
 * (s3rver-process.mjs). The app reaches it through the AWS SDK exactly as it
 * would reach MinIO or R2.
 */

const PROCESS_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs');

/** s3rver's built-in account; it checks that the key exists, not the SigV4 signature. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** The S3_* variables of an app that stores its files in `bucket`. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Makes another empty bucket on the same server; returns its name. */
  createBucket(): Promise<string>;
  /** Stops answering (connections refused) until `start` again, objects kept: an unreachable store. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

function spawnServer(directory: string, bucket: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', PROCESS_SCRIPT, directory, bucket, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, port: (JSON.parse(line) as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${errors}`)));
  });
}

/** Starts one server with one empty bucket on a free port of 127.0.0.1. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-s3-'));
  const bucket = `site-test-${randomBytes(4).toString('hex')}`;
  let running = await spawnServer(directory, bucket, 0);
  const { port } = running;
  const endpoint = `http://127.0.0.1:${port}`;
  let buckets = 0;
  const stop = async () => {
    const { child } = running;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    bucket,
    createBucket: async () => {
      buckets += 1;
      const name = `${bucket}-${buckets}`;
      // s3rver accepts unsigned requests; a bucket is made with a plain PUT.
      const made = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!made.ok) throw new Error(`creating bucket ${name} answered ${made.status}`);
      return name;
    },
    stop,
    start: async () => {
      await stop();
      running = await spawnServer(directory, bucket, port);
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface FetchedMedia {
  statusCode: number;
  contentType: string | undefined;
  body: Buffer;
}

/**
 * Fetches a signed media URL the way a browser does: on object storage the
 * app answers with a redirect to the store's presigned URL, which is followed.
 */
export async function fetchMedia(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<FetchedMedia> {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 302) return { statusCode: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.rawPayload };
  const followed = await fetch(String(res.headers.location));
  return { statusCode: followed.status, contentType: followed.headers.get('content-type') ?? undefined, body: Buffer.from(await followed.arrayBuffer()) };
}
