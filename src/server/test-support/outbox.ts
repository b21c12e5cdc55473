import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotificationWorker } from '../features/notifications/notification-worker.job.js';
import { findNotifications } from '../features/notifications/notifications.repo.js';

/** The app's own worker may have claimed a job a moment before the test's drain: wait until it has sent it. */
async function settleClaimedJobs(app: FastifyInstance): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const claimed = (await findNotifications(app.ctx.database.db)).some((job) => !job.processed && job.lockedUntil && job.lockedUntil > new Date());
    if (!claimed) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The e-mails an app without SMTP wrote to its data folder's outbox, after a
 * worker sent every job due at `at` (chat e-mails wait a minute for a burst).
 */
export async function mailsSent(app: FastifyInstance, at = new Date()): Promise<string[]> {
  await NotificationWorker.forApp(app.ctx, app.log).drain(at);
  await settleClaimedJobs(app);
  const outbox = path.join(app.ctx.config.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => []);
  return Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
}

/** The e-mails to one address whose subject line says `subject`. */
export async function mailsTo(app: FastifyInstance, address: string, subject: string, at?: Date): Promise<string[]> {
  return (await mailsSent(app, at)).filter((mail) => {
    const lines = mail.split(/\r?\n/);
    return lines.includes(`To: ${address}`) && lines.some((line) => line.startsWith(`Subject: ${subject}`));
  });
}
