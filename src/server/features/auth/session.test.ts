import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import { createTestApp } from '../../test-support/test-app.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { sessions } from './auth.table.js';
import { sessionCookieName } from './session-cookie.http.js';
import { updateUserRecord } from './auth.service.js';
import { hashSessionToken } from './session.service.js';
import { signInBasic } from '../../test-support/people.js';

const DAY_MS = 24 * 3600 * 1000;
const sidOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('sessions and GET /api/me', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const db = () => app.ctx.database.db;
  const me = (cookie?: string) => app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
  const sessionRow = async (cookie: string) =>
    (await db().select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(sidOf(cookie)))))[0]!;
  const setTimes = (cookie: string, times: Partial<typeof sessions.$inferInsert>) =>
    db().update(sessions).set(times).where(eq(sessions.tokenHash, hashSessionToken(sidOf(cookie))));

  it('answers 401 unauthorized when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 for a cookie that names no session', async () => {
    expect((await me('sid=not-a-session')).statusCode).toBe(401);
    expect((await me(`sid=${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('returns the signed-in user in the contract shape, never cached', async () => {
    const { cookie } = await signInBasic(app, 'shape@example.com');
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const user = CurrentUserSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      email: 'shape@example.com',
      role: 'user',
      isAdmin: false,
      isPro: false,
      complimentaryPro: false,
      complimentaryEndsAt: null,
      tier: 'basic',
      subscriptionStatus: null,
      subscriptionStartDate: null,
      subscriptionEndDate: null,
      menuHintSeen: false,
      profile: { username: null, userEmail: 'shape@example.com', profileImage: null },
    });
    expect(user.permissions).toEqual(['view_basic_content', 'view_galleries', 'like_images', 'ai_chat', 'view_quotes']);
  });

  it('revokes the session on sign-out: the old cookie no longer works', async () => {
    const session = await signInBasic(app, 'leaving@example.com');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect((await sessionRow(session.cookie)).revokedAt).toBeInstanceOf(Date);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('shows a change to the member on their very next request', async () => {
    const member = await signInBasic(app, 'upgraded@example.com');
    expect((await me(member.cookie)).json()).toMatchObject({ tier: 'basic' });
    await updateUserRecord(app.ctx, member.id, { role: 'pro_user' });
    expect((await me(member.cookie)).json()).toMatchObject({ tier: 'pro', role: 'pro_user' });
    await updateUserRecord(app.ctx, member.id, { role: 'user' });
    expect((await me(member.cookie)).json()).toMatchObject({ tier: 'basic', role: 'user' });
  });

  it('signs out only the session that asked', async () => {
    const phone = await signInBasic(app, 'two-devices@example.com');
    const laptop = await signInBasic(app, 'two-devices@example.com');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone.headers });
    expect((await me(phone.cookie)).statusCode).toBe(401);
    expect((await me(laptop.cookie)).statusCode).toBe(200);
  });

  it('accepts a sign-out when already signed out', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: sameOriginHeaders(app) });
    expect(res.statusCode).toBe(204);
  });

  it('ends a session idle for more than 7 days, and drops its cookie', async () => {
    const { cookie } = await signInBasic(app, 'idle@example.com');
    await setTimes(cookie, { lastSeenAt: new Date(Date.now() - 7 * DAY_MS - 60_000) });
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('keeps a session idle for less than 7 days', async () => {
    const { cookie } = await signInBasic(app, 'napping@example.com');
    await setTimes(cookie, { lastSeenAt: new Date(Date.now() - 6 * DAY_MS) });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in however active it was', async () => {
    const { cookie } = await signInBasic(app, 'busy@example.com');
    const created = new Date(Date.now() - 30 * DAY_MS - 60_000);
    await setTimes(cookie, { createdAt: created, expiresAt: new Date(created.getTime() + 30 * DAY_MS), lastSeenAt: new Date() });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('records activity at most once every five minutes (the devices list shows it)', async () => {
    const { cookie } = await signInBasic(app, 'active@example.com');
    const recent = new Date(Date.now() - 4 * 60_000);
    await setTimes(cookie, { lastSeenAt: recent });
    await me(cookie);
    expect((await sessionRow(cookie)).lastSeenAt.getTime()).toBe(recent.getTime());

    const older = new Date(Date.now() - 6 * 60_000);
    await setTimes(cookie, { lastSeenAt: older });
    await me(cookie);
    expect((await sessionRow(cookie)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('gives each of many requests arriving together its own user (they share one lookup), and a dead session none', async () => {
    const emails = ['a', 'b', 'c', 'd'].map((name) => `together-${name}@example.com`);
    const people = await Promise.all(emails.map((email) => signInBasic(app, email)));
    const ended = await signInBasic(app, 'together-ended@example.com');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });
    const cookies = [...people.map((person) => person.cookie), ended.cookie, ...people.map((person) => person.cookie)];
    const answers = await Promise.all(cookies.map((cookie) => me(cookie)));
    expect(answers.map((answer) => (answer.statusCode === 200 ? answer.json().email : answer.statusCode))).toEqual([
      ...emails,
      401,
      ...emails,
    ]);
  });

  it('cleans up a user’s dead sessions at the next sign-in', async () => {
    const old = await signInBasic(app, 'tidy@example.com');
    const { userId } = await sessionRow(old.cookie);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: old.headers });
    await signInBasic(app, 'tidy@example.com');
    const rows = await db().select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeNull();
  });

  it('names the cookie __Host-sid over https and sid otherwise', () => {
    expect(sessionCookieName({ secureCookies: true })).toBe('__Host-sid');
    expect(sessionCookieName({ secureCookies: false })).toBe('sid');
  });
});
