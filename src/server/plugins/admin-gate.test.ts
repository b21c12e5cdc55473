import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { sameOriginHeaders, type SignedIn } from '../test-support/sign-in.js';
import { createTestApp } from '../test-support/test-app.js';
import { signInBasic } from '../test-support/people.js';

const ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

/** Every admin route of the content, updates, affiliate-links and analytics features. */
const ADMIN_ROUTES = [
  ['GET', '/api/admin/site-content'],
  ['PUT', '/api/admin/site-content'],
  ['POST', '/api/admin/updates'],
  ['PUT', `/api/admin/updates/${ID}`],
  ['DELETE', `/api/admin/updates/${ID}`],
  ['POST', '/api/admin/affiliate-links'],
  ['PUT', `/api/admin/affiliate-links/${ID}`],
  ['DELETE', `/api/admin/affiliate-links/${ID}`],
  ['GET', '/api/admin/analytics?range=week'],
  ['POST', '/api/admin/analytics/backfill'],
  ['GET', '/api/admin/not-a-route'],
] as const;

describe('admin gate', () => {
  let app: FastifyInstance;
  let pro: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    const member = await signInBasic(app, 'pro@example.com');
    await updateUserRecord(app.ctx, member.id, { role: 'pro_user', isPro: true });
    pro = member;
  });
  afterAll(async () => app.close());

  it.each(ADMIN_ROUTES)('%s %s: 401 signed out, 403 for a Pro member, even with a broken body', async (method, url) => {
    const body = { payload: '{"not": "valid', headers: { 'content-type': 'application/json' } };
    const signedOut = await app.inject({ method, url, payload: body.payload, headers: { ...sameOriginHeaders(app), ...body.headers } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('unauthorized');
    const member = await app.inject({ method, url, payload: body.payload, headers: { ...pro.headers, ...body.headers } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ code: 'forbidden', message: 'Only admins can do this.' });
  });
});
