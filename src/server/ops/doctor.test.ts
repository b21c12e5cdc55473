import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../test-support/s3-test-server.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { CommandError, doctorCommand } from './admin-commands.js';
import { runDoctor } from './doctor.js';

/** A port with something listening that never speaks SMTP: the mail check must fail, not hang. */
async function silentPort(): Promise<{ port: number; close: () => void }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => server.close() };
}

describe('npm run admin -- doctor', () => {
  let s3: S3TestServer | undefined;
  afterAll(async () => s3?.close());

  it('passes every check of a healthy site, one line each', async () => {
    const app = await createTestApp(testConfig());
    try {
      const checks = await runDoctor(app.ctx);
      expect(checks.map((check) => check.name)).toEqual(['node', 'database', 'clock', 'storage', 'disk', 'e-mail', 'payments', 'payment webhook']);
      expect(checks.filter((check) => check.outcome === 'fail')).toEqual([]);
      expect(checks.find((check) => check.name === 'payments')?.detail).toBe('the local payment simulator answers; both prices are active');
      expect(checks.find((check) => check.name === 'payment webhook')?.detail).toBe(`${app.ctx.config.publicUrl}/api/webhooks/stripe is registered and sent every event the site acts on`);
      const lines: string[] = [];
      await doctorCommand({ ctx: app.ctx, log: app.log, out: (line) => lines.push(line) });
      expect(lines).toHaveLength(8);
      expect(lines[1]).toMatch(/^ok {2} {2}database: answers \(.+\); (\d+) of \1 migrations applied$/);
    } finally {
      await app.close();
    }
  });

  it("names the payment provider's registered endpoints when none is the site's webhook", async () => {
    const app = await createTestApp(testConfig());
    try {
      const registered = `${app.ctx.config.publicUrl}/api/webhooks/stripe`;
      expect(await app.ctx.payments.webhookEndpointProblems('https://moved.example/api/webhooks/stripe')).toEqual([
        `no webhook endpoint is registered for https://moved.example/api/webhooks/stripe (registered: ${registered})`,
      ]);
    } finally {
      await app.close();
    }
  });

  it('fails, with the reason, when the SMTP server does not answer and the object store has no bucket', async () => {
    s3 = await startS3TestServer();
    const smtp = await silentPort();
    const app = await createTestApp(testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?connectionTimeout=2000&greetingTimeout=2000`, ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    try {
      const checks = await runDoctor(app.ctx);
      const failed = checks.filter((check) => check.outcome === 'fail');
      expect(failed.map((check) => check.name)).toEqual(['storage', 'e-mail']);
      for (const check of failed) expect(check.detail.length).toBeGreaterThan(0);
      await expect(doctorCommand({ ctx: app.ctx, log: app.log, out: () => undefined })).rejects.toThrow(new CommandError('2 check(s) failed: storage, e-mail.'));
    } finally {
      await app.close();
      smtp.close();
    }
  });
});
