import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  NOTICE_TOPICS,
  NOTIFICATIONS_PATHS,
  PUSH_MESSAGES,
  type NoticeTopic,
  type NotificationPreferences,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '../../../shared/features/notifications.schema.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../errors.js';
import { vapidKeys } from '../../integrations/web-push.js';
import * as repo from './preferences.repo.js';

/** A member's switches, and what their browser needs to subscribe to push. */
export async function getNotificationSettings(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  return {
    preferences: await repo.readPreferences(ctx.database.db, userId),
    pushPublicKey: vapidKeys(ctx.config.push.vapidPrivateKey, ctx.sessionSecret).publicKey,
    pushDevices: await repo.countPushSubscriptions(ctx.database.db, userId),
  };
}

export async function saveNotificationPreferences(ctx: AppContext, userId: string, preferences: NotificationPreferences): Promise<NotificationSettings> {
  await repo.writePreferences(ctx.database.db, userId, preferences);
  return getNotificationSettings(ctx, userId);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https:// always; http:// only to loopback, and only when PUSH_ALLOW_LOOPBACK says a local stand-in runs there. */
export async function addPushSubscription(ctx: AppContext, userId: string, input: PushSubscriptionInput): Promise<void> {
  const url = new URL(input.endpoint);
  const allowed = url.protocol === 'https:' || (ctx.config.push.allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!allowed) throw badRequest('bad_push_endpoint', PUSH_MESSAGES.badEndpoint);
  await repo.savePushSubscription(ctx.database.db, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
}

export async function removePushSubscription(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await repo.deletePushSubscription(ctx.database.db, endpoint, userId);
}

const unsubscribeKey = (sessionSecret: string) => Buffer.from(hkdfSync('sha256', sessionSecret, 'creator-site', 'unsubscribe-v1', 32));
const signatureOf = (sessionSecret: string, claim: string) => createHmac('sha256', unsubscribeKey(sessionSecret)).update(claim).digest('base64url').slice(0, 32);

/** The one-click address that turns one topic's e-mails off for one member (no expiry: an old e-mail's link keeps working). */
export function unsubscribeUrl(ctx: { config: { publicUrl: string }; sessionSecret: string }, userId: string, topic: NoticeTopic): string {
  const claim = `${userId}.${topic}`;
  const token = `${claim}.${signatureOf(ctx.sessionSecret, claim)}`;
  return `${ctx.config.publicUrl}${NOTIFICATIONS_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

const FORGED = () => badRequest('bad_unsubscribe_link', 'This unsubscribe link is not valid. Change your e-mail choices in your profile instead.');

/** Checks the signature; a replayed link finds the switch off already and changes nothing. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ topic: NoticeTopic }> {
  const [userId, topic, signature] = token.split('.');
  if (!userId || !topic || !signature || !(NOTICE_TOPICS as readonly string[]).includes(topic)) throw FORGED();
  const expected = Buffer.from(signatureOf(ctx.sessionSecret, `${userId}.${topic}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw FORGED();
  await repo.switchOff(ctx.database.db, userId, 'email', topic as NoticeTopic);
  return { topic: topic as NoticeTopic };
}
