import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_PATHS, type CreatedApiKey } from '../../shared/features/api-keys.schema.js';
import { signInBasic, signInOwner, type Person } from '../test-support/people.js';
import { sameOriginHeaders } from '../test-support/sign-in.js';
import { createTestApp } from '../test-support/test-app.js';
import { ADMIN_OPENAPI_PATH, OPENAPI_PATH, registeredApiRoutes } from './openapi.js';

interface Operation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:b` is OpenAPI's `/a/{b}`, and a trailing wildcard (the media route) `{path}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('the API document', () => {
  let app: FastifyInstance;
  let owner: Person;
  let doc: Document;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    const res = await app.inject({ url: ADMIN_OPENAPI_PATH, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(async () => app.close());

  it('is an OpenAPI 3 document carrying the app version', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('describes every registered /api route to an admin, and nothing outside /api', () => {
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

describe('who gets which API document', () => {
  let app: FastifyInstance;
  let owner: Person;
  const adminPaths = (document: Document) => Object.keys(document.paths).filter((path) => path.startsWith('/api/admin/'));
  const makeKey = async (scopes: string[]) => {
    const res = await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload: { name: scopes.join(' '), scopes } });
    expect(res.statusCode).toBe(201);
    return res.json<CreatedApiKey>().secret;
  };
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('shows a visitor and a member no Admin API, at the public address', async () => {
    const member = await signInBasic(app, 'reader@example.com');
    for (const headers of [{}, member.headers]) {
      const res = await app.inject({ url: OPENAPI_PATH, headers });
      expect(res.statusCode).toBe(200);
      const document = res.json<Document>();
      expect(document.paths['/api/site']?.get).toBeTruthy();
      expect(adminPaths(document)).toEqual([]);
    }
  });

  it('refuses the whole document to a visitor and a member', async () => {
    const member = await signInBasic(app, 'curious@example.com');
    expect((await app.inject({ url: ADMIN_OPENAPI_PATH })).statusCode).toBe(401);
    expect((await app.inject({ url: ADMIN_OPENAPI_PATH, headers: member.headers })).statusCode).toBe(403);
  });

  it('gives the whole document to the owner and to a key with the api:read scope, not to a key without it', async () => {
    const asOwner = await app.inject({ url: ADMIN_OPENAPI_PATH, headers: owner.headers });
    expect(adminPaths(asOwner.json<Document>())).toContain('/api/admin/members');
    const withScope = await app.inject({ url: ADMIN_OPENAPI_PATH, headers: { authorization: `Bearer ${await makeKey(['api:read'])}` } });
    expect(withScope.statusCode).toBe(200);
    expect(adminPaths(withScope.json<Document>())).toContain('/api/admin/members');
    const without = await app.inject({ url: ADMIN_OPENAPI_PATH, headers: { authorization: `Bearer ${await makeKey(['members:read'])}` } });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'api_key_scope_missing' });
  });
});

describe('what the document says of each operation', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await createTestApp();
    const owner = await signInOwner(app);
    doc = (await app.inject({ url: ADMIN_OPENAPI_PATH, headers: owner.headers })).json() as Document;
  });
  afterAll(async () => app.close());

  it('gives each a unique camelCase operationId made from its route', () => {
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(doc.paths['/api/admin/members/{userId}/complimentary']?.post?.operationId).toBe('postAdminMembersByUserIdComplimentary');
    expect(doc.paths['/api/media/{path}']?.get?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'path', required: true })]);
  });

  it('names the API key scope an Admin API operation needs, and no key where keys are refused', () => {
    expect(doc.paths['/api/admin/members']?.get?.security).toEqual([{ sessionCookie: [] }, { apiKey: ['members:read'] }]);
    expect(doc.paths['/api/admin/api-keys']?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/me']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/site']?.get?.security).toEqual([{}, { sessionCookie: [] }]);
  });

  it('describes the error answers with the shared { code, message } shape', () => {
    const responses = doc.paths['/api/admin/members/{userId}']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '429']));
    expect(responses['401']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
  });

  it('asks for a session exactly where a visitor is refused', async () => {
    const headers = sameOriginHeaders(app);
    const wrong: string[] = [];
    for (const { path, method, operation } of operations(doc)) {
      // A made-up id fills each path parameter, an empty body any body: enough for an open route to answer something other than 401.
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers, ...(method === 'get' ? {} : { payload: {} }) });
      const open = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      // Input is validated before access is checked, so a 400 says nothing either way for a route that needs a session.
      const refused = res.statusCode === 401 || (!open && res.statusCode === 400);
      if (open === refused) wrong.push(`${method.toUpperCase()} ${path}: ${open ? 'open' : 'needs a session'} but answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
