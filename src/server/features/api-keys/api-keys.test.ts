import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../shared/features/auth.schema.js';
import {
  ADMIN_ROUTE_SCOPES,
  API_KEY_MESSAGES,
  API_KEYS_PATHS,
  type ApiKey,
  type ApiKeyUse,
  type CreatedApiKey,
  type CreateApiKey,
} from '../../../shared/features/api-keys.schema.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { UPDATES_PATHS } from '../../../shared/features/updates.schema.js';
import { WEBHOOKS_PATHS } from '../../../shared/features/webhooks.schema.js';
import { ADMIN_PREFIX } from '../../plugins/admin-gate.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { apiKeys } from './api-keys.table.js';

describe('API keys on the Admin API', () => {
  let app: FastifyInstance;
  let owner: Person;

  const create = async (body: CreateApiKey) => {
    const res = await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json<CreatedApiKey>();
  };
  /** A request with only the key: no cookie, no Origin, no CSRF header. */
  const withKey = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
  const keyNamed = async (name: string) => (await app.inject({ url: API_KEYS_PATHS.keys, headers: owner.headers })).json<{ keys: ApiKey[] }>().keys.find((key) => key.name === name);
  const usage = async () => (await app.inject({ url: API_KEYS_PATHS.usage, headers: owner.headers })).json<{ usage: ApiKeyUse[] }>().usage;

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('makes a key whose secret is shown once and stored only as a hash', async () => {
    const created = await create({ name: 'CRM', scopes: ['members:read'] });
    expect(created.secret).toMatch(/^sitekey_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CRM', scopes: ['members:read'], lastUsedAt: null, revokedAt: null });
    const listed = await keyNamed('CRM');
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    const rows = await app.ctx.database.db.select().from(apiKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
  });

  it('opens an admin GET with the key alone, stamps the last use and logs it', async () => {
    const { id, secret } = await create({ name: 'Reader', scopes: ['members:read'] });
    const res = await withKey(secret, 'GET', MEMBER_PATHS.list);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('members');
    expect((await keyNamed('Reader'))?.lastUsedAt).not.toBeNull();
    expect(await usage()).toContainEqual(expect.objectContaining({ keyId: id, keyName: 'Reader', method: 'GET', path: MEMBER_PATHS.list, status: 200 }));
  });

  it('writes without CSRF headers when the key has the write scope', async () => {
    const { secret } = await create({ name: 'Writer', scopes: ['content:write'] });
    const res = await withKey(secret, 'POST', UPDATES_PATHS.adminList, { date: 'Today', update: 'Posted with an API key.' });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('refuses a route outside the key’s scopes with 403 naming the scope, and logs it', async () => {
    const { id, secret } = await create({ name: 'Narrow', scopes: ['members:read'] });
    const res = await withKey(secret, 'GET', WEBHOOKS_PATHS.endpoints);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'api_key_scope_missing', message: API_KEY_MESSAGES.missingScope('webhooks:read') });
    expect(await usage()).toContainEqual(expect.objectContaining({ keyId: id, path: WEBHOOKS_PATHS.endpoints, status: 403 }));
    // Keys never manage keys, whatever their scopes.
    expect((await withKey(secret, 'GET', API_KEYS_PATHS.keys)).statusCode).toBe(403);
  });

  it('answers 401 to a revoked, unknown or malformed key', async () => {
    const { id, secret } = await create({ name: 'Old', scopes: ['members:read'] });
    const revoke = await app.inject({ method: 'POST', url: API_KEYS_PATHS.revoke.replace(':id', id), headers: owner.headers });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json<ApiKey>().revokedAt).not.toBeNull();
    const revoked = await withKey(secret, 'GET', MEMBER_PATHS.list);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ message: API_KEY_MESSAGES.unknown });
    expect(await usage()).toContainEqual(expect.objectContaining({ keyId: id, status: 401 }));
    expect((await withKey(`sitekey_${'A'.repeat(43)}`, 'GET', MEMBER_PATHS.list)).statusCode).toBe(401);
    for (const header of ['Bearer', 'Bearer nope', `Bearer ${secret}x`]) {
      const res = await app.inject({ url: MEMBER_PATHS.list, headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: API_KEY_MESSAGES.malformed });
    }
  });

  it('opens no member route, and a key beside a session cookie drops the session', async () => {
    const { secret } = await create({ name: 'Everything', scopes: ['members:read', 'content:read'] });
    const me = await app.inject({ url: AUTH_PATHS.me, headers: { authorization: `Bearer ${secret}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: API_KEY_MESSAGES.adminOnly });
    // The owner's own cookie with a key on a route outside its scopes: the key decides, not the session.
    const both = await app.inject({ url: WEBHOOKS_PATHS.endpoints, headers: { ...owner.headers, authorization: `Bearer ${secret}` } });
    expect(both.statusCode).toBe(403);
  });

  it('still needs CSRF headers for a browser session on the Admin API', async () => {
    const res = await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: { cookie: owner.headers.cookie! }, payload: { name: 'x', scopes: ['members:read'] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_refused' });
  });

  it('refuses a key made by an account that is no longer an admin', async () => {
    const member = await signInBasic(app, 'not-admin@example.com');
    const { secret } = await create({ name: 'Borrowed', scopes: ['members:read'] });
    await app.ctx.database.db.update(apiKeys).set({ createdBy: member.id });
    const res = await withKey(secret, 'GET', MEMBER_PATHS.list);
    expect(res.statusCode).toBe(403);
  });

  it('rejects bad input to key creation with a 400', async () => {
    for (const payload of [{ name: '', scopes: ['members:read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['root'] }, { name: 'x', scopes: ['members:read'], extra: 1 }]) {
      const res = await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lists the scope every Admin API route needs, in one table', () => {
    const adminRoutes = app.routeList.filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    expect(adminRoutes.length).toBeGreaterThan(0);
    const listed = Object.keys(ADMIN_ROUTE_SCOPES);
    expect(adminRoutes.filter((route) => !listed.includes(route)), 'admin routes without a scope').toEqual([]);
    expect(listed.filter((route) => !adminRoutes.includes(route)), 'scopes of routes that do not exist').toEqual([]);
  });
});
