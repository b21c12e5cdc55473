import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../shared/routes.js';
import { TIER_RESPONSES, fieldsOutside } from '../shared/tier-responses.js';
import { configureGallery, photo, upload } from './test-support/gallery.js';
import { fakeClientBuild } from './test-support/client-build.js';
import { multipartBody } from './test-support/multipart.js';
import { createTestApp, testConfig } from './test-support/test-app.js';
import { signInEveryKind, type Account } from './test-support/tier-accounts.js';

/**
 * Walks every GET route as a visitor, a Basic member, a lapsed member, a Pro
 * member and the owner, and fails on any field outside what that account may
 * receive (src/shared/tier-responses.ts), or on an answer it should not get.
 */

/** GET routes that send no JSON, each with the reason it is not walked here. */
const NOT_JSON: { match: (url: string) => boolean; reason: string }[] = [
  { match: (url) => url.startsWith('/api/media/'), reason: 'signed media bytes: features/media/media.test.ts and media-urls.test.ts' },
  { match: (url) => url === '/api/auth/login' || url === '/api/auth/callback', reason: 'sign-in redirects' },
  { match: (url) => url === '/api/discord/callback', reason: 'the way back from Discord, a redirect: features/discord/discord.test.ts' },
  { match: (url) => url === '/api/auth/popup-done.js', reason: 'a static script' },
  { match: (url) => url === '/api/events', reason: 'the event stream' },
  { match: (url) => url === '/api/openapi.json' || url === '/api/admin/openapi.json', reason: 'the API description, without or with the Admin API: openapi.test.ts' },
  { match: (url) => url === '/manifest.webmanifest', reason: 'the web app manifest, public: client-app and browser tests' },
  { match: (url) => url === '/api/retention/win-back/opt-out', reason: 'the opt-out page of the win-back e-mail, by signed token: win-back.test.ts' },
  { match: (url) => url.startsWith('/api/admin/exports/'), reason: 'CSV downloads for the owner: members-export.test.ts' },
  { match: (url) => url === '/api/notifications/unsubscribe', reason: 'the unsubscribe page of a signed e-mail link: notification-preferences.test.ts' },
  { match: (url) => url.startsWith('/api/dev/') || url.startsWith('/dev/') || url.startsWith('/oidc'), reason: 'development stand-ins, never in production' },
  { match: (url) => (Object.values(CLIENT_ROUTES) as string[]).includes(url) || url === '/assets/*' || url === '/*', reason: 'the client app shell and its files' },
];

/** Answers an allowed account may still get a 4xx for, because the walk has no such record. */
const MAY_BE_MISSING = new Set(['/api/custom-orders/confirmation', '/api/tips/confirmation']);

describe('what each kind of account receives', () => {
  let app: FastifyInstance;
  let accounts: Account[];
  let urlFor: (pattern: string, account: Account) => string;

  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { clientDir: fakeClientBuild() }));
    accounts = await signInEveryKind(app, 'tiers');
    const owner = accounts.find((a) => a.kind === 'admin')!;
    const pro = accounts.find((a) => a.kind === 'pro')!;

    // Something in every list: a Pro gallery with an image, an update, an affiliate link, a chat.
    const collection = await configureGallery(app, owner, 'walk');
    expect((await upload(app, owner, collection, await photo(64, 48))).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/admin/updates', headers: owner.headers, payload: { date: 'May', update: 'News' } })).statusCode).toBe(201);
    const link = await multipartBody({ title: 'Brushes', description: 'Good ones', link: 'https://shop.example/brushes', code: 'ART', discountPercent: '10', image: { data: await photo(40, 40), filename: 'b.jpg', type: 'image/jpeg' } });
    expect((await app.inject({ method: 'POST', url: '/api/admin/affiliate-links', headers: { ...owner.headers, ...link.headers }, payload: link.payload })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/chats/${pro.id}/open`, headers: pro.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/chats/${pro.id}/messages`, headers: pro.headers, payload: { text: 'Hello' } })).statusCode).toBeLessThan(300);
    const code = { code: 'TIERS', percentOff: 10, duration: 'once', appliesTo: 'monthly', newMembersOnly: false };
    expect((await app.inject({ method: 'POST', url: '/api/admin/offers/codes', headers: owner.headers, payload: code })).statusCode).toBe(201);

    urlFor = (pattern, account) => {
      const params: Record<string, string> = { collection, chatId: pro.id!, userId: pro.id! };
      const path = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? 'missing');
      const own = account.id ?? pro.id!;
      const query: Record<string, string> = {
        '/api/me/username-available': '?username=someone',
        '/api/subscription/status': `?userId=${own}`,
        '/api/custom-orders/confirmation': '?sessionId=cs_walk',
        '/api/tips/confirmation': '?sessionId=cs_walk',
        '/api/offers/check': '?code=TIERS',
      };
      return `${path}${query[pattern] ?? ''}`;
    };
  }, 180_000);
  afterAll(async () => app.close());

  const getRoutes = () => [...new Set(app.routeList.filter((r) => r.method === 'GET').map((r) => r.url))];

  it('has a declaration, or a reason, for every GET route', () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((url) => !TIER_RESPONSES[url] && !NOT_JSON.some((n) => n.match(url)));
    expect(undeclared, 'declare these in src/shared/tier-responses.ts').toEqual([]);
    const stale = Object.keys(TIER_RESPONSES).filter((url) => !routes.includes(url));
    expect(stale, 'declared but not registered').toEqual([]);
  });

  it('sends each account only the fields declared for it', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [pattern, declared] of Object.entries(TIER_RESPONSES)) {
      for (const account of accounts) {
        const url = urlFor(pattern, account);
        const res = await app.inject({ url, headers: account.cookie ? { cookie: account.cookie } : {} });
        const view = declared[account.kind];
        const where = `GET ${url} as ${account.kind} (${res.statusCode})`;
        if (view === 'refused') {
          if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${where}: should be refused`);
          continue;
        }
        if (res.statusCode >= 400 && MAY_BE_MISSING.has(pattern) && res.statusCode < 500) continue;
        if (res.statusCode !== 200) {
          failures.push(`${where}: should be answered`);
          continue;
        }
        const outside = fieldsOutside(view, res.json());
        if (outside.length > 0) failures.push(`${where}: fields outside its tier: ${outside.join(', ')}`);
        checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('sends the Twitter link to Pro members and the owner only', async () => {
    const links = Object.fromEntries(
      await Promise.all(accounts.filter((a) => a.kind !== 'visitor').map(async (a) => [a.kind, (await app.inject({ url: '/api/content/links', headers: a.headers })).json()] as const)),
    );
    expect(links.basic).not.toHaveProperty('twitterUrl');
    expect(links.lapsed).not.toHaveProperty('twitterUrl');
    expect(links.pro).toHaveProperty('twitterUrl');
    expect(links.admin).toHaveProperty('twitterUrl');
    expect(links.basic).toHaveProperty('instagramUrl');
  });
});
