/**
 * The one way the bench starts the site it measures: the built server (dist/)
 * as a process of its own, configured as a real deployment behind one proxy
 * (rate limits on, compression on, TRUST_PROXY=1), on a fresh database of the
 * external PostgreSQL of BENCH_DATABASE_URL or on its own embedded PostgreSQL.
 *
 * NODE_ENV=production refuses the local sign-in and the payment simulator, and
 * the real ones (Google, Stripe) cannot be reached from a benchmark, so the
 * site runs with NODE_ENV=development, whose only other differences are the
 * demo galleries on an empty embedded database and log formatting (logs are
 * kept to warnings). Visitors sign in through the real sign-in pages over HTTP,
 * each from an address of its own, sent as the proxy would in X-Forwarded-For.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl } from './bench-app.js';
import { freePort, startSite, stopSite, type RunningSite } from './process-tree.js';

export { benchDatabaseUrl };
export const OWNER_EMAIL = 'owner@example.com';
/** The built server: `npm run build` makes it. */
export const SERVER_ENTRY = 'dist/node/server/main.js';

export interface ProductionSite {
  url: string;
  /** Where a bare `pg` client reaches the site's database (the floors). */
  database: pg.ClientConfig;
  databaseName: string;
  /** What the operator's commands (backup, restore) need to reach this site's data. */
  cliEnv: Record<string, string>;
  /** An empty place to restore into, in the same kind of database. */
  emptyTarget: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
  process: RunningSite;
  stop: () => Promise<void>;
}

/** The n-th client address of a run (10.x.y.z, one per visitor), as a proxy would forward it. */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The load average, printed with every figure: this machine may be shared. */
export const load = () => `load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`;

/** The embedded PostgreSQL's socket folder, found under the data folder once the site runs. */
function embeddedConnection(dataDir: string): pg.ClientConfig {
  const cluster = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(cluster, '.s.PGSQL.5432'))) {
    const candidates = readdirSync(tmpdir()).filter((name) => name.startsWith('site-pg-')).map((name) => path.join(tmpdir(), name));
    const socketDir = candidates.find((dir) => existsSync(path.join(dir, '.s.PGSQL.5432')));
    if (!socketDir) throw new Error('cannot find the embedded PostgreSQL socket');
    return { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' };
  }
  return { host: cluster, port: 5432, user: 'postgres', database: 'postgres' };
}

/** A database of its own on the external server, so a run never meets another's tables. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startProductionSite(extraEnv: Record<string, string> = {}): Promise<ProductionSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const external = benchDatabaseUrl ? await freshDatabase(benchDatabaseUrl) : null;
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: OWNER_EMAIL,
    ...(external ? { DATABASE_URL: external.url } : {}),
    ...extraEnv,
  };
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  let running: RunningSite;
  try {
    running = await startSite(SERVER_ENTRY, env);
  } catch (error) {
    await external?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const database = external ? { connectionString: external.url } : embeddedConnection(dataDir);
  return {
    url,
    database,
    databaseName: external ? 'PostgreSQL' : 'embedded PostgreSQL',
    cliEnv: { DATA_DIR: dataDir, ...(external ? { DATABASE_URL: external.url } : {}) },
    emptyTarget: async () => {
      const emptyDir = mkdtempSync(path.join(tmpdir(), 'site-restore-'));
      const emptyDatabase = benchDatabaseUrl ? await freshDatabase(benchDatabaseUrl) : null;
      return {
        env: { DATA_DIR: emptyDir, ...(emptyDatabase ? { DATABASE_URL: emptyDatabase.url } : {}) },
        drop: async () => {
          await emptyDatabase?.drop();
          rmSync(emptyDir, { recursive: true, force: true });
        },
      };
    },
    process: running,
    stop: async () => {
      const { clean } = await stopSite(running);
      if (!clean) process.stdout.write('  (the site did not stop cleanly)\n');
      await external?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in visitor: the session cookie, the headers our client sends, and the address it comes from. */
export interface Visitor {
  email: string;
  address: string;
  headers: Record<string, string>;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]!);

/**
 * Signs `email` in through the sign-in pages over HTTP, the way a browser goes:
 * our login route, the sign-in form, back to our callback, which sets the session.
 */
export async function signIn(site: Pick<ProductionSite, 'url'>, email: string, address: string): Promise<Visitor> {
  const jar = new Map<string, string>();
  const take = (response: Response) => {
    for (const cookie of cookiesOf(response)) {
      const [name, ...value] = cookie.split('=');
      jar.set(name!, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = async (target: string) => {
    const response = await fetch(new URL(target, site.url), { redirect: 'manual', headers: { cookie: cookie(), 'x-forwarded-for': address } });
    take(response);
    return response;
  };
  let response = await get('/api/auth/login?mode=redirect');
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`sign-in of ${email} stopped with ${response.status}`);
    const next = new URL(location, site.url);
    response = await get(`${next.pathname}${next.search}`);
    if (next.pathname === '/api/auth/callback') {
      const session = [...jar.keys()].find((name) => name === 'sid' || name === '__Host-sid');
      if (!session) throw new Error(`sign-in of ${email} set no session (${response.status} to ${response.headers.get('location') ?? "nowhere"})`);
      const sessionCookie = `${session}=${jar.get(session)}`;
      return { email, address, headers: { cookie: sessionCookie, origin: site.url, 'x-requested-with': 'fetch', 'x-forwarded-for': address } };
    }
    if (response.status === 200 && next.pathname.startsWith('/oidc/interaction/')) {
      response = await fetch(new URL(next.pathname, site.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body: new URLSearchParams({ email, name: '', action: 'sign-in' }).toString(),
      });
      take(response);
    }
  }
  throw new Error(`sign-in of ${email} did not come back to the site`);
}

/** Calls the site as `who` and returns the JSON answer; any answer but 2xx stops the run. */
export async function call<T>(site: ProductionSite, who: Visitor, target: string, init: { method?: string; json?: unknown; body?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = { ...who.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(new URL(target, site.url), {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${target} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Signs `count` visitors in, a few at a time, each from an address of its own. */
export async function signInMany(site: ProductionSite, prefix: string, count: number, firstAddress: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  const AT_ONCE = 8;
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => start + i);
    visitors.push(...(await Promise.all(batch.map((i) => signIn(site, `${prefix}${i}@example.com`, clientAddress(firstAddress + i))))));
  }
  return visitors;
}
