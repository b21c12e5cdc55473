import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { enqueueNotification } from './notifications.service.js';

/**
 * The running site's e-mail worker sleeps between jobs (it polls only once a
 * minute); a job committed while it sleeps wakes it through NOTIFY.
 */
describe('the e-mail worker of a running site', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(testConfig({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'owner@example.com', MAIL_FROM: 'site@example.com' }));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends an e-mail queued after it went to sleep, without waiting for the next poll', async () => {
    await app.ctx.database.db.transaction(async (tx) => {
      await enqueueNotification(app.ctx, tx, { type: 'custom_order_paid', userId: null, userName: 'Ada', userEmail: null, messageText: 'Request #0042 is paid.' });
    });
    // Far less than the minute between polls: only the NOTIFY can have woken it.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000, interval: 100 });
    expect(smtp.received[0]!.raw).toContain('Request #0042 is paid.');
  });
});
