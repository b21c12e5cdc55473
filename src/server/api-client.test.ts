import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../shared/api-types.js';
import { API_KEYS_PATHS, type CreatedApiKey } from '../shared/features/api-keys.schema.js';
import { apiTypesSource, committedApiTypes } from './test-support/api-types.js';
import { signInBasic, signInOwner, type Person } from './test-support/people.js';
import { createTestApp } from './test-support/test-app.js';

/** A client typed by the committed API types (src/shared/api-types.ts), calling the app over HTTP as an integration would. */
describe('the typed API client', () => {
  let app: FastifyInstance;
  let owner: Person;
  let member: Person;
  let client: ReturnType<typeof createClient<paths>>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    member = await signInBasic(app, 'typed@example.com');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => app.close());

  it('is generated from the document the routes give today (npm run api:types writes it)', async () => {
    expect(committedApiTypes() === (await apiTypesSource(app)), 'src/shared/api-types.ts is out of date: run npm run api:types').toBe(true);
  });

  it('reads a public route without signing in', async () => {
    const { data, response } = await client.GET('/api/site');
    expect(response.status).toBe(200);
    expect(data?.siteTitle).toBeTruthy();
  });

  it('reads the member’s own record with their session cookie, and gets the { code, message } error without one', async () => {
    const { data } = await client.GET('/api/me', { headers: { cookie: member.headers.cookie } });
    expect(data?.email).toBe('typed@example.com');
    const refused = await client.GET('/api/me');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'unauthorized' });
  });

  it('reads the Admin API with an API key, and is refused with a key of another scope', async () => {
    const makeKey = async (scopes: string[]) =>
      (await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload: { name: scopes.join(' '), scopes } })).json<CreatedApiKey>().secret;
    const reader = { authorization: `Bearer ${await makeKey(['members:read'])}` };
    const { data } = await client.GET('/api/admin/members', { headers: reader, params: { query: { q: 'typed', filter: 'all' } } });
    expect(data?.members.map((one) => one.email)).toEqual(['typed@example.com']);
    const other = { authorization: `Bearer ${await makeKey(['content:read'])}` };
    const refused = await client.GET('/api/admin/members/{userId}', { headers: other, params: { path: { userId: member.id } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'api_key_scope_missing' });
  });
});
