import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, openSse } from '../../test-support/sse.js';
import { createTestApp } from '../../test-support/test-app.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { accounts, configureGallery, pngOf, upload, type Accounts } from '../../test-support/gallery.js';

/** Changes reach everyone viewing the gallery live, and only those who may see it. */
describe('live gallery changes', () => {
  let app: FastifyInstance;
  let who: Accounts;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    who = await accounts(app, 'live');
    base = await listenLocally(app);
  });
  afterAll(async () => app.close());

  it('tells Pro viewers about a Pro upload and like, and keeps Basic users out of it', async () => {
    const pro = await openSse(`${base}/api/events`, { cookie: who.pro.cookie });
    const basic = await openSse(`${base}/api/events`, { cookie: who.basic.cookie });
    try {
      const image = (await upload(app, who.owner, 'gallery_pro', await pngOf(20, 20), 'x.png', 'image/png')).json();
      expect(JSON.parse((await pro.next()).data)).toEqual({ type: 'gallery.changed', data: { collection: 'gallery_pro' } });
      // Published at once: announced once as new content, after the gallery's change.
      expect(JSON.parse((await pro.next()).data)).toEqual({ type: 'content.published', data: { kind: 'image', id: image.id } });
      await app.inject({ method: 'POST', url: `/api/galleries/gallery_pro/images/${image.id}/like`, headers: who.pro.headers });
      expect(JSON.parse((await pro.next()).data)).toEqual({ type: 'gallery.changed', data: { collection: 'gallery_pro' } });
      expect(await basic.quietFor(300)).toBe(true);

      await upload(app, who.owner, 'gallery', await pngOf(20, 20), 't.png', 'image/png');
      expect(JSON.parse((await basic.next()).data)).toEqual({ type: 'gallery.changed', data: { collection: 'gallery' } });
    } finally {
      pro.close();
      basic.close();
    }
  });

  it('tells Pro viewers about a reorder, a rename and a delete', async () => {
    const collection = await configureGallery(app, who.owner, 'Live Set', 'Live Set');
    const image = (await upload(app, who.owner, collection, await pngOf(20, 20), 'y.png', 'image/png')).json();
    const pro = await openSse(`${base}/api/events`, { cookie: who.pro.cookie });
    const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { ...who.owner.headers, ...sameOriginHeaders(app) }, payload });
    const changed = { type: 'gallery.changed', data: { collection } };
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await send('PUT', `/api/galleries/${collection}/order`, { items: [{ id: image.id, displayOrder: 5 }] })).statusCode).toBe(200);
      expect(JSON.parse((await pro.next()).data)).toEqual(changed);
      expect((await send('PUT', `/api/galleries/${collection}/name`, { name: 'Live Set Renamed' })).statusCode).toBe(200);
      expect(JSON.parse((await pro.next()).data)).toEqual(changed);
      expect(JSON.parse((await pro.next()).data)).toEqual({ type: 'gallery.directory_changed', data: {} });
      expect((await send('DELETE', `/api/galleries/${collection}/images/${image.id}`)).statusCode).toBe(200);
      expect(JSON.parse((await pro.next()).data)).toEqual(changed);
    } finally {
      pro.close();
    }
  });
});
