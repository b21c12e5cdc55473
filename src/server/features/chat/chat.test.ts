import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test-support/sse.js';
import { createTestApp, featureModulesWith, testConfig } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { signInOwner, signInBasic, signInPro, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { ChatSendGuard } from './chat-send-guard.service.js';
import { createChatModule } from './chat.module.js';

describe('pro chat', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let bob: Person;
  let basic: Person;

  // This app's sends under way, held open by a test.
  const sends = new ChatSendGuard();
  const send = (who: Person, chatId: string, text: unknown) =>
    app.inject({ method: 'POST', url: `/api/chats/${chatId}/messages`, headers: who.headers, payload: { text } });
  const open = (who: Person, chatId: string) => app.inject({ method: 'POST', url: `/api/chats/${chatId}/open`, headers: who.headers });
  const messages = async (who: Person, chatId: string, query = '') =>
    (await app.inject({ url: `/api/chats/${chatId}/messages${query}`, headers: who.headers })).json();
  const list = async () => (await app.inject({ url: '/api/chats', headers: owner.headers })).json().chats;

  beforeAll(async () => {
    app = await createTestApp(testConfig(), undefined, featureModulesWith(createChatModule(sends)));
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada@example.com', { username: 'Ada' });
    bob = await signInPro(app, 'bob@example.com');
    basic = await signInBasic(app, 'basic@example.com');
  });
  afterAll(async () => app.close());

  it('refuses signed-out visitors (401) on every chat route', async () => {
    const origin = sameOriginHeaders(app);
    const id = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';
    const attempts = [
      app.inject({ url: '/api/chats' }),
      app.inject({ url: '/api/chats/candidates' }),
      app.inject({ method: 'POST', url: '/api/chats', headers: origin, payload: { userId: id } }),
      app.inject({ method: 'POST', url: `/api/chats/${id}/open`, headers: origin }),
      app.inject({ method: 'POST', url: `/api/chats/${id}/close`, headers: origin }),
      app.inject({ url: `/api/chats/${id}/messages` }),
      app.inject({ method: 'POST', url: `/api/chats/${id}/messages`, headers: origin, payload: { text: 'hi' } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(401);
  });

  it('opens a Pro member’s own chat, named after them, empty', async () => {
    const res = await open(ada, ada.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ada.id, userName: 'Ada', unreadByAdmin: 0, unreadByUser: 0, adminViewing: false });
    expect(await messages(ada, ada.id)).toEqual({ messages: [], nextBefore: null });
  });

  it("names a member without a username 'Anonymous User'", async () => {
    expect((await open(bob, bob.id)).json().userName).toBe('Anonymous User');
  });

  it('refuses a Basic user their chat, and another Pro member someone else’s (403)', async () => {
    expect((await open(basic, basic.id)).statusCode).toBe(403);
    expect((await send(basic, basic.id, 'hi')).statusCode).toBe(403);
    expect((await open(bob, ada.id)).statusCode).toBe(403);
    expect((await send(bob, ada.id, 'let me in')).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/chats/${ada.id}/messages`, headers: bob.headers })).statusCode).toBe(403);
  });

  it('keeps the owner-only routes from members (403)', async () => {
    expect((await app.inject({ url: '/api/chats', headers: ada.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/chats/candidates', headers: ada.headers })).statusCode).toBe(403);
    const start = await app.inject({ method: 'POST', url: '/api/chats', headers: ada.headers, payload: { userId: bob.id } });
    expect(start.statusCode).toBe(403);
  });

  it('refuses empty or blank text and bad ids (400), unknown chats (404)', async () => {
    for (const text of ['', '   ', '\n\t', 42]) {
      const res = await send(ada, ada.id, text);
      expect(res.statusCode).toBe(400);
    }
    expect((await send(ada, 'not-a-uuid', 'hi')).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/chats/${ada.id}/messages?limit=0`, headers: ada.headers })).statusCode).toBe(400);
    const nobody = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';
    expect((await open(owner, nobody)).statusCode).toBe(404);
    expect((await send(owner, nobody, 'hi')).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/chats/${nobody}/messages`, headers: owner.headers })).statusCode).toBe(404);
    const start = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: nobody } });
    expect(start.statusCode).toBe(404);
  });

  it('trims text, counts unread on the other side, and opening resets it and marks messages read', async () => {
    const sent = await send(ada, ada.id, '  Hello there!  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ text: 'Hello there!', senderId: ada.id, read: false });
    await send(ada, ada.id, 'Are you around?');
    let chat = (await list()).find((c: { id: string }) => c.id === ada.id);
    expect(chat).toMatchObject({ unreadByAdmin: 2, unreadByUser: 0 });

    const opened = await open(owner, ada.id);
    expect(opened.json()).toMatchObject({ unreadByAdmin: 0, adminViewing: true });
    expect(opened.json().lastAdminAccess).not.toBeNull();
    const seen = (await messages(owner, ada.id)).messages as { read: boolean }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.read)).toBe(true);

    const reply = await send(owner, ada.id, 'Hi Ada!');
    expect(reply.json()).toMatchObject({ senderId: 'admin', read: false });
    chat = (await list()).find((c: { id: string }) => c.id === ada.id);
    expect(chat).toMatchObject({ unreadByAdmin: 0, unreadByUser: 1 });
    expect((await open(ada, ada.id)).json()).toMatchObject({ unreadByUser: 0 });
    expect((await messages(ada, ada.id)).messages[0]).toMatchObject({ text: 'Hi Ada!', read: true });

    await app.inject({ method: 'POST', url: `/api/chats/${ada.id}/close`, headers: owner.headers });
    expect((await list()).find((c: { id: string }) => c.id === ada.id).adminViewing).toBe(false);
  });

  it('lists chats for the owner, most recent first', async () => {
    await send(bob, bob.id, 'Bob here');
    expect((await list()).map((c: { id: string }) => c.id).slice(0, 2)).toEqual([bob.id, ada.id]);
    await send(ada, ada.id, 'Me again');
    expect((await list()).map((c: { id: string }) => c.id).slice(0, 2)).toEqual([ada.id, bob.id]);
  });

  it('refuses a second send while one is in progress (409), and sends again once it is done', async () => {
    // A send of Ada's is under way in this instance.
    expect(sends.claim(ada.id, 'user')).toBe(true);
    const blocked = await send(ada, ada.id, 'twice?');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('send_in_progress');
    // The owner's side is not blocked by the member's send.
    expect((await send(owner, ada.id, 'still here')).statusCode).toBe(201);
    sends.release(ada.id, 'user');
    expect((await send(ada, ada.id, 'now it goes')).statusCode).toBe(201);
  });

  it('queues an owner e-mail job with each member message, in the same write', async () => {
    // Whether the owner's replies reach Ada by e-mail follows her live stream (chat-notices.test.ts).
    const jobs = (await findNotifications(app.ctx.database.db, { userId: ada.id })).filter((j) => j.type === 'chat_message');
    expect(jobs.map((j) => j.messageText)).toEqual(['Hello there!', 'Are you around?', 'Me again', 'now it goes']);
    expect(jobs[0]).toMatchObject({ userName: 'Ada', userEmail: 'ada@example.com', recipient: 'owner@example.com', processed: false });
  });

  it('pages long histories newest first', async () => {
    const carol = await signInPro(app, 'carol@example.com');
    await open(carol, carol.id);
    for (let i = 1; i <= 7; i += 1) expect((await send(carol, carol.id, `m${i}`)).statusCode).toBe(201);
    const first = await messages(carol, carol.id, '?limit=3');
    expect(first.messages.map((m: { text: string }) => m.text)).toEqual(['m7', 'm6', 'm5']);
    const second = await messages(carol, carol.id, `?limit=3&before=${first.nextBefore}`);
    expect(second.messages.map((m: { text: string }) => m.text)).toEqual(['m4', 'm3', 'm2']);
    const last = await messages(carol, carol.id, `?limit=3&before=${second.nextBefore}`);
    expect(last).toMatchObject({ messages: [{ text: 'm1' }], nextBefore: null });
  });

  it('lets the owner start a chat with a Pro member who has none, opening with Welcome', async () => {
    const dave = await signInPro(app, 'dave@example.com', { username: 'Dave' });
    const candidates = (await app.inject({ url: '/api/chats/candidates', headers: owner.headers })).json().users;
    expect(candidates).toEqual([{ userId: dave.id, userName: 'Dave', userEmail: 'dave@example.com' }]);

    const started = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: dave.id } });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ id: dave.id, userName: 'Dave', unreadByUser: 1 });
    expect((await messages(dave, dave.id)).messages).toMatchObject([{ text: 'Welcome', senderId: 'admin' }]);

    const again = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: dave.id } });
    expect(again.statusCode).toBe(409);
    const notPro = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: basic.id } });
    expect(notPro.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: {} })).statusCode).toBe(400);
  });

  it('never offers the owner a chat with himself, even once Toggle Role made him Pro', async () => {
    const toggled = await app.inject({ method: 'POST', url: '/api/me/toggle-role', headers: owner.headers });
    expect(toggled.json()).toMatchObject({ role: 'pro_user' });
    const eve = await signInPro(app, 'eve@example.com', { username: 'Eve' });
    const candidates = (await app.inject({ url: '/api/chats/candidates', headers: owner.headers })).json().users as { userId: string }[];
    expect(candidates.map((candidate) => candidate.userId)).toEqual([eve.id]);
    const ownerId = ((await app.inject({ url: '/api/me', headers: owner.headers })).json() as { id: string }).id;
    const himself = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: ownerId } });
    expect(himself.statusCode).toBe(400);
    expect(himself.json()).toEqual({ code: 'owner_account', message: 'Owners do not chat with themselves: pick a member.' });
    // Back to admin and then Basic, as the cycle goes, for the tests after this one.
    await app.inject({ method: 'POST', url: '/api/me/toggle-role', headers: owner.headers });
    await app.inject({ method: 'POST', url: '/api/me/toggle-role', headers: owner.headers });
  });

  it('delivers messages, counts and read marks live to the member and the owner, not to others', async () => {
    await open(owner, ada.id);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const adaStream = await openSse(`${base}/api/events`, { cookie: ada.cookie });
    const ownerStream = await openSse(`${base}/api/events`, { cookie: owner.cookie });
    const bobStream = await openSse(`${base}/api/events`, { cookie: bob.cookie });
    try {
      await send(ada, ada.id, 'live one');
      const forOwner = [JSON.parse((await ownerStream.next()).data), JSON.parse((await ownerStream.next()).data)];
      expect(forOwner[0]).toMatchObject({ type: 'chat.message_created', data: { text: 'live one', chatId: ada.id } });
      expect(forOwner[1]).toMatchObject({ type: 'chat.updated', data: { id: ada.id, unreadByAdmin: 1 } });
      const first = await adaStream.next();
      expect(JSON.parse(first.data).type).toBe('chat.message_created');
      await adaStream.next();

      await open(owner, ada.id);
      expect(JSON.parse((await adaStream.next()).data)).toEqual({ type: 'chat.read', data: { chatId: ada.id, by: 'admin' } });
      expect(await bobStream.quietFor(300)).toBe(true);

      // A reconnect that resumes after the first event gets the rest once, in order.
      adaStream.close();
      const resumed = await openSse(`${base}/api/events`, { cookie: ada.cookie, 'last-event-id': first.id! });
      const types = [];
      for (let i = 0; i < 3; i += 1) types.push(JSON.parse((await resumed.next()).data).type);
      expect(types).toEqual(['chat.updated', 'chat.read', 'chat.updated']);
      expect(await resumed.quietFor(300)).toBe(true);
      resumed.close();
    } finally {
      ownerStream.close();
      bobStream.close();
    }
  });
});
