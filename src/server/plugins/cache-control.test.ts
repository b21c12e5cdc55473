import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../shared/features/auth.schema.js';
import { configureGallery, photo, upload } from '../test-support/gallery.js';
import { signInOwner, type Person } from '../test-support/people.js';
import { createTestApp } from '../test-support/test-app.js';
import { PERSONAL_CACHE_CONTROL } from './cache-control.js';
import { OPENAPI_PATH } from './openapi.js';

/** API answers that anyone may receive, with what they let caches do. */
const PUBLIC: Record<string, string> = {
  'GET /api/site': 'no-cache',
  [`GET ${OPENAPI_PATH}`]: 'no-cache',
  [`GET ${AUTH_PATHS.popupScript}`]: 'no-cache',
};

/** Personal lists sent with an ETag: the browser keeps its own copy and revalidates it; no shared cache stores it (ADR 0081). */
const REVALIDATED = new Set(['GET /api/galleries/:collection']);

/** Not walked here, each with its reason. */
const NOT_WALKED: Record<string, string> = {
  'GET /api/events': 'an open event stream (no-cache, no-transform): live/ tests',
};

/** Fastify's `/a/:b` from OpenAPI's `/a/{b}` (the media route's trailing wildcard is described as `{path}`). */
const fastifyPath = (openApiPath: string) => openApiPath.replace(/^\/api\/media\/\{path\}$/, '/api/media/*').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

describe('Cache-Control on every API answer', () => {
  let app: FastifyInstance;
  let owner: Person;
  let collection: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    collection = await configureGallery(app, owner, 'cached');
    expect((await upload(app, owner, collection, await photo(32, 24))).statusCode).toBe(201);
  }, 120_000);
  afterAll(async () => app.close());

  /** Every method and path of the API description, and every /api route the route list holds. */
  async function everyApiRoute(): Promise<string[]> {
    const doc = (await app.inject({ url: OPENAPI_PATH })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const described = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`));
    const listed = app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    // Signing out ends the owner's session: walked last.
    const logout = `POST ${AUTH_PATHS.logout}`;
    return [...new Set([...described, ...listed])].filter((route) => !NOT_WALKED[route]).sort((a, b) => Number(a === logout) - Number(b === logout));
  }

  it('keeps the owner’s own record and the Pro poem out of every cache', async () => {
    for (const url of [AUTH_PATHS.me, '/api/content/poem', '/api/admin/members']) {
      const res = await app.inject({ url, headers: owner.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('says private, no-store on every answer carrying personal, Pro or admin data, and what public ones allow', async () => {
    const routes = await everyApiRoute();
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(':collection', collection).replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
      const res = await app.inject({ method: method as 'GET', url, headers: owner.headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      const expected = PUBLIC[route] ?? (REVALIDATED.has(route) && res.statusCode < 400 ? 'private, no-cache' : PERSONAL_CACHE_CONTROL);
      const got = res.headers['cache-control'];
      if (got !== expected) wrong.push(`${route} (${res.statusCode}): ${String(got)}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
