import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { OPENAPI_PATH, registeredApiRoutes } from './openapi.js';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:b` is OpenAPI's `/a/{b}`, and a trailing wildcard (the media route) `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('/api/openapi.json', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await createTestApp();
    const res = await app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(async () => app.close());

  it('is an OpenAPI 3 document carrying the app version', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('describes every registered /api route, and nothing outside /api', () => {
    const routes = registeredApiRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('carries the request and response schemas of the zod contracts', () => {
    const site = doc.paths['/api/site']?.get;
    expect(site?.responses?.['200']?.content?.['application/json']?.schema).toMatchObject({ type: 'object' });
    const gallery = doc.paths['/api/galleries/{collection}']?.get;
    expect(gallery?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'collection' })]));
    const withBodies = Object.values(doc.paths).flatMap((methods) => Object.values(methods)).filter((op) => op.requestBody);
    expect(withBodies.length).toBeGreaterThan(5);
    for (const op of withBodies) expect(op.requestBody?.content['application/json']?.schema).toBeTruthy();
  });
});
