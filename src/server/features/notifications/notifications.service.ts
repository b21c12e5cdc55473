import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { getSiteSettings } from '../content/content.service.js';
import { composeEmail, type EmailContent } from './layout.emails.js';
import { insertNotification } from './notifications.repo.js';
import { MEMBER_NOTIFICATION_TYPES, type NotificationType } from './notifications.table.js';

export type { NotificationType } from './notifications.table.js';

/** Chat messages wait this long, so a burst from one member (or the owner's replies to one member) goes out as one e-mail. */
export const CHAT_COALESCE_WINDOW_MS = 60_000;

/** What a feature hands over about the event (SPEC §3 e-mail notification job). */
export interface NotificationJob {
  type: NotificationType;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  messageText: string;
  /**
   * Facts the e-mail shows: amounts in cents (`amountCents`), dates in epoch
   * seconds (`nextRenewal`, `accessUntil`). A refund_issued job takes
   * `{ amountCents, description }`, whatever was refunded.
   */
  data?: Record<string, unknown>;
  /** Not before then (a reminder due days after the event that told of it); default: at once. */
  availableAt?: Date;
}

/** The owner's address: ADMIN_NOTIFY_EMAIL, else the first of ADMIN_EMAILS. */
export function ownerAddress(config: Pick<AppConfig, 'mail' | 'adminEmails'>): string | undefined {
  return config.mail.adminNotifyEmail ?? config.adminEmails[0];
}

const TO_MEMBER: ReadonlySet<NotificationType> = new Set(MEMBER_NOTIFICATION_TYPES);

function recipientOf(config: Pick<AppConfig, 'mail' | 'adminEmails'>, job: NotificationJob): string | undefined {
  return TO_MEMBER.has(job.type) ? (job.userEmail ?? undefined) : ownerAddress(config);
}

/**
 * Queues an e-mail inside the caller's transaction, so it exists exactly when
 * the event that causes it committed. A job without anyone to send to is
 * dropped (no owner address configured, a buyer without an e-mail).
 */
export async function enqueueNotification(
  ctx: { config: Pick<AppConfig, 'mail' | 'adminEmails'> },
  tx: Tx,
  job: NotificationJob,
  now = new Date(),
): Promise<void> {
  const recipient = recipientOf(ctx.config, job);
  if (!recipient) return;
  const coalesce = (job.type === 'chat_message' || job.type === 'chat_reply') && job.userId !== null;
  await insertNotification(tx, {
    ...job,
    data: job.data ?? {},
    recipient,
    timestamp: now,
    groupKey: coalesce ? `${job.type}:${job.userId}` : `${job.type}:${randomUUID()}`,
    availableAt: job.availableAt ?? (coalesce ? new Date(now.getTime() + CHAT_COALESCE_WINDOW_MS) : now),
  });
}

/**
 * Sends one e-mail now, in the site's look, outside the queue: for messages
 * that must not rest in the database (a one-time sign-in code) and are useless
 * once late. Rejects when the mail server did not take it.
 */
export async function sendSiteEmailNow(ctx: Pick<AppContext, 'config' | 'database' | 'mail'>, to: string, content: EmailContent): Promise<void> {
  const { siteTitle } = await getSiteSettings(ctx.database.db);
  await ctx.mail.send(composeEmail(to, { url: ctx.config.publicUrl, title: siteTitle }, content));
}
