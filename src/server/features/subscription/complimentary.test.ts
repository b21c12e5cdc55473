import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_MESSAGES, MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { findLiveEventsAfter } from '../../live/live-events.repo.js';
import { signInBasic, signInOwner, signInPro, type Person, me } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';

import { createTestApp } from '../../test-support/test-app.js';
import { expireDueGrants } from './complimentary.service.js';

const quietLog = Fastify({ logger: false }).log;
const UNKNOWN_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

describe('complimentary Pro: grant, revoke and its end', () => {
  let app: FastifyInstance;
  let owner: Person;
  let basic: Person;
  let pro: Person;
  /** The sign-in itself announces the new record once. */
  let signInEvents: number;
  const grantUrl = (userId: string) => apiPath(MEMBER_PATHS.complimentary, { userId });
  const grant = (who: Person, userId: string, payload: unknown) => app.inject({ method: 'POST', url: grantUrl(userId), headers: who.headers, payload: payload as object });
  const revoke = (who: Person, userId: string) => app.inject({ method: 'DELETE', url: grantUrl(userId), headers: who.headers });
  const userEventsFor = async (userId: string) =>
    (await findLiveEventsAfter(app.ctx.database.db, 0, 10_000)).filter((row) => row.type === 'user.updated' && row.userId === userId);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'comp@example.com');
    pro = await signInPro(app, 'paying@example.com');
    signInEvents = (await userEventsFor(basic.id)).length;
  });
  afterAll(async () => app.close());

  it('refuses visitors (401) and members who are not admins (403), changing nothing', async () => {
    const visitor = await app.inject({ method: 'POST', url: grantUrl(basic.id), headers: sameOriginHeaders(app), payload: { endsAt: null } });
    expect(visitor.statusCode).toBe(401);
    for (const who of [basic, pro]) {
      expect((await grant(who, basic.id, { endsAt: null })).statusCode).toBe(403);
      expect((await revoke(who, basic.id)).statusCode).toBe(403);
    }
    expect(await me(app, basic)).toMatchObject({ tier: 'basic', complimentaryPro: false });
  });

  it('refuses an end date in the past, a malformed one, and an unknown member, changing nothing', async () => {
    const past = await grant(owner, basic.id, { endsAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ code: 'grant_end_in_past', message: MEMBER_MESSAGES.grantEndInPast });
    expect((await grant(owner, basic.id, { endsAt: 'next tuesday' })).statusCode).toBe(400);
    expect((await grant(owner, 'not-a-uuid', { endsAt: null })).statusCode).toBe(400);
    expect((await grant(owner, UNKNOWN_ID, { endsAt: null })).statusCode).toBe(404);
    expect(await me(app, basic)).toMatchObject({ tier: 'basic', complimentaryPro: false });
    expect(await userEventsFor(basic.id)).toHaveLength(signInEvents);
  });

  it('grants Pro without payment, tells the member’s tabs, and revokes it back to Basic', async () => {
    const granted = await grant(owner, basic.id, { endsAt: null });
    expect(granted.statusCode).toBe(200);
    expect(await me(app, basic)).toMatchObject({ tier: 'pro', complimentaryPro: true, role: 'user', subscriptionStatus: null });
    expect((await app.inject({ url: '/api/content/poem', headers: basic.headers })).statusCode).toBe(200);
    expect(await userEventsFor(basic.id)).toHaveLength(signInEvents + 1);

    const detail = (await app.inject({ url: apiPath(MEMBER_PATHS.member, { userId: basic.id }), headers: owner.headers })).json();
    expect(detail.reasons).toEqual(['complimentary']);
    expect(detail.grant).toMatchObject({ endsAt: null, grantedBy: 'owner@example.com' });

    const revoked = await revoke(owner, basic.id);
    expect(revoked.statusCode).toBe(200);
    expect(await me(app, basic)).toMatchObject({ tier: 'basic', complimentaryPro: false });
    expect((await app.inject({ url: '/api/content/poem', headers: basic.headers })).statusCode).toBe(403);
    expect(await userEventsFor(basic.id)).toHaveLength(signInEvents + 2);
  });

  it('refuses to revoke when there is no grant (409)', async () => {
    const res = await revoke(owner, basic.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'no_complimentary_grant', message: MEMBER_MESSAGES.noGrant });
  });

  it('ends a grant by itself when its end date comes, and only then', async () => {
    const endsAt = inDays(2);
    expect((await grant(owner, basic.id, { endsAt })).statusCode).toBe(200);
    expect(await expireDueGrants(app.ctx, quietLog, new Date())).toBe(0);
    expect(await me(app, basic)).toMatchObject({ tier: 'pro' });
    const events = (await userEventsFor(basic.id)).length;

    expect(await expireDueGrants(app.ctx, quietLog, new Date(Date.parse(endsAt) + 1000))).toBe(1);
    expect(await me(app, basic)).toMatchObject({ tier: 'basic', complimentaryPro: false });
    expect(await userEventsFor(basic.id)).toHaveLength(events + 1);
    // Run again (another instance): nothing more happens.
    expect(await expireDueGrants(app.ctx, quietLog, new Date(Date.parse(endsAt) + 2000))).toBe(0);
  });

  it('leaves a paying member Pro when their grant is revoked', async () => {
    expect((await grant(owner, pro.id, { endsAt: inDays(30) })).statusCode).toBe(200);
    expect((await revoke(owner, pro.id)).json()).toMatchObject({ tier: 'pro', role: 'pro_user', complimentaryPro: false });
  });
});
