import { z } from 'zod';

/** Notification preferences, push subscriptions and one-click unsubscribe (ADR 0133, 0134). */
export const NOTIFICATIONS_PATHS = {
  /** GET (member): own preferences and the key the browser subscribes to push with; PUT: replaces them. */
  preferences: '/api/notifications/preferences',
  /** POST (member): keeps this browser's push subscription; DELETE ?endpoint=: forgets it. */
  pushSubscription: '/api/notifications/push-subscription',
  /** POST (anyone with a signed link, RFC 8058 one-click): turns one kind of e-mail off. */
  unsubscribe: '/api/notifications/unsubscribe',
} as const;

/** What a member can be told about; billing e-mails (receipts, failed payments) are always sent. */
export const NOTICE_TOPICS = ['new_content', 'chat_replies', 'order_updates', 'offers'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];
export const NOTICE_CHANNELS = ['email', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_TOPIC_LABELS: Record<NoticeTopic, string> = {
  new_content: 'New pictures and updates',
  chat_replies: 'Chat replies',
  order_updates: 'Custom order updates',
  offers: 'Offers and discounts',
};

const TopicSwitchesSchema = z.object({
  new_content: z.boolean(),
  chat_replies: z.boolean(),
  order_updates: z.boolean(),
  offers: z.boolean(),
});

export const NotificationPreferencesSchema = z.object({ email: TopicSwitchesSchema, push: TopicSwitchesSchema });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Everything on: a member hears of what they joined for until they say otherwise. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: { new_content: true, chat_replies: true, order_updates: true, offers: true },
  push: { new_content: true, chat_replies: true, order_updates: true, offers: true },
};

export const NotificationSettingsSchema = z.object({
  preferences: NotificationPreferencesSchema,
  /** The VAPID public key (base64url) the browser subscribes with. */
  pushPublicKey: z.string(),
  /** How many of the member's browsers receive push. */
  pushDevices: z.number().int().nonnegative(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`)
    // Unpadded base64url carries 6 bits a character (no Buffer here: this module runs in browsers too).
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 6) / 8) === bytes, `${what} must be ${bytes} bytes`);

export const PUSH_MESSAGES = {
  badEndpoint: 'The push endpoint must be an https:// address.',
  badKey: 'The push subscription keys are not valid.',
} as const;

/** A browser's PushSubscription.toJSON(): the endpoint and its two keys (RFC 8291). */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_MESSAGES.badEndpoint }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    // An uncompressed point starts with the byte 4, which base64url writes as "B".
    p256dh: base64url(65, 'p256dh').refine((value) => value.startsWith('B'), PUSH_MESSAGES.badKey),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16, 'auth'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushEndpointSchema = z.object({ endpoint: z.url().max(1000) });

export const UnsubscribeSchema = z.object({ token: z.string().min(1).max(300) });

/** What the service worker receives and shows. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), path: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
