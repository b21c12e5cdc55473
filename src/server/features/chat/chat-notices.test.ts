import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../../test-support/outbox.js';
import { signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { listenLocally, tabOpener } from '../../test-support/sse.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { CHAT_COALESCE_WINDOW_MS } from '../notifications/notifications.service.js';

const REPLY_SUBJECT = 'The owner replied in Pro Chat';
const afterBurst = () => new Date(Date.now() + CHAT_COALESCE_WINDOW_MS + 1000);

describe('a member hears of the owner in Pro Chat by e-mail unless a live tab of theirs shows the chat', () => {
  let app: FastifyInstance;
  let base: string;
  let owner: Person;
  const tabs = tabOpener(() => base);

  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: 'owner@example.com' }));
    base = await listenLocally(app);
    owner = await signInOwner(app);
  });
  afterAll(async () => {
    tabs.closeAll();
    await app.close();
  });

  const openChat = async (who: Person) => expect((await app.inject({ method: 'POST', url: `/api/chats/${who.id}/open`, headers: who.headers })).statusCode).toBe(200);
  const reply = async (who: Person, text: string) =>
    expect((await app.inject({ method: 'POST', url: `/api/chats/${who.id}/messages`, headers: owner.headers, payload: { text } })).statusCode).toBe(201);
  /** Waits until the server has dropped the registration of a stream the browser closed. */
  const streamGone = async (who: Person) => {
    for (let tries = 0; tries < 100 && (await app.ctx.live.hasOpenStream(who.id)); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await app.ctx.live.hasOpenStream(who.id)).toBe(false);
  };

  it('sends no e-mail while the member has the chat open in a live tab', async () => {
    const ada = await signInPro(app, 'ada@example.com', { username: 'Ada' });
    await tabs.open(ada);
    await openChat(ada);
    await reply(ada, 'Seen live');
    expect(await mailsTo(app, 'ada@example.com', REPLY_SUBJECT, afterBurst())).toEqual([]);
  });

  /** The one e-mail to `address`: the site's own e-mail worker may be sending it at that moment, so it is waited for. */
  const oneMailTo = (address: string, subject: string, at?: Date) =>
    vi.waitFor(
      async () => {
        const mails = await mailsTo(app, address, subject, at);
        expect(mails).toHaveLength(1);
        return mails;
      },
      { timeout: 10_000, interval: 200 },
    );

  it('e-mails the reply once the member closed the browser, though the page never said it left', async () => {
    const bea = await signInPro(app, 'bea@example.com', { username: 'Bea' });
    const tab = await tabs.open(bea);
    await openChat(bea);
    tab.close();
    await streamGone(bea);
    await reply(bea, 'Are you still there?');
    const mails = await oneMailTo('bea@example.com', REPLY_SUBJECT, afterBurst());
    expect(mails[0]).toContain('Are you still there?');
  });

  it('e-mails the reply once the member signed out in the tab that showed the chat', async () => {
    const cy = await signInPro(app, 'cy@example.com', { username: 'Cy' });
    const tab = await tabs.open(cy);
    await openChat(cy);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: cy.headers })).statusCode).toBe(204);
    expect(await tab.endedWithin(8000)).toBe(true);
    await streamGone(cy);
    await reply(cy, 'After you left');
    await oneMailTo('cy@example.com', REPLY_SUBJECT, afterBurst());
  });

  it('e-mails the member when the owner starts a chat with them, with its Welcome', async () => {
    const dee = await signInPro(app, 'dee@example.com', { username: 'Dee' });
    await tabs.open(dee);
    const res = await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: dee.id } });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await oneMailTo('dee@example.com', 'The owner started a Pro Chat with you');
    expect(mails[0]).toContain('Welcome');
  });
});
