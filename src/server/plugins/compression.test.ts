import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, configureGallery, photo, upload, type Accounts } from '../test-support/gallery.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

const MAIN_SCRIPT = `console.log(${JSON.stringify('the app '.repeat(400))});`;

/** A client build as `npm run build` leaves it: the main script with its brotli and gzip copies. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>');
  const script = path.join(dir, 'assets', 'app-1a2b.js');
  writeFileSync(script, MAIN_SCRIPT);
  writeFileSync(`${script}.br`, zlib.brotliCompressSync(MAIN_SCRIPT));
  writeFileSync(`${script}.gz`, zlib.gzipSync(MAIN_SCRIPT));
  return dir;
}

/** Response headers of a real HTTP request, read before its body ends (a stream never ends). */
function headersOf(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      request.destroy();
    });
    request.on('error', reject);
  });
}

describe('compression', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let collection: string;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }, { clientDir: fakeClientBuild() }));
    who = await accounts(app, 'compress');
    collection = await configureGallery(app, who.owner, 'compressed');
    for (let i = 0; i < 4; i += 1) expect((await upload(app, who.owner, collection, await photo(60, 40))).statusCode).toBe(201);
  });
  afterAll(async () => app.close());

  it('sends the main script precompressed, brotli first, gzip to browsers without brotli', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_SCRIPT);

    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_SCRIPT);

    const plain = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_SCRIPT);
  });

  it('compresses a JSON answer of 1 KiB and more, and leaves a small one alone', async () => {
    const plain = await app.inject({ url: `/api/galleries/${collection}`, headers: who.pro.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const res = await app.inject({ url: `/api/galleries/${collection}`, headers: { ...who.pro.headers, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());

    const small = await app.inject({ url: '/api/site', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never recompresses image bytes', async () => {
    const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: who.pro.headers })).json() as { images: { display: { url: string } }[] };
    expect(page.images.length).toBeGreaterThan(0);
    for (const image of page.images) {
      const res = await app.inject({ url: image.display.url, headers: { ...who.pro.headers, 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends the live event stream uncompressed and unbuffered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const res = await headersOf(`http://127.0.0.1:${address.port}/api/events`, {
      cookie: who.pro.cookie,
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-accel-buffering']).toBe('no');
  });
});
