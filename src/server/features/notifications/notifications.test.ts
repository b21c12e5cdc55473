import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { createMailer } from '../../integrations/mail.js';
import { signInPro, type Person } from '../../test-support/people.js';
import { NotificationWorker, retryDelayMs } from './notification-worker.job.js';
import { findNotifications } from './notifications.repo.js';
import { CHAT_COALESCE_WINDOW_MS, enqueueNotification } from './notifications.service.js';

const later = (ms = CHAT_COALESCE_WINDOW_MS + 1000) => new Date(Date.now() + ms);

async function send(app: FastifyInstance, who: Person, text: string) {
  const res = await app.inject({ method: 'POST', url: `/api/chats/${who.id}/messages`, headers: who.headers, payload: { text } });
  expect(res.statusCode).toBe(201);
}

describe('e-mail notifications over SMTP', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let ada: Person;
  const worker = () => new NotificationWorker(app.ctx.database, createMailer(app.ctx.config), app.ctx.config.publicUrl, app.log);

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuseFirst: 1 });
    app = await createTestApp(testConfig({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'owner@example.com,second@example.com', MAIL_FROM: 'site@example.com' }));
    ada = await signInPro(app, 'ada@example.com', { username: 'Ada' });
    await app.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('retries a refused first attempt later, and marks the job processed only once delivered', async () => {
    await send(app, ada, 'Hello owner');
    // Not due before the burst window has passed.
    expect(await worker().runOnce(new Date())).toBe('idle');

    const due = later();
    expect(await worker().runOnce(due)).toBe('failed');
    let [job] = await findNotifications(app.ctx.database.db, { userId: ada.id });
    expect(job).toMatchObject({ processed: false, attempts: 1 });
    expect(job!.lastError).toMatch(/451|Try again/);
    expect(smtp.received).toHaveLength(0);

    // Backoff: not again at once, but after the first retry delay.
    expect(await worker().runOnce(due)).toBe('idle');
    expect(await worker().runOnce(new Date(due.getTime() + retryDelayMs(0) + 1000))).toBe('sent');
    [job] = await findNotifications(app.ctx.database.db, { userId: ada.id });
    expect(job).toMatchObject({ processed: true, attempts: 1 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.from).toBe('site@example.com');
    expect(mail.raw).toMatch(/^Subject: New chat message from Ada/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('Hello owner');
    expect(mail.raw).toContain('ada@example.com');
  });

  it('coalesces ten messages in a minute from one member into one e-mail', async () => {
    smtp.received.length = 0;
    for (let i = 1; i <= 10; i += 1) await send(app, ada, `burst ${i}`);
    expect(await worker().drain(later())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!.raw;
    expect(raw).toMatch(/^Subject: 10 new chat messages from Ada/m);
    for (let i = 1; i <= 10; i += 1) expect(raw).toContain(`burst ${i}`);
    const jobs = await findNotifications(app.ctx.database.db, { userId: ada.id });
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.processed)).toBe(true);
  });

  it('never sends a job twice when two workers run at the same time', async () => {
    smtp.received.length = 0;
    const members = await Promise.all(['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((name) => signInPro(app, `${name}@example.com`, { username: name })));
    for (const m of members) {
      await app.inject({ method: 'POST', url: `/api/chats/${m.id}/open`, headers: m.headers });
      await send(app, m, `from ${m.id}`);
    }
    const now = later();
    const [a, b] = await Promise.all([worker().drain(now), worker().drain(now)]);
    expect(a + b).toBe(members.length);
    expect(smtp.received).toHaveLength(members.length);
    const bodies = smtp.received.map((m) => m.raw);
    for (const m of members) expect(bodies.filter((raw) => raw.includes(`from ${m.id}`))).toHaveLength(1);
  });

  it('sends custom-order notices: paid to the owner at once, delivered to the buyer', async () => {
    smtp.received.length = 0;
    await app.ctx.database.db.transaction(async (tx) => {
      const job = { userId: ada.id, userName: 'Ada', userEmail: 'ada@example.com' };
      await enqueueNotification(app.ctx, tx, { ...job, type: 'custom_order_paid', messageText: 'Request #0007 is paid.' });
      await enqueueNotification(app.ctx, tx, { ...job, type: 'custom_order_delivered', messageText: 'Request #0007 is ready.' });
    });
    expect(await worker().drain(new Date(Date.now() + 1000))).toBe(2);
    const byRecipient = Object.fromEntries(smtp.received.map((m) => [m.to[0], m.raw]));
    expect(byRecipient['owner@example.com']).toMatch(/^Subject: New paid custom order/m);
    expect(byRecipient['owner@example.com']).toContain('Request #0007 is paid.');
    expect(byRecipient['ada@example.com']).toMatch(/^Subject: Your custom content is ready/m);
  });

  it('writes nothing when the transaction that caused it rolls back', async () => {
    const before = (await findNotifications(app.ctx.database.db)).length;
    await expect(
      app.ctx.database.db.transaction(async (tx) => {
        await enqueueNotification(app.ctx, tx, { type: 'custom_order_paid', userId: ada.id, userName: 'Ada', userEmail: null, messageText: 'x' });
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    expect(await findNotifications(app.ctx.database.db)).toHaveLength(before);
  });
});

describe('e-mail notifications without SMTP', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('writes each e-mail as an .eml file in DATA_DIR/outbox, to ADMIN_NOTIFY_EMAIL when set', async () => {
    app = await createTestApp(testConfig({ ADMIN_NOTIFY_EMAIL: 'alerts@example.com' }));
    const ada = await signInPro(app, 'ada@example.com', { username: 'Ada' });
    await app.inject({ method: 'POST', url: `/api/chats/${ada.id}/open`, headers: ada.headers });
    await send(app, ada, 'Via the outbox');
    const w = new NotificationWorker(app.ctx.database, app.ctx.mail, app.ctx.config.publicUrl, app.log);
    expect(await w.drain(later())).toBe(1);
    const outbox = path.join(app.ctx.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: alerts@example.com/m);
    expect(eml).toMatch(/^Subject: New chat message from Ada/m);
    expect(eml).toContain('Via the outbox');
  });
});
