import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueNotification } from '../features/notifications/notifications.service.js';
import { me, signInAs } from '../test-support/people.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../test-support/subscription.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { loadConfig } from '../config.js';
import {
  CommandError,
  configCommand,
  exportCsvCommand,
  findCommand,
  grantCompCommand,
  healthCommand,
  makeAdminCommand,
  membersCommand,
  migrateCommand,
  resyncCommand,
  revokeCompCommand,
  unmakeAdminCommand,
  type CommandIo,
} from './admin-commands.js';

describe('the admin commands', () => {
  let app: FastifyInstance;
  let lines: string[];
  const io = (): CommandIo => ({ ctx: app.ctx, log: app.log, out: (line) => lines.push(...line.split('\n')) });

  beforeAll(async () => {
    app = await createTestApp(testConfig());
    await signInAs(app, 'ada@example.com', { name: 'Ada Lovelace' });
    await signInAs(app, 'grace@example.com');
    await subscribedMember(app, 'paying@example.com');
  });
  afterAll(async () => app.close());
  const run = async (command: (io: CommandIo) => Promise<void>) => {
    lines = [];
    await command(io());
    return lines;
  };

  it('members lists everyone, filters by tier and text, and counts them', async () => {
    const all = await run((i) => membersCommand(i, {}));
    expect(all.at(-1)).toBe('3 members');
    expect(all.filter((line) => line.includes('@example.com'))).toHaveLength(3);
    expect(await run((i) => membersCommand(i, { tier: 'pro' }))).toEqual([expect.stringContaining('paying@example.com  -  Pro, pro_user, active'), '1 member']);
    expect((await run((i) => membersCommand(i, { search: 'lovelace' }))).at(-1)).toBe('1 member');
    await expect(run((i) => membersCommand(i, { tier: 'gold' }))).rejects.toThrow(CommandError);
  });

  it('find shows one record by e-mail, and says so when nobody matches', async () => {
    const output = (await run((i) => findCommand(i, 'ADA@example.com'))).join('\n');
    expect(JSON.parse(output)).toMatchObject({ email: 'ada@example.com', tier: 'basic', displayName: 'Ada Lovelace' });
    await expect(run((i) => findCommand(i, 'nobody@example.com'))).rejects.toThrow('No member matches "nobody@example.com".');
  });

  it('make-admin and unmake-admin change the role through the user service; a paying member gets Pro back', async () => {
    const paying = await signInAs(app, 'paying@example.com');
    expect(await run((i) => makeAdminCommand(i, 'paying@example.com'))).toEqual(['paying@example.com is now an admin.']);
    expect(await me(app, paying)).toMatchObject({ role: 'admin', permissions: expect.arrayContaining(['admin_dashboard']) });
    expect(await run((i) => unmakeAdminCommand(i, 'paying@example.com'))).toEqual(['paying@example.com is no longer an admin (role now pro_user).']);
    expect(await me(app, paying)).toMatchObject({ role: 'pro_user', tier: 'pro' });
    await expect(run((i) => unmakeAdminCommand(i, 'grace@example.com'))).rejects.toThrow('does not have the admin role');
  });

  it('resync re-reads the payment provider and fixes drift', async () => {
    const paying = await signInAs(app, 'paying@example.com');
    simulatorOf(app).webhooks.hold();
    simulatorOf(app).simulator.cancelNow(subscriptionIdOf(app, paying.id));
    const output = await run((i) => resyncCommand(i, paying.id));
    expect(output[0]).toMatch(/^paying@example\.com: changed .*role/);
    expect(output[1]).toBe('Now: role user, subscription canceled.');
    expect(await run((i) => resyncCommand(i, paying.id))).toEqual(['paying@example.com: already in line with the payment provider.', 'Now: role user, subscription canceled.']);
    await simulatorOf(app).webhooks.release();
  });

  it('grant-comp and revoke-comp give and take back complimentary Pro through the member manager’s service', async () => {
    const grace = await signInAs(app, 'grace@example.com');
    expect(await run((i) => grantCompCommand(i, 'grace@example.com', { until: '2099-12-31' }))).toEqual([
      'grace@example.com has complimentary Pro until 2099-12-31T23:59:59.000Z.',
    ]);
    expect(await me(app, grace)).toMatchObject({ tier: 'pro', complimentaryPro: true });
    const health = await run((i) => healthCommand(i));
    expect(health[3]).toMatch(/^members: \d+ Pro, 1 complimentary, \d+ Basic$/);
    expect(await run((i) => revokeCompCommand(i, 'grace@example.com'))).toEqual(['grace@example.com no longer has complimentary Pro (now Basic).']);
    expect(await me(app, grace)).toMatchObject({ tier: 'basic', complimentaryPro: false });
    await expect(run((i) => revokeCompCommand(i, 'grace@example.com'))).rejects.toThrow('This member has no complimentary Pro to revoke.');
    await expect(run((i) => grantCompCommand(i, 'grace@example.com', { until: 'soon' }))).rejects.toThrow('--until must be a date, YYYY-MM-DD.');
    await expect(run((i) => grantCompCommand(i, 'grace@example.com', { until: '2001-01-01' }))).rejects.toThrow('The end date of a complimentary grant must be in the future.');
    expect(await me(app, grace)).toMatchObject({ tier: 'basic' });
    expect(await run((i) => grantCompCommand(i, 'grace@example.com', {}))).toEqual(['grace@example.com has complimentary Pro until revoked.']);
    await run((i) => revokeCompCommand(i, 'grace@example.com'));
  });

  it("export-csv writes the dashboard's members export: its header and one row per member", async () => {
    const csv = await run((i) => exportCsvCommand(i));
    expect(csv[0]).toBe('email,username,tier,status,member_since,period_end,complimentary,total_paid');
    expect(csv).toHaveLength(4);
    expect(csv.find((line) => line.includes('ada@example.com'))).toMatch(/^ada@example\.com,,basic,,\d{4}-\d{2}-\d{2},,no,0\.00$/);
  });

  it('migrate and health report where the database is; health fails on a failing e-mail job', async () => {
    expect((await run((i) => migrateCommand(i)))[0]).toMatch(/^(\d+) of \1 migrations applied; last: \d{4}_\w+\.$/);
    const { NotificationWorker } = await import('../features/notifications/notification-worker.job.js');
    // The paying member's receipts and notices go out first (here or by the app's own worker), so the queue starts empty.
    await new NotificationWorker(app.ctx.database, app.ctx.mail, app.ctx.config.publicUrl, app.log).drain();
    await expect.poll(async () => (await run((i) => healthCommand(i)))[2]).toBe('e-mail queue: 0 pending, 0 failing');
    const health = await run((i) => healthCommand(i));
    expect(health).toEqual([
      `database: answers (${app.ctx.database.kind})`,
      expect.stringMatching(/^migrations: (\d+) of \1 applied$/),
      'e-mail queue: 0 pending, 0 failing',
      expect.stringMatching(/^members: \d+ Pro, 0 complimentary, \d+ Basic$/),
    ]);
    await app.ctx.database.db.transaction((tx) =>
      enqueueNotification(app.ctx, tx, { type: 'chat_message', userId: null, userName: 'Ada', userEmail: 'ada@example.com', messageText: 'hi' }),
    );
    app.ctx.mail.send = () => Promise.reject(new Error('mail server down'));
    await new NotificationWorker(app.ctx.database, app.ctx.mail, app.ctx.config.publicUrl, app.log).drain(new Date(Date.now() + 120_000));
    await expect(run((i) => healthCommand(i))).rejects.toThrow('1 e-mail job(s) are failing');
  });
});

describe('the config command', () => {
  it('shows the configuration with every secret and URL password redacted', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'session-secret-of-at-least-32-characters!!',
      DATABASE_URL: 'postgres://site:db-password@db.internal:5432/site',
      SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.com',
      STRIPE_SECRET_KEY: 'sk_live_stripe',
      STRIPE_WEBHOOK_SECRET: 'whsec_hook',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      AI_BASE_URL: 'https://ai.example.com/v1',
      AI_API_KEY: 'ai-key',
      METRICS_TOKEN: 'metrics-token-0123456789',
      S3_BUCKET: 'site-media',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 's3-key-secret',
    });
    const lines: string[] = [];
    configCommand((line) => lines.push(line), config);
    const text = lines.join('\n');
    for (const secret of ['session-secret', 'db-password', 'smtp-password', 'sk_live_stripe', 'whsec_hook', 'google-secret', 'ai-key', 'metrics-token', 's3-key-secret']) {
      expect(text).not.toContain(secret);
    }
    const shown = JSON.parse(text) as { database: { url: string }; google: { clientId: string }; publicUrl: string };
    expect(shown.database.url).toBe('postgres://site:redacted@db.internal:5432/site');
    expect(shown.google.clientId).toBe('client-id');
    expect(text).toContain('"sessionSecret": "[redacted]"');
  });
});
