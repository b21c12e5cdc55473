import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { sameOriginHeaders, type SignedIn } from '../test-support/sign-in.js';
import { signInBasic } from '../test-support/people.js';

describe('CSRF protection of state-changing requests', () => {
  let app: FastifyInstance;
  let session: SignedIn;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp();
    session = await signInBasic(app, 'csrf@example.com');
    origin = new URL(app.ctx.config.publicUrl).origin;
  });
  afterAll(async () => app.close());

  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/me/menu-hint-seen', headers: { cookie: session.cookie, ...headers } });

  it('accepts a same-origin request with X-Requested-With: fetch', async () => {
    expect((await post(sameOriginHeaders(app))).statusCode).toBe(200);
  });

  it('refuses a cross-site POST even with the session cookie and the header', async () => {
    const res = await post({ origin: 'https://evil.example', 'x-requested-with': 'fetch' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_refused' });
  });

  it('refuses a same-origin POST without X-Requested-With', async () => {
    const res = await post({ origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_refused' });
  });

  it('refuses a wrong X-Requested-With value', async () => {
    expect((await post({ origin, 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(403);
  });

  it('falls back to Referer when Origin is absent', async () => {
    expect((await post({ referer: `${origin}/auth-home`, 'x-requested-with': 'fetch' })).statusCode).toBe(200);
    expect((await post({ referer: 'https://evil.example/page', 'x-requested-with': 'fetch' })).statusCode).toBe(403);
  });

  it('refuses a request with neither Origin nor Referer, and an opaque "null" origin', async () => {
    expect((await post({ 'x-requested-with': 'fetch' })).statusCode).toBe(403);
    expect((await post({ origin: 'null', referer: `${origin}/`, 'x-requested-with': 'fetch' })).statusCode).toBe(403);
  });

  it('refuses before anything else, even on a sign-out', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'https://evil.example', 'x-requested-with': 'fetch' },
    });
    expect(res.statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('covers PUT, PATCH and DELETE too, on any path', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/anything', headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('leaves reads alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('exempts the OpenID provider’s own endpoints (server-to-server token calls)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=nope',
    });
    expect(res.statusCode).not.toBe(403);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
  });
});
