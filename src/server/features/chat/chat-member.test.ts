import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { signInAs, signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { renderNotificationEmail } from '../notifications/notification.emails.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { listenLocally, tabOpener } from '../../test-support/sse.js';

/** The member's side of Pro chat: unread badge counts, reply e-mails while away, names in the owner's list. */
describe('pro chat for the member', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let grace: Person;
  let basic: Person;
  let base: string;
  const tabs = tabOpener(() => base);

  const post = (who: Person, url: string, payload?: unknown) => app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  const unread = async (who: Person) => (await app.inject({ url: '/api/chats/unread', headers: who.headers })).json().unread as number;
  const replies = async (member: Person) => (await findNotifications(app.ctx.database.db, { userId: member.id })).filter((job) => job.type === 'chat_reply');

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada-member@example.com', { username: 'Ada' });
    // No username: the name from the sign-in profile stands in.
    grace = await signInAs(app, 'grace@example.com', { name: 'Grace Hopper' });
    await updateUserRecord(app.ctx, grace.id, { role: 'pro_user' });
    basic = await signInBasic(app, 'basic-member@example.com');
    base = await listenLocally(app);
  });
  afterAll(async () => {
    tabs.closeAll();
    await app.close();
  });

  it('counts the member’s unread replies and the owner’s total, and opening clears them', async () => {
    expect((await post(ada, `/api/chats/${ada.id}/open`)).statusCode).toBe(200);
    expect((await post(grace, `/api/chats/${grace.id}/open`)).statusCode).toBe(200);
    await post(ada, `/api/chats/${ada.id}/messages`, { text: 'One' });
    await post(grace, `/api/chats/${grace.id}/messages`, { text: 'Two' });
    expect(await unread(owner)).toBe(2);

    expect((await post(ada, `/api/chats/${ada.id}/close`)).statusCode).toBe(204);
    await post(owner, `/api/chats/${ada.id}/messages`, { text: 'Reply one' });
    await post(owner, `/api/chats/${ada.id}/messages`, { text: 'Reply two' });
    expect(await unread(ada)).toBe(2);
    expect(await unread(basic)).toBe(0);

    await post(ada, `/api/chats/${ada.id}/open`);
    expect(await unread(ada)).toBe(0);
    await post(owner, `/api/chats/${ada.id}/open`);
    expect(await unread(owner)).toBe(1);
  });

  it('e-mails the member the owner’s replies only while they are not viewing, as one coalesced group', async () => {
    const jobs = await replies(ada);
    expect(jobs.map((job) => job.messageText)).toEqual(['Reply one', 'Reply two']);
    expect(jobs[0]).toMatchObject({ recipient: 'ada-member@example.com', processed: false });
    expect(new Set(jobs.map((job) => job.groupKey)).size).toBe(1);

    // Ada has the chat open now in a live tab: no e-mail.
    await tabs.open(ada);
    await post(owner, `/api/chats/${ada.id}/messages`, { text: 'Seen at once' });
    expect((await replies(ada)).map((job) => job.messageText)).not.toContain('Seen at once');

    const mail = renderNotificationEmail(jobs, { url: 'https://site.test', title: 'Studio' });
    expect(mail.to).toBe('ada-member@example.com');
    expect(mail.text).toContain('https://site.test/auth-home?view=pro_chat');
    expect(mail.text).toContain('> Reply one');
  });

  it('names members by username, else their profile name, in the owner’s list', async () => {
    const chats = (await app.inject({ url: '/api/chats', headers: owner.headers })).json().chats as { id: string; userName: string }[];
    expect(chats.find((chat) => chat.id === ada.id)?.userName).toBe('Ada');
    expect(chats.find((chat) => chat.id === grace.id)?.userName).toBe('Grace Hopper');
  });
});
