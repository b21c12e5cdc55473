import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { photo } from './test-support/gallery.js';
import { nginxAvailable, startRoundRobin, type RoundRobin } from './test-support/nginx.js';
import { listenLocally } from './test-support/sse.js';
import { signInOwner, signInPro, type Person } from './test-support/people.js';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.js';
import { createTestApp, testConfig, testDatabaseUrl } from './test-support/test-app.js';

/**
 * A fleet as an operator runs it: nginx round-robin in front of two instances
 * with separate DATA_DIRs, one PostgreSQL and one bucket. Every request may
 * land on either instance; uploads and the files they make must not care.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** host:port of an instance, as nginx names its upstreams. */
const listen = async (app: FastifyInstance): Promise<string> => new URL(await listenLocally(app)).host;

/** Why the fleet cannot be started here, if it cannot. */
const missing = !nginxAvailable()
  ? 'nginx is not installed (apt-get install nginx, or set NGINX_PATH)'
  : testDatabaseUrl === undefined
    ? 'there is no database server both instances reach'
    : undefined;
/** CI installs nginx (.ci/run): there a missing part fails the test instead of skipping it. */
const ci = process.env.CI === 'true' || process.env.CI === '1';

describe.runIf(!missing || ci)('a fleet behind nginx on one PostgreSQL and one bucket', () => {
  let s3: S3TestServer;
  let balancer: RoundRobin;
  const instances: FastifyInstance[] = [];
  /** Media requests each instance answered, to show both took part. */
  const mediaServed = [0, 0];
  let owner: Person;
  let pro: Person;

  const countMedia = (index: number) => (app: FastifyInstance) => {
    app.addHook('onResponse', async (request) => {
      if (request.url.startsWith('/api/media/')) mediaServed[index]! += 1;
    });
  };

  beforeAll(async () => {
    if (missing) throw new Error(`CI=true, but the fleet test cannot run: ${missing}`);
    s3 = await startS3TestServer();
    const port = await freePort();
    const shared = {
      ...s3.env,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAILS: 'owner@example.com',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
    };
    const firstConfig = testConfig(shared);
    const secondConfig = { ...testConfig(shared), database: firstConfig.database };
    instances.push(await createTestApp(firstConfig, countMedia(0)));
    const second = await buildApp(secondConfig);
    second.addHook('onClose', async () => rmSync(secondConfig.dataDir, { recursive: true, force: true }));
    countMedia(1)(second);
    instances.push(second);
    const upstreams = [await listen(instances[0]!), await listen(second)];
    balancer = await startRoundRobin(port, upstreams);
    // Sessions live in the shared database: made on one instance, valid on both.
    owner = await signInOwner(instances[0]!);
    pro = await signInPro(instances[1]!, 'fleet-pro@example.com');
  }, 60_000);
  afterAll(async () => {
    await balancer?.stop();
    for (const app of [...instances].reverse()) await app.close();
    await s3?.close();
  });

  it('serves through either instance every image uploaded through either', async () => {
    const uploaded: { id: string; url: string; thumb: { url: string }; display: { url: string } }[] = [];
    for (const name of ['one.jpg', 'two.jpg', 'three.jpg']) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await photo(500, 400))], { type: 'image/jpeg' }), name);
      const res = await fetch(`${balancer.url}/api/galleries/gallery_pro/images`, { method: 'POST', headers: owner.headers, body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      uploaded.push((await res.json()) as (typeof uploaded)[number]);
    }

    for (let round = 0; round < 2; round += 1) {
      const listed = await fetch(`${balancer.url}/api/galleries/gallery_pro`, { headers: pro.headers });
      expect(listed.status).toBe(200);
      const ids = ((await listed.json()) as { images: { id: string }[] }).images.map((image) => image.id);
      expect(ids).toEqual(expect.arrayContaining(uploaded.map((image) => image.id)));
    }

    for (const image of uploaded) {
      for (const url of [image.url, image.thumb.url, image.display.url]) {
        // Two requests in a row go to the two instances in turn.
        const answers = [await fetch(`${balancer.url}${url}`, { headers: pro.headers }), await fetch(`${balancer.url}${url}`, { headers: pro.headers })];
        for (const answer of answers) expect(answer.status, url).toBe(200);
        const [a, b] = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
        expect(a!.equals(b!), url).toBe(true);
        expect(a!.length, url).toBeGreaterThan(100);
      }
    }
    expect(mediaServed[0]).toBeGreaterThan(0);
    expect(mediaServed[1]).toBeGreaterThan(0);
    expect(mediaServed[0]! + mediaServed[1]!).toBe(uploaded.length * 3 * 2);
  });
});

if (missing && !ci) console.warn(`Skipping the fleet test: ${missing}.`);
