import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, EMAIL_LINK_FRAGMENT } from '../../../shared/features/auth.schema.js';
import { DEFAULT_RATE_LIMITS } from '../../config-rate-limits.js';
import { me, signInBasic } from '../../test-support/people.js';
import { CookieJar, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

/** What the member reads in the e-mail: the code and the link's token, from the newest message to that address in the outbox. */
async function lastEmailTo(app: FastifyInstance, address: string): Promise<{ code: string; token: string; text: string }> {
  const outbox = path.join(app.ctx.config.dataDir, 'outbox');
  const names = (await readdir(outbox)).sort().reverse();
  for (const name of names) {
    const text = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r\n/g, '').replace(/=3D/g, '=');
    if (!text.includes(`To: ${address}`)) continue;
    const code = /Subject: Your sign-in code: (\d{6})/.exec(text)?.[1];
    const token = new RegExp(`#${EMAIL_LINK_FRAGMENT}=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
    if (code && token) return { code, token, text };
  }
  throw new Error(`no sign-in e-mail to ${address}`);
}

/** A browser: its own cookies, sending what our client sends. */
function browser(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const jar = new CookieJar();
  const post = async (url: string, payload: unknown): Promise<LightMyRequestResponse> => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers: { ...sameOriginHeaders(app), cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  return {
    jar,
    askCode: (email: string, returnTo?: string) => post(AUTH_PATHS.emailCode, { email, ...(returnTo ? { returnTo } : {}) }),
    enterCode: (email: string, code: string) => post(AUTH_PATHS.emailCodeSignIn, { email, code }),
    openLink: (token: string) => post(AUTH_PATHS.emailLinkSignIn, { token }),
    me: () => app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: { cookie: jar.header() } }),
  };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with an e-mailed code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }));
  });
  afterAll(async () => app.close());

  it('sends a 6-digit code and signs a new member in with it, as a Basic member like a Google sign-up', async () => {
    const phone = browser(app);
    const asked = await phone.askCode('  New.Member@Example.com ', '/auth-home?view=gallery');
    expect(asked.statusCode).toBe(202);
    const { code, text } = await lastEmailTo(app, 'new.member@example.com');
    expect(text).toContain(`Enter this code on the sign-in page: ${code}`);
    const signed = await phone.enterCode('new.member@example.com', code);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ returnTo: '/auth-home?view=gallery' });
    const user = (await phone.me()).json();
    expect(user).toMatchObject({ email: 'new.member@example.com', role: 'user', tier: 'basic', isAdmin: false });
  });

  it('answers the same for an address with an account and one without', async () => {
    await signInBasic(app, 'has-account@example.com');
    const known = await browser(app).askCode('has-account@example.com');
    const unknown = await browser(app).askCode('nobody-here@example.com');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('keeps the code only hashed', async () => {
    await browser(app).askCode('hashed@example.com');
    const { code } = await lastEmailTo(app, 'hashed@example.com');
    const stored = (await app.ctx.database.db.execute(`select row_to_json(c)::text as row from sign_in_codes c where email = 'hashed@example.com'`)) as unknown as {
      rows: { row: string }[];
    };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.row).not.toContain(code);
  });

  it('refuses a wrong code with the tries left, and after the fifth wrong try even the right code', async () => {
    const b = browser(app);
    await b.askCode('tries@example.com');
    const { code } = await lastEmailTo(app, 'tries@example.com');
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1]) {
      const res = await b.enterCode('tries@example.com', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'code_wrong', message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` });
    }
    expect((await b.enterCode('tries@example.com', wrong)).json().code).toBe('code_used_up');
    const right = await b.enterCode('tries@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_invalid');
    expect((await b.me()).statusCode).toBe(401);
  });

  it('uses a code once', async () => {
    const b = browser(app);
    await b.askCode('once@example.com');
    const { code } = await lastEmailTo(app, 'once@example.com');
    expect((await b.enterCode('once@example.com', code)).statusCode).toBe(200);
    const again = await browser(app).enterCode('once@example.com', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('code_invalid');
  });

  it('refuses a code after 10 minutes', async () => {
    const b = browser(app);
    await b.askCode('late@example.com');
    const { code } = await lastEmailTo(app, 'late@example.com');
    await app.ctx.database.db.execute(`update sign_in_codes set expires_at = now() - interval '1 second' where email = 'late@example.com'`);
    const res = await b.enterCode('late@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'code_invalid', message: 'That code is wrong or has expired. Check the e-mail, or ask for a new code.' });
  });

  it('refuses a code sent to another address, and an older code once a new one was sent', async () => {
    const b = browser(app);
    await b.askCode('first@example.com');
    const { code: firstCode } = await lastEmailTo(app, 'first@example.com');
    await b.askCode('second@example.com');
    const other = await b.enterCode('second@example.com', firstCode);
    expect(other.statusCode).toBe(400);
    await b.askCode('first@example.com');
    const { code: newCode } = await lastEmailTo(app, 'first@example.com');
    // Only the newest code counts: the first one is now simply a wrong code.
    if (newCode !== firstCode) expect((await b.enterCode('first@example.com', firstCode)).statusCode).toBe(400);
    expect((await b.enterCode('first@example.com', newCode)).statusCode).toBe(200);
  });

  it('says the same for a guessed code whether or not the address has an account', async () => {
    await signInBasic(app, 'google-only@example.com');
    const withAccount = await browser(app).enterCode('google-only@example.com', '123456');
    const without = await browser(app).enterCode('never-asked@example.com', '123456');
    expect(withAccount.statusCode).toBe(400);
    expect(withAccount.body).toBe(without.body);
  });

  it('refuses malformed input with a clear 400', async () => {
    const b = browser(app);
    expect((await b.askCode('not an address')).json()).toMatchObject({ code: 'validation_failed' });
    const shortCode = await b.enterCode('x@example.com', '12a');
    expect(shortCode.statusCode).toBe(400);
    expect(JSON.stringify(shortCode.json())).toContain('Enter the 6-digit code from the e-mail.');
    expect((await b.openLink('short')).statusCode).toBe(400);
  });

  it('limits the codes sent to one address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await browser(app, `10.0.0.${i + 1}`).askCode('flood@example.com')).statusCode).toBe(202);
    const sixth = await browser(app, '10.0.0.9').askCode('flood@example.com');
    expect(sixth.statusCode).toBe(429);
  });

  it('limits the codes one client address may ask for, across addresses', async () => {
    const attacker = browser(app, '10.9.9.9');
    for (let i = 0; i < 20; i += 1) expect((await attacker.askCode(`victim${i}@example.com`)).statusCode).toBe(202);
    expect((await attacker.askCode('victim-last@example.com')).statusCode).toBe(429);
  });

  describe('the link in the e-mail', () => {
    it('signs in the browser that asked', async () => {
      const b = browser(app);
      await b.askCode('link@example.com');
      const { token } = await lastEmailTo(app, 'link@example.com');
      const res = await b.openLink(token);
      expect(res.statusCode).toBe(200);
      expect((await b.me()).json().email).toBe('link@example.com');
    });

    it('opened in another browser, says so, signs nobody in and still works in the asking browser', async () => {
      const asking = browser(app);
      await asking.askCode('elsewhere@example.com');
      const { token } = await lastEmailTo(app, 'elsewhere@example.com');
      const scanner = browser(app, '203.0.113.5');
      const res = await scanner.openLink(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'link_other_browser' });
      expect(res.json().message).toContain('signs in only the browser where the code was asked for');
      expect((await scanner.me()).statusCode).toBe(401);
      expect((await asking.openLink(token)).statusCode).toBe(200);
      expect((await asking.openLink(token)).json().code).toBe('link_invalid');
    });
  });

  describe('one account per person', () => {
    it('a code for a Google member’s verified address enters the same account, and the profile shows both ways', async () => {
      const google = await signInBasic(app, 'both@example.com');
      const b = browser(app);
      await b.askCode('both@example.com');
      const { code } = await lastEmailTo(app, 'both@example.com');
      await b.enterCode('both@example.com', code);
      expect((await b.me()).json().id).toBe(google.id);
      const ways = await app.inject({ method: 'GET', url: AUTH_PATHS.signInWays, headers: google.headers });
      expect(ways.json()).toEqual({ google: true, emailCode: true });
    });

    it('a Google sign-in of an address first used with a code enters that account', async () => {
      const b = browser(app);
      await b.askCode('code-first@example.com');
      const { code } = await lastEmailTo(app, 'code-first@example.com');
      await b.enterCode('code-first@example.com', code);
      const byCode = (await b.me()).json();
      const google = await signInBasic(app, 'code-first@example.com');
      expect((await me(app, google)).id).toBe(byCode.id);
    });
  });
});

describe('sign-in codes under the production rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { rateLimits: DEFAULT_RATE_LIMITS }));
  });
  afterAll(async () => app.close());

  it('counts guesses at one address from many client addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.perAccount.auth + 1; i += 1) {
      statuses.push((await browser(app, `198.51.100.${i + 1}`).enterCode('target@example.com', '000000')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts guesses from one client address across many addresses', async () => {
    const statuses: number[] = [];
    const guesser = browser(app, '192.0.2.77');
    for (let i = 0; i < DEFAULT_RATE_LIMITS.perAddress.auth + 1; i += 1) statuses.push((await guesser.enterCode(`someone${i}@example.com`, '000000')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
