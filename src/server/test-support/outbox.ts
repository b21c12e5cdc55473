import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotificationWorker } from '../features/notifications/notification-worker.job.js';

/**
 * The e-mails an app without SMTP wrote to its data folder's outbox, after a
 * worker sent every job due at `at` (chat e-mails wait a minute for a burst).
 */
export async function mailsSent(app: FastifyInstance, at = new Date()): Promise<string[]> {
  await new NotificationWorker(app.ctx.database, app.ctx.mail, app.ctx.config.publicUrl, app.log).drain(at);
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
