import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { sameOriginHeaders, type SignedIn } from '../../test-support/sign-in.js';
import { updateUserRecord } from './auth.service.js';
import { signInBasic, signInOwner, signInPro } from '../../test-support/people.js';

describe('the signed-in user’s record', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }));
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });
  const getMe = async (session: SignedIn) => (await app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json();

  describe('POST /api/me/toggle-role', () => {
    it('cycles an owner user → pro_user → admin → user, and the owner stays admin', async () => {
      const seen: { role: string; tier: string; isAdmin: boolean }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await post('/api/me/toggle-role', owner.headers);
        expect(res.statusCode).toBe(200);
        const { role, tier, isAdmin } = res.json();
        seen.push({ role, tier, isAdmin });
      }
      expect(seen).toEqual([
        { role: 'pro_user', tier: 'pro', isAdmin: true },
        { role: 'admin', tier: 'basic', isAdmin: true },
        { role: 'user', tier: 'basic', isAdmin: true },
      ]);
      const me = await getMe(owner);
      expect(me.role).toBe('user');
      expect(me.permissions).toContain('admin_dashboard');
    });

    it('keeps the owner flag across a new sign-in', async () => {
      await post('/api/me/toggle-role', owner.headers);
      const again = await signInOwner(app);
      expect(await getMe(again)).toMatchObject({ role: 'pro_user', isAdmin: true });
      await post('/api/me/toggle-role', owner.headers);
      await post('/api/me/toggle-role', owner.headers);
    });

    it('is 403 for a user who is not an admin, and changes nothing', async () => {
      const basic = await signInBasic(app, 'basic@example.com');
      const res = await post('/api/me/toggle-role', basic.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
      expect((await getMe(basic)).role).toBe('user');
    });

    it('is 403 for a Pro member too', async () => {
      const pro = await signInPro(app, 'member@example.com');
      expect((await post('/api/me/toggle-role', pro.headers)).statusCode).toBe(403);
    });

    it('lets an admin by role toggle down to user, after which they are refused', async () => {
      const staff = await signInBasic(app, 'staff@example.com');
      await updateUserRecord(app.ctx, staff.id, { role: 'admin' });
      const res = await post('/api/me/toggle-role', staff.headers);
      expect(res.json()).toMatchObject({ role: 'user', isAdmin: false, tier: 'basic' });
      expect((await post('/api/me/toggle-role', staff.headers)).statusCode).toBe(403);
    });

    it('is 401 when signed out', async () => {
      const res = await post('/api/me/toggle-role', sameOriginHeaders(app));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    });
  });

  describe('POST /api/me/menu-hint-seen', () => {
    it('stores that the menu was opened, for good', async () => {
      const first = await signInBasic(app, 'newcomer@example.com');
      expect((await getMe(first)).menuHintSeen).toBe(false);
      const res = await post('/api/me/menu-hint-seen', first.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().menuHintSeen).toBe(true);
      const later = await signInBasic(app, 'newcomer@example.com');
      expect((await getMe(later)).menuHintSeen).toBe(true);
    });

    it('is 401 when signed out', async () => {
      expect((await post('/api/me/menu-hint-seen', sameOriginHeaders(app))).statusCode).toBe(401);
    });
  });
});
