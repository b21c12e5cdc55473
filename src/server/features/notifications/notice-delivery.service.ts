import type { FastifyBaseLogger } from 'fastify';
import type { NoticeTopic } from '../../../shared/features/notifications.schema.js';
import { DEFAULT_PREFERENCES } from '../../../shared/features/notifications.schema.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail.js';
import type { PushSender } from '../../integrations/web-push.js';
import type { MediaUrlSigner } from '../../media/signed-media-urls.js';
import { composeEmail, type EmailSite } from './layout.emails.js';
import { newContentEmail, pushOfDrop, type DropForMember } from './new-content.emails.js';
import type { NewContentFacts } from './new-content.service.js';
import { unsubscribeUrl } from './notice-preferences.service.js';
import { PRO_CHAT_LINK, renderNotificationEmail } from './notification.emails.js';
import { dashboardHref } from '../../../shared/dashboard-address.js';
import type { EmailNotificationRow, NotificationType } from './notifications.table.js';
import * as prefs from './preferences.repo.js';

/** What the worker needs beyond the mailer to honour preferences, push and unsubscribe links. */
export interface NoticeChannels {
  config: Pick<AppConfig, 'publicUrl' | 'mail' | 'adminEmails'>;
  sessionSecret: string;
  mediaUrls: Pick<MediaUrlSigner, 'urlFor'>;
  push: PushSender | null;
}

/** The preference a notice obeys; none for billing e-mails, which always go out. */
const TOPIC_OF: Partial<Record<NotificationType, NoticeTopic>> = {
  chat_reply: 'chat_replies',
  chat_started: 'chat_replies',
  chat_message: 'chat_replies',
  custom_order_delivered: 'order_updates',
  custom_order_receipt: 'order_updates',
  custom_order_paid: 'order_updates',
  tip_received: 'order_updates',
  new_content: 'new_content',
};
const OWNER_TYPES: ReadonlySet<NotificationType> = new Set(['chat_message', 'custom_order_paid', 'tip_received']);
const PICTURES_PER_DROP = 4;

/** Who hears of a job by which channel, by the preferences of the moment it is sent. */
async function planOf(db: Db, first: EmailNotificationRow, topic: NoticeTopic): Promise<{ email: boolean; pushTo: string[] }> {
  if (OWNER_TYPES.has(first.type)) {
    const ownerId = await prefs.userIdByEmail(db, first.recipient);
    const own = ownerId ? await prefs.readPreferences(db, ownerId) : DEFAULT_PREFERENCES;
    return { email: own.email[topic], pushTo: await prefs.ownersWithPush(db, topic) };
  }
  const own = first.userId ? await prefs.readPreferences(db, first.userId) : DEFAULT_PREFERENCES;
  const channels = first.type === 'new_content' ? (first.data as unknown as NewContentFacts).channels : ['email', 'push'];
  return {
    email: own.email[topic] && channels.includes('email'),
    pushTo: first.userId && own.push[topic] && channels.includes('push') ? [first.userId] : [],
  };
}

/** Each drop as this member may hear of it now: Pro content to a Basic member is a teaser, without pictures. */
async function dropsFor(db: Db, channels: NoticeChannels, site: EmailSite, jobs: EmailNotificationRow[]): Promise<DropForMember[]> {
  const userId = jobs[0]!.userId!;
  const pro = await prefs.isProMember(db, userId);
  return Promise.all(
    jobs.map(async (job) => {
      const facts = job.data as unknown as NewContentFacts;
      const teaser = facts.tier === 'pro' && !pro;
      const pictures = teaser || facts.kind === 'update' ? [] : await prefs.newestPictures(db, facts.id, PICTURES_PER_DROP);
      const images = pictures.map((p) => ({ url: `${site.url}${channels.mediaUrls.urlFor(p.displayKey, userId, { marked: true })}`, alt: p.caption ?? p.filename }));
      return { facts, images, teaser };
    }),
  );
}

async function sendPushes(db: Db, push: PushSender, userIds: string[], payload: { title: string; body: string; path: string }, log: FastifyBaseLogger): Promise<void> {
  for (const target of await prefs.pushTargetsOf(db, userIds)) {
    // A key the library cannot encrypt for is that browser's problem, never the e-mail's.
    const { outcome, error } = await push.send(target, JSON.stringify(payload)).catch((err: unknown) => ({ outcome: 'failed' as const, error: String(err) }));
    // The browser unsubscribed or the push service dropped it: it will never come back.
    if (outcome === 'gone') await prefs.deletePushSubscription(db, target.endpoint);
    if (outcome === 'failed') log.warn({ error }, 'push notice not delivered');
  }
}

/** Where a push notice opens: the chat it is about, else the dashboard. */
const PUSH_PATHS: Partial<Record<NotificationType, string>> = {
  chat_reply: PRO_CHAT_LINK,
  chat_started: PRO_CHAT_LINK,
  chat_message: dashboardHref({ view: 'admin', tab: 'chats' }),
};

const pushOfJobs = (jobs: EmailNotificationRow[], email: { subject: string }) => ({
  title: email.subject,
  body: jobs.map((j) => j.messageText).join('\n').slice(0, 200),
  path: PUSH_PATHS[jobs[0]!.type] ?? dashboardHref({}),
});

/**
 * Delivers one claimed group: pushes first, on the first attempt only (a push
 * is never repeated when the e-mail is retried), then the e-mail unless the
 * recipient turned it off. Rejects when the mail server refused the e-mail.
 */
export async function deliverGroup(db: Db, mailer: Mailer, channels: NoticeChannels | null, site: EmailSite, jobs: EmailNotificationRow[], log: FastifyBaseLogger): Promise<void> {
  const first = jobs[0]!;
  const topic = TOPIC_OF[first.type];
  if (!topic) return mailer.send(renderNotificationEmail(jobs, site));
  const plan = await planOf(db, first, topic);
  const firstAttempt = jobs.every((job) => job.attempts === 0);
  if (first.type === 'new_content') {
    if (!channels) throw new Error('new content notices need the push sender and unsubscribe key');
    const drops = await dropsFor(db, channels, site, jobs);
    if (firstAttempt && channels.push && plan.pushTo.length > 0) await sendPushes(db, channels.push, plan.pushTo, pushOfDrop(drops[0]!), log);
    if (plan.email) await mailer.send(composeEmail(first.recipient, site, newContentEmail(drops, unsubscribeUrl(channels, first.userId!, 'new_content'))));
    return;
  }
  const email = renderNotificationEmail(jobs, site);
  if (firstAttempt && channels?.push && plan.pushTo.length > 0) await sendPushes(db, channels.push, plan.pushTo, pushOfJobs(jobs, email), log);
  if (plan.email) await mailer.send(email);
}

/** The members among these whose current address the mail server refused for good (shown to the owner). */
export async function bouncedMembers(db: Db, userIds: string[]): Promise<Set<string>> {
  return prefs.bouncedAmong(db, userIds);
}

/** An SMTP 5xx answer: the address does not exist or refuses mail; retrying will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

