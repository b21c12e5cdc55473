import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { insertNotifications } from './notifications.repo.js';
import { MEMBER_NOTIFICATION_TYPES, type NotificationType } from './notifications.table.js';

/** Chat messages wait this long, so a burst from one member (or the owner's replies to one member) goes out as one e-mail. */
export const CHAT_COALESCE_WINDOW_MS = 60_000;
/** New content waits this long, so a drop of many pictures (and an update beside it) is one e-mail per member. */
export const NEW_CONTENT_COALESCE_WINDOW_MS = 2 * 60_000;

const COALESCE_WINDOWS: Partial<Record<NotificationType, number>> = {
  chat_message: CHAT_COALESCE_WINDOW_MS,
  chat_reply: CHAT_COALESCE_WINDOW_MS,
  new_content: NEW_CONTENT_COALESCE_WINDOW_MS,
};

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
 * Queues e-mails inside the caller's transaction, so they exist exactly when
 * the event that causes them committed. A job without anyone to send to is
 * dropped (no owner address configured, a buyer without an e-mail).
 */
export async function enqueueNotifications(
  ctx: { config: Pick<AppConfig, 'mail' | 'adminEmails'> },
  tx: Tx,
  jobs: NotificationJob[],
  now = new Date(),
): Promise<void> {
  const rows = jobs.flatMap((job) => {
    const recipient = recipientOf(ctx.config, job);
    if (!recipient) return [];
    const window = job.userId === null ? undefined : COALESCE_WINDOWS[job.type];
    return [
      {
        ...job,
        data: job.data ?? {},
        recipient,
        timestamp: now,
        groupKey: window === undefined ? `${job.type}:${randomUUID()}` : `${job.type}:${job.userId}`,
        availableAt: job.availableAt ?? (window === undefined ? now : new Date(now.getTime() + window)),
      },
    ];
  });
  await insertNotifications(tx, rows);
}

/** One e-mail, queued as enqueueNotifications does. */
export async function enqueueNotification(ctx: { config: Pick<AppConfig, 'mail' | 'adminEmails'> }, tx: Tx, job: NotificationJob, now = new Date()): Promise<void> {
  await enqueueNotifications(ctx, tx, [job], now);
}
