import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { CookieJar } from '../test-support/sign-in.js';
import { localSubjectFor } from './local-oidc-login.js';
import { registerLocalOidcProvider } from './local-oidc-provider.js';

describe('local OpenID provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  /** Starts a sign-in and stops at the provider's sign-in page. */
  async function openSignInPage(): Promise<{ jar: CookieJar; path: string }> {
    const jar = new CookieJar();
    const login = await app.inject({ method: 'GET', url: '/api/auth/login' });
    jar.take(login);
    const auth = new URL(String(login.headers.location));
    const toPage = await app.inject({ method: 'GET', url: `${auth.pathname}${auth.search}`, headers: { cookie: jar.header() } });
    jar.take(toPage);
    expect(toPage.statusCode).toBe(303);
    return { jar, path: String(toPage.headers.location) };
  }

  it('publishes discovery under PUBLIC_URL/oidc whatever Host the request names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(res.statusCode).toBe(200);
    const issuer = `${app.ctx.config.publicUrl}/oidc`;
    expect(res.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('serves a sign-in page with Email, optional Name and Sign in, without any script', async () => {
    const { jar, path } = await openSignInPage();
    expect(path).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<form method="post" action="${path}"`);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toMatch(/<input id="email" name="email" type="email"[^>]*required/);
    expect(page.body).toContain('<label for="name">Name</label>');
    expect(page.body).not.toMatch(/<input id="name"[^>]*required/);
    expect(page.body).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(page.body).not.toContain('<script');
  });

  it('shows an accessible error and keeps the input, escaped, for an invalid e-mail', async () => {
    const { jar, path } = await openSignInPage();
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: '"><script>x</script>', action: 'sign-in' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>');
  });

  it('says a sign-in page has expired when this browser has no such sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/oidc/interaction/unknown' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired');
  });

  it('derives one stable subject per e-mail address, whatever its case', () => {
    expect(localSubjectFor('Someone@Example.com ')).toBe(localSubjectFor('someone@example.com'));
    expect(localSubjectFor('someone@example.com')).not.toBe(localSubjectFor('someone.else@example.com'));
  });

  it('never runs in production, even on a configuration that lists it', async () => {
    const config = { ...testConfig(), env: 'production' as const };
    expect(config.standins).toContain('oidc');
    await expect(
      registerLocalOidcProvider(Fastify(), { config, db: app.ctx.database.db, secret: 'x'.repeat(32), redirectUri: `${config.publicUrl}/api/auth/callback` }),
    ).rejects.toThrow(/never runs in production/);
  });

  it('warns when it runs for an address other than this machine', async () => {
    const lines: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => lines.push(line) } };
    const config = { ...testConfig(), env: 'development' as const, publicUrl: 'https://art.example.com' };
    const server = Fastify({ logger });
    await registerLocalOidcProvider(server, { config, db: app.ctx.database.db, secret: 'x'.repeat(32), redirectUri: `${config.publicUrl}/api/auth/callback` });
    await server.close();
    expect(lines.join('')).toContain('accepts any e-mail without a password');

    lines.length = 0;
    const local = Fastify({ logger });
    await registerLocalOidcProvider(local, { config: { ...config, publicUrl: 'http://localhost:3000' }, db: app.ctx.database.db, secret: 'x'.repeat(32), redirectUri: 'http://localhost:3000/api/auth/callback' });
    await local.close();
    expect(lines.join('')).not.toContain('accepts any e-mail');
  });

  it('refuses to run unless the oidc stand-in is configured', async () => {
    const config = { ...testConfig(), standins: [] };
    await expect(
      registerLocalOidcProvider(Fastify(), { config, db: app.ctx.database.db, secret: 'x'.repeat(32), redirectUri: `${config.publicUrl}/api/auth/callback` }),
    ).rejects.toThrow(/only when Google sign-in is not configured/);
  });
});

describe('with Google configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' }));
  });
  afterAll(async () => app.close());

  it('does not mount the local provider', async () => {
    const res = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    // No route claims it: the client app's fallback sends unknown pages home.
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(app.ctx.oidc.issuer).toBe('https://accounts.google.com');
  });
});
