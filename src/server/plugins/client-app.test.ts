import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the built client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { clientDir: fakeClientBuild() }));
  });
  afterAll(async () => app.close());

  it.each(Object.values(CLIENT_ROUTES))('a hard refresh on %s gets the app shell', async (route) => {
    const res = await app.inject({ method: 'GET', url: `${route}?session_id=cs_1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('redirects any other page path to /', async () => {
    for (const url of ['/nowhere', '/auth-home/deeper', '/gallery']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('serves hashed assets with a long cache and files at the root', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers a missing file or unknown API path with a JSON 404, not a redirect', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toMatchObject({ code: 'not_found' });
  });
});

describe('without a client build', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const app = await createTestApp(testConfig({}, { clientDir: path.join(tmpdir(), 'no-such-build') }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'client_not_built' });
    await app.close();
  });
});
