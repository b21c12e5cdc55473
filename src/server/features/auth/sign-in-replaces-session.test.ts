import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { CookieJar, runSignInFlow } from '../../test-support/sign-in.js';

/** One browser, one session; and whatever returnTo a sign-in starts with, it ends in a redirect it can send. */
describe('sign-in in a browser that already holds a session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const sessionCookie = (jar: CookieJar) => `sid=${jar.get('sid')}`;

  it('revokes the previous session when another account signs in', async () => {
    const jar = new CookieJar();
    await runSignInFlow(app, 'first@example.com', {}, jar);
    const first = sessionCookie(jar);
    expect((await me(first)).json()).toMatchObject({ email: 'first@example.com' });

    // The same browser as far as this site is concerned: it sends the first session's cookie along.
    // (The local provider's own cookies are left out; its account switching is not what is tested.)
    const sameBrowser = new CookieJar();
    sameBrowser.set('sid', jar.get('sid')!);
    const { callback } = await runSignInFlow(app, 'second@example.com', {}, sameBrowser);
    expect(callback.statusCode).toBe(302);
    const second = sessionCookie(sameBrowser);
    expect(second).not.toBe(first);
    expect((await me(second)).json()).toMatchObject({ email: 'second@example.com' });
    // A copy of the first cookie (another tab's stream, a stolen copy) no longer works.
    expect((await me(first)).statusCode).toBe(401);
  });

  it('revokes the previous session when the same account signs in again', async () => {
    const jar = new CookieJar();
    await runSignInFlow(app, 'again@example.com', {}, jar);
    const before = sessionCookie(jar);
    await runSignInFlow(app, 'again@example.com', {}, jar);
    expect((await me(sessionCookie(jar))).statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
  });

  it('leaves the sessions of other browsers alone', async () => {
    const phone = new CookieJar();
    const laptop = new CookieJar();
    await runSignInFlow(app, 'two-devices@example.com', {}, phone);
    await runSignInFlow(app, 'two-devices@example.com', {}, laptop);
    expect((await me(sessionCookie(phone))).statusCode).toBe(200);
    expect((await me(sessionCookie(laptop))).statusCode).toBe(200);
  });
});

describe('returnTo that cannot go in a header', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it.each(['/caf\u00e9', '/x\u2028y', '/a b', '/\u00ff\u00fe', '/ok?q=\u{1F600}'])('sends %j to the dashboard, in both modes', async (returnTo) => {
    const redirect = await runSignInFlow(app, 'header@example.com', { returnTo });
    expect(redirect.callback.statusCode).toBe(302);
    expect(redirect.callback.headers.location).toBe('/auth-home');

    const popup = await runSignInFlow(app, 'header@example.com', { returnTo, mode: 'popup' });
    expect(popup.callback.statusCode).toBe(200);
    expect(popup.callback.body).toContain('data-fallback="/auth-home"');
  });

  it('sends a returnTo longer than any page path to the dashboard too', async () => {
    const { callback } = await runSignInFlow(app, 'header@example.com', { returnTo: `/${'a'.repeat(3000)}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth-home');
  });
});
