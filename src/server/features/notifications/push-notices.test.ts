import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS } from '../../../shared/features/chat.schema.js';
import { DEFAULT_PREFERENCES, NOTIFICATIONS_PATHS, PushPayloadSchema, type NotificationSettings } from '../../../shared/features/notifications.schema.js';
import { UPDATES_PATHS } from '../../../shared/features/updates.schema.js';
import { configureGallery, photo, upload } from '../../test-support/gallery.js';
import { signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { decryptPush, PushServiceStandin, type TestSubscription } from '../../test-support/push-service-standin.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { addPushSubscription } from './notice-preferences.service.js';
import { NotificationWorker } from './notification-worker.job.js';
import { NEW_CONTENT_COALESCE_WINDOW_MS } from './notifications.service.js';

describe('notification preferences and web push', () => {
  let app: FastifyInstance;
  let standin: PushServiceStandin;
  let owner: Person;
  let pro: Person;
  let basic: Person;
  const deliver = () => NotificationWorker.forApp(app.ctx, app.log).drain(new Date(Date.now() + NEW_CONTENT_COALESCE_WINDOW_MS + 1000));
  const settingsOf = async (who: Person) => (await app.inject({ url: NOTIFICATIONS_PATHS.preferences, headers: who.headers })).json() as NotificationSettings;
  const subscribe = async (who: Person, subscription: TestSubscription) =>
    app.inject({ method: 'POST', url: NOTIFICATIONS_PATHS.pushSubscription, headers: who.headers, payload: subscription.json });
  const received = (subscription: TestSubscription) =>
    standin.messagesTo(subscription.json.endpoint).map((message) => PushPayloadSchema.parse(JSON.parse(decryptPush(subscription, message.body))));

  beforeAll(async () => {
    standin = new PushServiceStandin();
    await standin.start();
    app = await createTestApp(testConfig({ PUSH_ALLOW_LOOPBACK: 'true' }));
    owner = await signInOwner(app);
    pro = await signInPro(app, 'pro@example.com');
    basic = await signInBasic(app, 'basic@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await standin?.stop();
  });

  it('starts from the defaults, keeps a change, and refuses a malformed one with a 400', async () => {
    const fresh = await settingsOf(pro);
    expect(fresh.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(fresh.pushPublicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(fresh.pushDevices).toBe(0);

    const changed = { ...DEFAULT_PREFERENCES, email: { ...DEFAULT_PREFERENCES.email, offers: false } };
    const put = await app.inject({ method: 'PUT', url: NOTIFICATIONS_PATHS.preferences, headers: pro.headers, payload: changed });
    expect(put.statusCode).toBe(200);
    expect((await settingsOf(pro)).preferences.email.offers).toBe(false);
    expect((await settingsOf(basic)).preferences.email.offers).toBe(true);

    const bad = await app.inject({ method: 'PUT', url: NOTIFICATIONS_PATHS.preferences, headers: pro.headers, payload: { email: { offers: 'yes' } } });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.inject({ url: NOTIFICATIONS_PATHS.preferences });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a subscription with a bad endpoint or keys', async () => {
    const good = standin.subscribe();
    const attempts = [
      { ...good.json, endpoint: 'ftp://push.example/x' },
      { ...good.json, endpoint: 'http://push.example/x' },
      { ...good.json, keys: { ...good.json.keys, p256dh: good.json.keys.p256dh.slice(0, 40) } },
      { ...good.json, keys: { ...good.json.keys, p256dh: `A${good.json.keys.p256dh.slice(1)}` } },
      { ...good.json, keys: { ...good.json.keys, auth: 'not base64url!' } },
      { endpoint: good.json.endpoint },
    ];
    for (const payload of attempts) {
      const res = await app.inject({ method: 'POST', url: NOTIFICATIONS_PATHS.pushSubscription, headers: pro.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Plain http to loopback only where PUSH_ALLOW_LOOPBACK says a local stand-in runs.
    const strict = { ...app.ctx, config: { ...app.ctx.config, push: { ...app.ctx.config.push, allowLoopback: false } } };
    await expect(addPushSubscription(strict, pro.id, good.json)).rejects.toMatchObject({ statusCode: 400 });
    expect((await settingsOf(pro)).pushDevices).toBe(0);
  });

  it('pushes new content encrypted for the browser (RFC 8291): in full to Pro, a teaser to Basic', async () => {
    const proBrowser = standin.subscribe();
    const basicBrowser = standin.subscribe();
    expect((await subscribe(pro, proBrowser)).statusCode).toBe(204);
    expect((await subscribe(basic, basicBrowser)).statusCode).toBe(204);
    expect((await settingsOf(pro)).pushDevices).toBe(1);

    const sunsets = await configureGallery(app, owner, 'sunsets', 'Sunsets');
    expect((await upload(app, owner, sunsets, await photo())).statusCode).toBe(201);
    await deliver();

    expect(received(proBrowser)).toEqual([{ title: 'Something new for you', body: 'A new gallery: Sunsets', path: '/auth-home?view=gallery_sunsets' }]);
    expect(received(basicBrowser)).toEqual([{ title: 'New for Pro members', body: 'New Pro pictures in Sunsets, for Pro members.', path: '/auth-home?view=subscribe' }]);
    const [message] = standin.messagesTo(proBrowser.json.endpoint);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.ttl).toBe('86400');
    expect(message!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${(await settingsOf(pro)).pushPublicKey}$`));

    // Turned off on that device: forgotten, and another member cannot remove it.
    const endpoint = encodeURIComponent(basicBrowser.json.endpoint);
    expect((await app.inject({ method: 'DELETE', url: `${NOTIFICATIONS_PATHS.pushSubscription}?endpoint=${endpoint}`, headers: pro.headers })).statusCode).toBe(204);
    expect((await settingsOf(basic)).pushDevices).toBe(1);
    expect((await app.inject({ method: 'DELETE', url: `${NOTIFICATIONS_PATHS.pushSubscription}?endpoint=${endpoint}`, headers: basic.headers })).statusCode).toBe(204);
    expect((await settingsOf(basic)).pushDevices).toBe(0);
  });

  it('follows the switches: push off for new content stops the push, and an owner-started chat is pushed', async () => {
    const browser = standin.subscribe();
    const member = await signInPro(app, 'quiet@example.com');
    expect((await subscribe(member, browser)).statusCode).toBe(204);
    const off = { email: DEFAULT_PREFERENCES.email, push: { ...DEFAULT_PREFERENCES.push, new_content: false } };
    expect((await app.inject({ method: 'PUT', url: NOTIFICATIONS_PATHS.preferences, headers: member.headers, payload: off })).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'May 2', update: 'Quiet news' } })).statusCode).toBe(201);
    const started = await app.inject({ method: 'POST', url: CHAT_PATHS.chats, headers: owner.headers, payload: { userId: member.id } });
    expect(started.statusCode).toBe(201);
    await deliver();
    expect(received(browser)).toEqual([{ title: 'The owner started a Pro Chat with you', body: 'Welcome', path: '/auth-home?view=pro_chat' }]);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const browser = standin.subscribe();
    const member = await signInPro(app, 'moved@example.com');
    expect((await subscribe(member, browser)).statusCode).toBe(204);
    standin.markGone(browser.json.endpoint);
    expect((await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'May 3', update: 'Gone news' } })).statusCode).toBe(201);
    await deliver();
    expect(received(browser)).toEqual([]);
    expect((await settingsOf(member)).pushDevices).toBe(0);
  });
});
