import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../shared/features/chat.schema.js';
import { buildApp } from '../../app.js';
import { createTestApp, featureModulesWith, testConfig, testDatabaseUrl } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { ChatSendGuard } from './chat-send-guard.service.js';
import { createChatModule } from './chat.module.js';
import { chatSendLockKey } from './chat.repo.js';

const send = (app: FastifyInstance, who: Person, chatId: string, text: string) =>
  app.inject({ method: 'POST', url: `/api/chats/${chatId}/messages`, headers: who.headers, payload: { text } });
const texts = async (app: FastifyInstance, who: Person, chatId: string) => {
  const res = await app.inject({ url: `/api/chats/${chatId}/messages`, headers: who.headers });
  return res.statusCode === 200 ? (res.json().messages as { text: string }[]).map((m) => m.text) : res.statusCode;
};

describe('a chat with a member whose Pro ended', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada@example.com');
  });
  afterAll(async () => app.close());

  it('refuses the owner with a clear message, keeps the history, and shows it again when they return', async () => {
    await app.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
    expect((await send(app, ada, ada.id, 'Before the lapse')).statusCode).toBe(201);
    await updateUserRecord(app.ctx, ada.id, { role: 'user' });

    const refused = await send(app, owner, ada.id, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'member_not_pro', message: CHAT_MESSAGES.memberNotPro });
    expect(await texts(app, owner, ada.id)).toEqual(['Before the lapse']);
    expect(await texts(app, ada, ada.id)).toBe(403);

    await updateUserRecord(app.ctx, ada.id, { role: 'pro_user' });
    expect(await texts(app, ada, ada.id)).toEqual(['Before the lapse']);
    expect((await send(app, owner, ada.id, 'Welcome back')).statusCode).toBe(201);
  });
});

describe('a chat send interrupted by a crash', () => {
  it('does not block the member after a restart', async () => {
    // A restart keeps the database: the test app's schema outlives the app until it is closed.
    const config = testConfig({ ADMIN_EMAILS: 'owner@example.com' });
    const sends = new ChatSendGuard();
    const before = await createTestApp(config, undefined, featureModulesWith(createChatModule(sends)));
    const ada = await signInPro(before, 'ada@example.com');
    await before.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
    // The instance dies in the middle of Ada's send: its mark is never released.
    expect(sends.claim(ada.id, 'user')).toBe(true);
    expect((await send(before, ada, ada.id, 'blocked')).statusCode).toBe(409);
    // PGlite's files open in one process at a time; the test app on PostgreSQL drops its schema when it closes, so it closes last.
    if (!testDatabaseUrl) await before.close();

    const after = await buildApp(config);
    try {
      expect((await send(after, ada, ada.id, 'right after the restart')).statusCode).toBe(201);
    } finally {
      await after.close();
      if (testDatabaseUrl) await before.close();
    }
  });

  // Only PostgreSQL has other instances: they share the send mark through an advisory lock.
  it.runIf(testDatabaseUrl)('is blocked while another instance sends, and free the moment that instance’s connection dies', async () => {
    const app = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }));
    const other = new pg.Client({ connectionString: testDatabaseUrl });
    try {
      const ada = await signInPro(app, 'ada@example.com');
      await app.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
      await other.connect();
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [chatSendLockKey(ada.id, 'user')]);
      const blocked = await send(app, ada, ada.id, 'while the other sends');
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe('send_in_progress');
      await other.end();
      expect((await send(app, ada, ada.id, 'once it is gone')).statusCode).toBe(201);
    } finally {
      await other.end().catch(() => undefined);
      await app.close();
    }
  });
});
