import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotificationWorker } from '../features/notifications/notification-worker.job.js';
import { findNotifications } from '../features/notifications/notifications.repo.js';

/**
 * The e-mails an app without SMTP wrote to its data folder's outbox, after every job due at `at` was
 * sent (chat e-mails wait a minute for a burst). The app's own worker may be claiming a job at the
 * moment this drains (the drain then skips it, locked): wait until no due job is left unsent.
 */
export async function mailsSent(app: FastifyInstance, at = new Date()): Promise<string[]> {
  const worker = NotificationWorker.forApp(app.ctx, app.log);
  for (let waited = 0; waited < 10_000; waited += 25) {
    await worker.drain(at);
    const unsent = (await findNotifications(app.ctx.database.db)).some((job) => !job.processed && job.availableAt <= at);
    if (!unsent) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
