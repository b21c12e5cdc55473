import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSubjectFor } from '../../dev/local-oidc-login.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { CookieJar, runSignInFlow, signIn } from '../../test-support/sign-in.js';
import { sessions, users } from './auth.table.js';
import { hashSessionToken } from './session.service.js';
import { completeSignIn } from './sign-in.service.js';

const sidOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('sign-in through the local OpenID provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: 'boss@example.com' }));
  });
  afterAll(async () => app.close());
  const db = () => app.ctx.database.db;

  it('starts with PKCE S256, state, nonce and only the basic scopes, in a signed HttpOnly cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/login?mode=popup' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${app.ctx.config.publicUrl}/oidc/auth`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.ctx.config.publicUrl}/api/auth/callback`);
    const tx = res.cookies.find((c) => c.name === 'auth_tx');
    expect(tx).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/', maxAge: 600 });
    // Signed: the value carries a signature after the payload.
    expect(tx!.value).toMatch(/\.[\w+/=-]+$/);
  });

  it('creates the account and a session whose id is stored only as a hash', async () => {
    const { cookie } = await signIn(app, 'new.person@example.com', { name: 'New Person' });
    const [user] = await db().select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(user).toMatchObject({
      issuer: `${app.ctx.config.publicUrl}/oidc`,
      subject: localSubjectFor('new.person@example.com'),
      displayName: 'New Person',
      role: 'user',
      isAdmin: false,
      isPro: false,
    });
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSessionToken(sidOf(cookie)));
    expect(rows[0]!.tokenHash).not.toContain(sidOf(cookie));
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBe(30 * 24 * 3600 * 1000);
  });

  it('finds the same account by subject at the next sign-in, with a new session id', async () => {
    const first = await signIn(app, 'again@example.com');
    const second = await signIn(app, 'Again@Example.com');
    expect(sidOf(second.cookie)).not.toBe(sidOf(first.cookie));
    const accounts = await db().select().from(users).where(eq(users.subject, localSubjectFor('again@example.com')));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.email).toBe('again@example.com');
    const me1 = await app.inject({ method: 'GET', url: '/api/me', headers: first.headers });
    const me2 = await app.inject({ method: 'GET', url: '/api/me', headers: second.headers });
    expect(me2.json().id).toBe(me1.json().id);
  });

  it('makes an ADMIN_EMAILS address the owner, and no one else', async () => {
    const owner = await signIn(app, 'BOSS@example.com');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: owner.headers });
    expect(me.json()).toMatchObject({ email: 'boss@example.com', isAdmin: true });
    expect(me.json().permissions).toContain('manage_users');
    const other = await signIn(app, 'not-boss@example.com');
    const them = await app.inject({ method: 'GET', url: '/api/me', headers: other.headers });
    expect(them.json()).toMatchObject({ isAdmin: false });
  });

  it('goes back to the page asked for, and neutralises open redirects', async () => {
    const cases: [string, string][] = [
      ['/success?session_id=1', '/success?session_id=1'],
      ['/auth-home?view=admin&tab=chats', '/auth-home?view=admin&tab=chats'],
      ['//evil.example/x', '/auth-home'],
      ['https://evil.example/', '/auth-home'],
      ['/\\evil.example', '/auth-home'],
      ['javascript:alert(1)', '/auth-home'],
    ];
    for (const [returnTo, expected] of cases) {
      const { callback } = await runSignInFlow(app, 'traveller@example.com', { returnTo });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe(expected);
    }
  });

  it('refuses a callback whose state was tampered with, and starts no session', async () => {
    const { callback } = await runSignInFlow(app, 'victim@example.com', {
      alterCallback: (url) => {
        url.searchParams.set('state', 'forged-state');
        return url;
      },
    });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/google-signup\?error=.+/);
    expect(callback.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it('refuses a provider answer delivered to a browser that did not start the sign-in', async () => {
    let answer: URL | undefined;
    await runSignInFlow(app, 'victim@example.com', {
      alterCallback: (url) => {
        answer = new URL(url);
        // The starting browser never gets its answer; another browser is handed it instead.
        url.searchParams.delete('code');
        return url;
      },
    });
    const elsewhere = await app.inject({ method: 'GET', url: `${answer!.pathname}${answer!.search}` });
    expect(elsewhere.statusCode).toBe(302);
    expect(decodeURIComponent(String(elsewhere.headers.location))).toContain('took too long or was started in another browser');
    expect(elsewhere.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it('refuses a transaction cookie whose signature does not match', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/auth/login' });
    const tx = login.cookies.find((c) => c.name === 'auth_tx')!.value;
    const forged = `${tx.slice(0, -3)}AAA`;
    const state = new URL(String(login.headers.location)).searchParams.get('state')!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/callback?code=abc&state=${state}`,
      headers: { cookie: `auth_tx=${forged}` },
    });
    expect(decodeURIComponent(String(res.headers.location))).toContain('took too long');
  });

  it('refuses an ID token whose nonce is not this browser’s', async () => {
    const jar = new CookieJar();
    const { callback } = await runSignInFlow(app, 'victim@example.com', {
      alterCallback: (url) => {
        // Re-sign the transaction with another nonce, as if the token were minted for another request.
        const signed = jar.get('auth_tx')!;
        const unsigned = app.unsignCookie(signed).value!;
        const tx = JSON.parse(Buffer.from(unsigned, 'base64url').toString('utf8'));
        const altered = Buffer.from(JSON.stringify({ ...tx, nonce: 'another-nonce' })).toString('base64url');
        jar.set('auth_tx', app.signCookie(altered));
        return url;
      },
    }, jar);
    expect(String(callback.headers.location)).toBe(
      `/google-signup?error=${encodeURIComponent('The sign-in could not be verified. Please try again.')}`,
    );
    expect(callback.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it('refuses an expired transaction', async () => {
    const checks = { codeVerifier: 'v'.repeat(43), state: 's', nonce: 'n' };
    const stale = { ...checks, returnTo: '/auth-home', mode: 'redirect' as const, expiresAt: Date.now() - 1 };
    await expect(completeSignIn(app.ctx, new URL(`${app.ctx.config.publicUrl}/api/auth/callback?code=x&state=s`), stale)).rejects.toThrow(
      /took too long/,
    );
  });

  it('reports a cancelled sign-in to /google-signup in redirect mode', async () => {
    const { callback } = await runSignInFlow(app, 'undecided@example.com', { cancel: true });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`/google-signup?error=${encodeURIComponent('Sign-in was cancelled.')}`);
  });

  it('answers a popup with a page that reports to its opener through an external script', async () => {
    const { callback } = await runSignInFlow(app, 'popup@example.com', { mode: 'popup' });
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
    expect(callback.body).toContain('<html lang="en">');
    expect(callback.body).toMatch(/<script src="\/api\/auth\/popup-done\.js" data-result="signed-in"/);
    expect(callback.body).not.toMatch(/<script>[^<]/);
    expect(callback.cookies.find((c) => c.name === 'sid')?.value).toMatch(/^[\w-]{43}$/);

    const script = await app.inject({ method: 'GET', url: '/api/auth/popup-done.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('new BroadcastChannel("auth")');
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
    expect(script.body).toContain('window.close()');
  });

  it('reports a failed popup sign-in with its message', async () => {
    const { callback } = await runSignInFlow(app, 'popup@example.com', { mode: 'popup', cancel: true });
    expect(callback.body).toContain('data-result="sign-in-failed"');
    expect(callback.body).toContain('data-message="Sign-in was cancelled."');
    expect(callback.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it('refuses an unknown mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/login?mode=iframe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('sign-in behind https on an address the server cannot reach itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ PUBLIC_URL: 'https://site.invalid' }));
  });
  afterAll(async () => app.close());

  it('signs in in-process and sets a __Host- cookie that is Secure', async () => {
    const { callback } = await runSignInFlow(app, 'secure@example.com');
    expect(callback.statusCode).toBe(302);
    const sid = callback.cookies.find((c) => c.name === '__Host-sid');
    expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid).not.toHaveProperty('domain');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `__Host-sid=${sid!.value}` } });
    expect(me.statusCode).toBe(200);
  });
});
