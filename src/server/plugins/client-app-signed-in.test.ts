import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../shared/features/auth.schema.js';
import { FIRST_VIEW_DATA_ELEMENT_ID, SIGNED_IN_USER_ELEMENT_ID } from '../../shared/page-slots.js';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { fakeClientBuild } from '../test-support/client-build.js';
import { accounts, configureGallery, pngOf, upload } from '../test-support/gallery.js';
import { signInBasic, type Person } from '../test-support/people.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

const USER_ELEMENT = new RegExp(`<script id="${SIGNED_IN_USER_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
const DATA_ELEMENT = new RegExp(`<script id="${FIRST_VIEW_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
const PHONE_PICTURE = /<link rel="preload" as="image" href="([^"]*)" media="\(max-width: 700px\)" fetchpriority="high">/g;
const unescapeAttribute = (value: string) => value.replaceAll('&amp;', '&');

const jsonOf = (element: RegExpExecArray | null) => (element ? (JSON.parse(element[1]!) as unknown) : null);

/** The user a page carries (null when none), and the first data of its view (null when none). */
function readPage(html: string): { user: unknown; firstViewData: { path: string; data: unknown } | null } {
  return { user: jsonOf(USER_ELEMENT.exec(html)), firstViewData: jsonOf(DATA_ELEMENT.exec(html)) as { path: string; data: unknown } | null };
}

describe('the app shell of a signed-in visitor', () => {
  let app: FastifyInstance;
  let ann: Person;
  let bob: Person;
  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { clientDir: fakeClientBuild() }));
    ann = await signInBasic(app, 'ann@example.com');
    bob = await signInBasic(app, 'bob@example.com');
  });
  afterAll(async () => app.close());

  const page = (url: string, who?: Person) => app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const me = async (who: Person) => (await app.inject({ url: AUTH_PATHS.me, headers: who.headers })).json() as unknown;

  it('carries the signed-in user as GET /api/me answers it, each visitor their own, never kept by a shared cache', async () => {
    for (const who of [ann, bob, ann]) {
      const res = await page(CLIENT_ROUTES.authHome, who);
      expect(readPage(res.body).user).toEqual(await me(who));
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(readPage((await page(CLIENT_ROUTES.authHome, ann)).body).user).toMatchObject({ id: ann.id, email: 'ann@example.com' });
  });

  it('carries no user for a signed-out visitor or an ended session, and the public pages never carry one', async () => {
    expect(readPage((await page(CLIENT_ROUTES.authHome)).body)).toEqual({ user: null, firstViewData: null });
    const stale = await app.inject({ method: 'GET', url: CLIENT_ROUTES.authHome, headers: { cookie: 'sid=not-a-live-session' } });
    expect(readPage(stale.body).user).toBeNull();
    expect(stale.headers['cache-control']).toBe('no-cache');
    const home = await page(CLIENT_ROUTES.home, ann);
    expect(home.body).not.toContain(SIGNED_IN_USER_ELEMENT_ID);
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a name with a closing script tag inside the JSON', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await updateUserRecord(app.ctx, bob.id, { username: hostile });
    const { body } = await page(CLIENT_ROUTES.authHome, bob);
    expect(body).not.toContain('<script>alert(1)');
    expect(readPage(body).user).toMatchObject({ id: bob.id, profile: { username: hostile } });
  });

  it('carries the first data of the dashboard view its address names, as its API address answers it', async () => {
    const dataOf = async (url: string) => readPage((await page(url, ann)).body).firstViewData;
    const updates = await app.inject({ url: '/api/updates', headers: ann.headers });
    expect(await dataOf(CLIENT_ROUTES.authHome)).toEqual({ path: '/api/updates', data: updates.json() });
    expect(await dataOf(`${CLIENT_ROUTES.authHome}?view=whats_new`)).toMatchObject({ path: '/api/updates' });
    const teaser = await app.inject({ url: '/api/galleries/gallery', headers: ann.headers });
    expect(teaser.statusCode).toBe(200);
    expect(await dataOf(`${CLIENT_ROUTES.authHome}?view=gallery`)).toEqual({ path: '/api/galleries/gallery', data: teaser.json() });
    // A gallery that does not exist, other views and other pages carry nothing.
    expect(await dataOf(`${CLIENT_ROUTES.authHome}?view=gallery_nowhere`)).toBeNull();
    expect(await dataOf(`${CLIENT_ROUTES.authHome}?view=admin&tab=chats`)).toBeNull();
    expect(await dataOf(`${CLIENT_ROUTES.authHome}?view=gallery_%22%3E%3Cx`)).toBeNull();
    expect(await dataOf(CLIENT_ROUTES.success)).toBeNull();
  });

  it("preloads a gallery view's first picture as the grid asks for it, and only for a visitor who may see the gallery", async () => {
    const who = await accounts(app, 'preload');
    const collection = await configureGallery(app, who.owner, 'preloaded', 'Preloaded');
    const png = await pngOf(24, 16);
    for (const name of ['first.png', 'second.png']) expect((await upload(app, who.owner, collection, png, name, 'image/png')).statusCode).toBe(201);
    const url = `${CLIENT_ROUTES.authHome}?view=${collection}`;

    const html = (await page(url, who.pro)).body;
    const first = ((await app.inject({ url: `/api/galleries/${collection}`, headers: who.pro.headers })).json() as { images: { thumb: { url: string } }[] }).images[0];
    expect([...html.matchAll(PHONE_PICTURE)].map((match) => unescapeAttribute(match[1]!))).toEqual([first?.thumb.url]);
    expect(html).toContain('imagesrcset="');

    expect(readPage(html).firstViewData).toMatchObject({ path: `/api/galleries/${collection}`, data: { collectionName: collection, images: [{}, {}] } });

    // A Basic member may not see a configured gallery: nothing of it in their page.
    const basic = (await page(url, who.basic)).body;
    expect(basic).not.toContain('as="image"');
    expect(basic).not.toContain('/api/media/');
    expect(readPage(basic).firstViewData).toBeNull();
  });
});
