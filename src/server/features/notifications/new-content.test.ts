import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATHS, type NotificationSettings } from '../../../shared/features/notifications.schema.js';
import { UPDATES_PATHS } from '../../../shared/features/updates.schema.js';
import { configureGallery, photo, upload } from '../../test-support/gallery.js';
import { signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test-support/smtp.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { NotificationWorker } from './notification-worker.job.js';
import { findNotifications } from './notifications.repo.js';
import { announceNewContent, bouncedMembers, NEW_CONTENT_COALESCE_WINDOW_MS } from './notifications.service.js';
import { expandAnnouncements } from './new-content.service.js';
import { contentAnnouncements } from './preferences.table.js';

/** Headers unfolded and quoted-printable undone, so the test reads what a mail program shows. */
const unfolded = (mail: ReceivedMail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ');
function readable(mail: ReceivedMail): string {
  return unfolded(mail)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded(mail))?.[1]?.trim();

describe('new-content e-mails', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let owner: Person;
  let pro: Person;
  let basic: Person;
  let bouncing: Person;
  const deliver = () => NotificationWorker.forApp(app.ctx, app.log).drain(new Date(Date.now() + NEW_CONTENT_COALESCE_WINDOW_MS + 1000));
  const addressOf = new Map<Person, string>();
  const mailsTo = (who: Person) => smtp.received.filter((mail) => mail.to.includes(addressOf.get(who) ?? 'owner@example.com'));
  const settingsOf = async (who: Person) => (await app.inject({ url: NOTIFICATIONS_PATHS.preferences, headers: who.headers })).json() as NotificationSettings;

  beforeAll(async () => {
    smtp = await startSmtpServer({ unknownRecipients: ['gone@example.com'] });
    app = await createTestApp(testConfig({ SMTP_URL: smtp.url }));
    owner = await signInOwner(app);
    pro = await signInPro(app, 'pro@example.com');
    basic = await signInBasic(app, 'basic@example.com');
    bouncing = await signInBasic(app, 'gone@example.com');
    addressOf.set(pro, 'pro@example.com').set(basic, 'basic@example.com');
    const sunsets = await configureGallery(app, owner, 'sunsets', 'Sunsets');
    expect((await upload(app, owner, sunsets, await photo())).statusCode).toBe(201);
    expect((await upload(app, owner, sunsets, await photo(900, 600))).statusCode).toBe(201);
    await deliver();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('sends a Pro member the drop once, with their marked pictures, both parts and a one-click unsubscribe', () => {
    const [mail, ...more] = mailsTo(pro);
    expect(more).toEqual([]);
    const text = readable(mail!);
    expect(text).toMatch(/^Subject: A new gallery: Sunsets$/m);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    // Signed for this member, marked (m=1): a forwarded picture still names them.
    expect(text).toMatch(new RegExp(`<img src="http://[^"]+/api/media/galleries/gallery_sunsets/[^"]+\\?u=${pro.id}&amp;exp=\\d+&amp;m=1`));
    expect(text).toContain('See it now: http://');
    expect(header(mail!, 'List-Unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('Unsubscribe from these e-mails');
  });

  it('sends a Basic member only a teaser with an upgrade link, never the Pro pictures', () => {
    const [mail, ...more] = mailsTo(basic);
    expect(more).toEqual([]);
    const text = readable(mail!);
    expect(text).toMatch(/^Subject: New Pro pictures in Sunsets, for Pro members\.$/m);
    expect(text).not.toContain('/api/media/');
    expect(text).toContain('Upgrade to Pro: http://');
    expect(text).toContain('view=subscribe');
    expect(mailsTo(owner)).toEqual([]);
  });

  it('never sends one drop twice, however often it is announced', async () => {
    const before = smtp.received.length;
    await app.ctx.database.db.transaction((tx) => announceNewContent(tx, { kind: 'gallery', id: 'gallery_sunsets', title: 'Sunsets', tier: 'pro' }));
    expect((await upload(app, owner, 'gallery_sunsets', await photo(700, 500))).statusCode).toBe(201);
    await deliver();
    expect(smtp.received.length).toBe(before);
  });

  it('records a bounce on the member and flags them for the owner, without retrying', async () => {
    const jobs = await findNotifications(app.ctx.database.db, { userId: bouncing.id });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ processed: true, attempts: 1 });
    expect(jobs[0]!.lastError).toMatch(/550|No such user/);
    expect(await bouncedMembers(app.ctx.database.db, [bouncing.id, basic.id])).toEqual(new Set([bouncing.id]));
    // The owner's member page says so.
    const pageOf = async (who: Person) => (await app.inject({ url: `/api/admin/members/${who.id}`, headers: owner.headers })).json() as { emailBounced: boolean };
    expect((await pageOf(bouncing)).emailBounced).toBe(true);
    expect((await pageOf(basic)).emailBounced).toBe(false);
  });

  it('unsubscribes with one click; a replay changes nothing and a forged link is refused', async () => {
    const address = header(mailsTo(basic)[0]!, 'List-Unsubscribe')!.slice(1, -1);
    const url = address.slice(address.indexOf('/api/'));
    // The mail program posts the form, from nowhere near the site and with no session.
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = await app.inject({ method: 'POST', url, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('You will no longer receive e-mails about: New pictures and updates.');
    expect((await settingsOf(basic)).preferences.email.new_content).toBe(false);
    expect((await settingsOf(basic)).preferences.email.chat_replies).toBe(true);

    expect((await app.inject({ method: 'POST', url, headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);
    expect((await settingsOf(basic)).preferences.email.new_content).toBe(false);

    const forged = url.replace(/new_content\.[A-Za-z0-9_-]+$/, 'new_content.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged).not.toBe(url);
    const refused = await app.inject({ method: 'POST', url: forged, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This unsubscribe link is not valid. Change your e-mail choices in your profile instead.');
    const otherTopic = url.replace('.new_content.', '.chat_replies.');
    expect((await app.inject({ method: 'POST', url: otherTopic, headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);

    // The link in the body opens a page that asks first; following it turns nothing off.
    const page = await app.inject({ url, headers: sameOriginHeaders(app) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');

    // The next drop reaches the Pro member, not the one who unsubscribed.
    const before = mailsTo(basic).length;
    const added = await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'May 1', update: 'New poses are in' } });
    expect(added.statusCode).toBe(201);
    await deliver();
    expect(mailsTo(basic)).toHaveLength(before);
    expect(mailsTo(pro).map((mail) => /^Subject: (.*)$/m.exec(readable(mail))?.[1])).toContain("What's New: New poses are in");
  });

  it('publishes with one row, then tells every member once, in batches that resume where they stopped', async () => {
    const db = app.ctx.database.db;
    const jobsAbout = async (title: string) => (await findNotifications(db)).filter((job) => job.type === 'new_content' && job.messageText === title);
    const added = await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'May 2', update: 'Batch test' } });
    expect(added.statusCode).toBe(201);
    // The request wrote the announcement only; no member's job exists yet.
    expect(await jobsAbout('Batch test')).toEqual([]);
    const [pending] = await db.select().from(contentAnnouncements).where(eq(contentAnnouncements.title, 'Batch test'));
    expect(pending).toMatchObject({ doneAt: null, afterUserId: null });

    // One member per transaction: three batches and a last, empty one.
    expect(await expandAnnouncements(app.ctx, 1)).toBe(3);
    const jobs = await jobsAbout('Batch test');
    expect(jobs.map((job) => job.userId).sort()).toEqual([pro.id, basic.id, bouncing.id].sort());
    const [done] = await db.select().from(contentAnnouncements).where(eq(contentAnnouncements.title, 'Batch test'));
    expect(done!.doneAt).not.toBeNull();
    expect(await expandAnnouncements(app.ctx, 1)).toBe(0);
    await deliver();
  });
});
