import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POEM, DEFAULT_SITE_SETTINGS } from '../../../shared/features/content.schema.js';
import type { SiteContent } from '../../../shared/features/site-content.schema.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { signInOwner, signInBasic } from '../../test-support/people.js';

describe('site content', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let basic: SignedIn;
  let pro: SignedIn;

  const get = (url: string, who?: SignedIn) => app.inject({ url, headers: who?.headers });
  const put = (who: SignedIn, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: who.headers, payload: payload as object });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    const member = await signInBasic(app, 'pro@example.com');
    await updateUserRecord(app.ctx, member.id, { isPro: true });
    pro = member;
  });
  afterAll(async () => app.close());

  it('serves sensible defaults on a fresh site', async () => {
    expect((await get('/api/site')).json()).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await get('/api/content/poem', pro)).json()).toEqual(DEFAULT_POEM);
    const tech = (await get('/api/content/tech', basic)).json();
    expect(tech.quotes).toHaveLength(7);
    expect(tech.mission.length).toBeGreaterThan(20);
    expect((await get('/api/content/links', basic)).json().channelUrl).toMatch(/^https:\/\//);
  });

  it('keeps the poem for Pro members: 401 signed out, 403 for Basic', async () => {
    expect((await get('/api/content/poem')).statusCode).toBe(401);
    const refused = await get('/api/content/poem', basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await get('/api/content/poem', owner)).statusCode).toBe(200);
  });

  it('needs a signed-in user for links and the Tech content', async () => {
    expect((await get('/api/content/links')).statusCode).toBe(401);
    expect((await get('/api/content/tech')).statusCode).toBe(401);
  });

  it('lets only admins read and write the Site content screen', async () => {
    expect((await get('/api/admin/site-content')).statusCode).toBe(401);
    expect((await get('/api/admin/site-content', pro)).statusCode).toBe(403);
    const current = (await get('/api/admin/site-content', owner)).json();
    expect((await put(basic, current)).statusCode).toBe(403);
  });

  it('refuses invalid content: 7 quotes, http(s) links, a valid e-mail', async () => {
    const current: SiteContent = (await get('/api/admin/site-content', owner)).json();
    const attempts = [
      { ...current, tech: { ...current.tech, quotes: current.tech.quotes.slice(0, 6) } },
      { ...current, links: { ...current.links, instagramUrl: 'javascript:alert(1)' } },
      { ...current, settings: { ...current.settings, supportEmail: 'nope' } },
      { ...current, settings: { ...current.settings, siteTitle: '' } },
      { ...current, poem: { ...current.poem, text: '   ' } },
      { ...current, pictureMarks: { visibleUsername: 'yes' } },
      { ...current, pictureMarks: {} },
    ];
    for (const attempt of attempts) {
      const res = await put(owner, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('saves the owner edits and serves them everywhere', async () => {
    const current: SiteContent = (await get('/api/admin/site-content', owner)).json();
    const next: SiteContent = {
      settings: { ...current.settings, siteTitle: 'Moonlit Studio', supportEmail: 'hello@moonlit.test' },
      poem: { title: 'Night Shift', text: 'Line one\nLine two' },
      links: { ...current.links, tiktokUrl: 'https://www.tiktok.com/@moonlit' },
      tech: { mission: 'Build kind tools.', quotes: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      ownerEmails: { newSubscriber: false, cancellation: true, paymentFailed: false },
      pictureMarks: { visibleUsername: true },
      plans: { annualPriceCents: 18000, trialDays: 14 },
      tips: { suggestionsCents: [200, 400], minCents: 200, maxCents: 2000 },
    };
    const res = await put(owner, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect((await get('/api/site')).json()).toMatchObject({ siteTitle: 'Moonlit Studio', supportEmail: 'hello@moonlit.test' });
    expect((await get('/api/content/poem', pro)).json()).toEqual(next.poem);
    expect((await get('/api/content/links', basic)).json().tiktokUrl).toBe('https://www.tiktok.com/@moonlit');
    expect((await get('/api/content/tech', basic)).json()).toEqual(next.tech);
    expect((await get('/api/admin/site-content', owner)).json()).toEqual(next);
    // The Subscribe view's prices follow the owner's yearly price, with its saving against twelve months.
    expect((await get('/api/subscription/plans')).json()).toEqual({ monthlyCents: 2000, yearlyCents: 18000, yearlySavingCents: 6000, trialDays: 14 });
  });

  it('refuses a yearly price that is not a positive amount of whole cents', async () => {
    const current: SiteContent = (await get('/api/admin/site-content', owner)).json();
    for (const annualPriceCents of [0, -100, 12.5]) {
      const res = await put(owner, { ...current, plans: { annualPriceCents } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a yearly price between $1 and $10,000.');
    }
    expect((await get('/api/admin/site-content', owner)).json()).toEqual(current);
  });

  it('keeps the visible name on pictures off on a fresh site, and when an older editor leaves it out', async () => {
    const fresh = await createTestApp();
    try {
      const freshOwner = await signInOwner(fresh);
      const content: SiteContent = (await fresh.inject({ url: '/api/admin/site-content', headers: freshOwner.headers })).json();
      expect(content.pictureMarks).toEqual({ visibleUsername: false });
      const { pictureMarks: _left, ...older } = content;
      const saved = await fresh.inject({ method: 'PUT', url: '/api/admin/site-content', headers: freshOwner.headers, payload: older });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().pictureMarks).toEqual({ visibleUsername: false });
    } finally {
      await fresh.close();
    }
  });

  it('keeps every /api/admin path behind the admin gate, even one no route claims', async () => {
    expect((await get('/api/admin/anything')).statusCode).toBe(401);
    expect((await get('/api/admin/anything', pro)).statusCode).toBe(403);
    expect((await get('/api/admin/anything', owner)).statusCode).toBe(404);
  });
});
