import type { AppContext } from '../../app-context.js';
import { getSiteSettings } from '../content/content.service.js';
import { composeEmail, type EmailContent } from './layout.emails.js';

export type { NotificationType } from './notifications.table.js';
export { CHAT_COALESCE_WINDOW_MS, NEW_CONTENT_COALESCE_WINDOW_MS, enqueueNotification } from './notification-queue.service.js';
export { announceNewContent, type NewContent } from './new-content.service.js';
export { bouncedMembers } from './notice-delivery.service.js';

/**
 * Sends one e-mail now, in the site's look, outside the queue: for messages
 * that must not rest in the database (a one-time sign-in code) and are useless
 * once late. Rejects when the mail server did not take it.
 */
export async function sendSiteEmailNow(ctx: Pick<AppContext, 'config' | 'database' | 'mail'>, to: string, content: EmailContent): Promise<void> {
  const { siteTitle } = await getSiteSettings(ctx.database.db);
  await ctx.mail.send(composeEmail(to, { url: ctx.config.publicUrl, title: siteTitle }, content));
}
