import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { permissionsOf, tierOf, type Role } from '../../shared/permissions.js';
import { registerErrorHandler } from './error-handler.js';
import { requireAdmin, requirePermission, requireUser } from './guards.js';

function userWith(role: Role, flags: { isPro?: boolean; isAdmin?: boolean } = {}): CurrentUser {
  const holder = { role, isPro: flags.isPro ?? false, isAdmin: flags.isAdmin ?? false, complimentaryPro: false };
  return {
    id: '00000000-0000-4000-8000-000000000000',
    email: 'someone@example.com',
    ...holder,
    complimentaryEndsAt: null,
    tier: tierOf(holder),
    subscriptionStatus: null,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    menuHintSeen: false,
    profile: { username: null, userEmail: 'someone@example.com', profileImage: null },
    permissions: permissionsOf(holder),
  };
}

const USERS: Record<string, CurrentUser> = {
  basic: userWith('user'),
  pro: userWith('pro_user'),
  legacyPro: userWith('user', { isPro: true }),
  admin: userWith('admin'),
  owner: userWith('user', { isAdmin: true }),
};

describe('route guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest('user', null);
    // Stands in for the session hook: the test names the user in a header.
    app.addHook('onRequest', async (request) => {
      request.user = USERS[String(request.headers['x-as'])] ?? null;
    });
    app.get('/user', { preHandler: requireUser }, async () => ({ ok: true }));
    app.get('/pro', { preHandler: requirePermission('view_pro_content') }, async () => ({ ok: true }));
    app.get('/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  const status = async (url: string, as?: string) =>
    (await app.inject({ method: 'GET', url, headers: as ? { 'x-as': as } : {} })).statusCode;

  it('requireUser: 401 signed out, 200 for anyone signed in', async () => {
    expect(await status('/user')).toBe(401);
    expect(await status('/user', 'basic')).toBe(200);
  });

  it('requirePermission: 401 signed out, 403 without the permission, 200 with it from any role', async () => {
    expect(await status('/pro')).toBe(401);
    expect(await status('/pro', 'basic')).toBe(403);
    expect(await status('/pro', 'pro')).toBe(200);
    expect(await status('/pro', 'legacyPro')).toBe(200);
    expect(await status('/pro', 'admin')).toBe(200);
    expect(await status('/pro', 'owner')).toBe(200);
  });

  it('requireAdmin: 401 signed out, 403 for members, 200 for admins by role or owner flag', async () => {
    expect(await status('/admin')).toBe(401);
    expect(await status('/admin', 'basic')).toBe(403);
    expect(await status('/admin', 'pro')).toBe(403);
    expect(await status('/admin', 'admin')).toBe(200);
    expect(await status('/admin', 'owner')).toBe(200);
  });

  it('answers refusals in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin', headers: { 'x-as': 'basic' } });
    expect(res.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
  });
});
