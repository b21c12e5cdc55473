import { createECDH, hkdfSync } from 'node:crypto';
import webpush from 'web-push';
import type { AppConfig } from '../config.js';
import { postWebhook } from './webhook-http.js';

/** A browser's push subscription as stored: its endpoint and keys (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410), so it is to be forgotten. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The VAPID public key (base64url) browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string): Promise<{ outcome: PushOutcome; error: string | null }>;
}

/** A push service keeps an undelivered notice this long for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * The VAPID key pair: VAPID_PRIVATE_KEY, else derived from the session secret
 * as the media signing key is, so every instance of a fleet (which shares the
 * secret) signs with the same key and nothing new has to be stored (ADR 0134).
 */
export function vapidKeys(privateKeyOption: string | undefined, sessionSecret: string): { publicKey: string; privateKey: string } {
  const privateKey = privateKeyOption
    ? Buffer.from(privateKeyOption, 'base64url')
    : Buffer.from(hkdfSync('sha256', sessionSecret, 'creator-site', 'vapid-key-v1', 32));
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/**
 * Encrypts (aes128gcm) and signs (VAPID) with the web-push library, then posts
 * through the same guarded sender as webhooks: no private addresses unless
 * allowed, no redirects, a 10 s limit.
 */
export function createPushSender(config: Pick<AppConfig, 'push' | 'publicUrl' | 'adminEmails' | 'mail'>, sessionSecret: string): PushSender {
  const keys = vapidKeys(config.push.vapidPrivateKey, sessionSecret);
  const contact = config.mail.adminNotifyEmail ?? config.adminEmails[0];
  const subject = contact ? `mailto:${contact}` : new URL(config.publicUrl).origin;
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      const result = await postWebhook(request.endpoint, request.body ?? Buffer.alloc(0), headers, config.push.allowLoopback);
      if (result.status === 404 || result.status === 410) return { outcome: 'gone', error: result.error };
      return { outcome: result.ok ? 'sent' : 'failed', error: result.error };
    },
  };
}
