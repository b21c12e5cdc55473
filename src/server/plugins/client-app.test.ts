import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { updateSiteSettings } from '../features/content/content.service.js';
import { fakeClientBuild } from '../test-support/client-build.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

const INSTAGRAM_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.31.103';

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

  it('sends the prerendered home page with the current settings, and a changed setting on the next load', async () => {
    const first = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Art &amp; Tech Studio</h1>');
    expect(first.body).toContain('<title>Art &amp; Tech Studio</title>');
    expect(first.body).toContain('href="mailto:support@example.com"');
    expect(first.body).toContain(`<meta property="og:url" content="${app.ctx.config.publicUrl}/">`);
    expect(first.body).not.toMatch(/__[A-Z_]+__/);
    const embedded = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(first.body);
    expect(JSON.parse(embedded?.[1] ?? 'null')).toMatchObject({ siteTitle: 'Art & Tech Studio', companyName: 'Art & Tech Studio LLC' });

    await updateSiteSettings(app.ctx.database.db, { siteTitle: 'Night <Studio>', companyName: 'Owl "Works"', copyrightYear: 2031 });
    const next = await app.inject({ method: 'GET', url: '/' });
    expect(next.body).toContain('<h1>Night &lt;Studio&gt;</h1>');
    expect(next.body).toContain('© 2031 Owl &quot;Works&quot;');
    // The JSON cannot end its script element early.
    expect(next.body).toContain('"siteTitle":"Night \\u003cStudio>"');
    expect(next.body).not.toContain('Art &amp; Tech Studio');
  });

  it('sends in-app browsers the variant of the home page with their warning, and says the page varies by browser', async () => {
    const inApp = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': INSTAGRAM_UA } });
    expect(inApp.body).toContain('Open the site in your browser');
    expect(inApp.headers.vary).toMatch(/user-agent/i);
    const ordinary = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } });
    expect(ordinary.body).not.toContain('Open the site in your browser');
    expect(ordinary.headers.vary).toMatch(/user-agent/i);
  });

  it('fills the app shell for the other client routes, and never sends a template as it is', async () => {
    const shell = await app.inject({ method: 'GET', url: CLIENT_ROUTES.authHome });
    expect(shell.body).toContain('<script id="site-settings" type="application/json">');
    expect(shell.body).not.toMatch(/__[A-Z_]+__/);
    for (const url of ['/index.html', '/prerendered/home.html', '/.vite/manifest.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves a web app manifest named after the site', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json() as { name: string; start_url: string; icons: { sizes: string }[] };
    expect(manifest.name).toBe((await app.inject({ method: 'GET', url: '/api/site' })).json().siteTitle);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
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
