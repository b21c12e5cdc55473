import { z } from 'zod';
import { AffiliateLinkListSchema } from './features/affiliate-links.schema.js';
import { AnalyticsListSchema, RevenueSchema } from './features/analytics.schema.js';
import { CurrentUserSchema, SignInWaysSchema } from './features/auth.schema.js';
import { ChatCandidateListSchema, ChatListSchema, ChatMessagePageSchema, ChatSummarySchema, ChatUnreadSchema } from './features/chat.schema.js';
import { BasicMediaLinksSchema, MediaLinksSchema, PoemSchema, SiteSettingsSchema } from './features/content.schema.js';
import { ConfirmationSchema, CustomRequestListSchema, CustomRequestPageSchema, PurchasedListSchema } from './features/custom-orders.schema.js';
import { DownloadEventListSchema } from './features/downloads.schema.js';
import { GalleryDirectorySchema, GalleryPageSchema } from './features/gallery.schema.js';
import { UsernameAvailabilitySchema } from './features/profile.schema.js';
import { SiteContentSchema } from './features/site-content.schema.js';
import { TipConfirmationSchema, TipPageSchema, TipSettingsFieldsSchema } from './features/tips.schema.js';
import { ServeLogListSchema } from './features/leaks.schema.js';
import { DiscountCheckSchema, DiscountCodeListSchema } from './features/offers.schema.js';
import { ApiKeyListSchema, ApiKeyUsageSchema } from './features/api-keys.schema.js';
import { RetentionSettingsSchema } from './features/retention.schema.js';
import { WebhookDeliveryListSchema, WebhookEndpointListSchema } from './features/webhooks.schema.js';
import { DiscordStatusSchema, MyDiscordSchema } from './features/discord.schema.js';
import { PasskeyListSchema } from './features/passkeys.schema.js';
import { DeviceListSchema } from './features/devices.schema.js';
import { NotificationSettingsSchema } from './features/notifications.schema.js';
import { MemberDetailSchema, MemberListSchema } from './features/members.schema.js';
import { BillingStateSchema, PlansResponseSchema, ProUserListSchema, SubscriptionStatusResponseSchema } from './features/subscription.schema.js';
import { TechContentSchema } from './features/ai-chat.schema.js';
import { UpdateListSchema } from './features/updates.schema.js';
import { CalendarMonthSchema, NextDropSchema, PublishingSettingsSchema } from './features/publishing.schema.js';

/**
 * What each kind of account may receive from every JSON GET route: the schema
 * whose fields that account may see, or `refused` (a 4xx and nothing else).
 * The route's own response schema is the widest of these; where a tier sees
 * less (the Twitter link is Pro only), its narrower schema is named here, and
 * the server must send no field outside it. A test walks every GET route as
 * each kind of account and fails on any field outside its schema.
 */

export const RECIPIENTS = ['visitor', 'basic', 'lapsed', 'pro', 'admin'] as const;
export type Recipient = (typeof RECIPIENTS)[number];

export type TierView = z.ZodType | 'refused';
export type TierResponses = Readonly<Record<Recipient, TierView>>;

const everyone = (schema: z.ZodType): TierResponses => ({ visitor: schema, basic: schema, lapsed: schema, pro: schema, admin: schema });
/** Any signed-in account. */
const members = (schema: z.ZodType): TierResponses => ({ ...everyone(schema), visitor: 'refused' });
/** Pro members and admins; a lapsed member is Basic again. */
const proOnly = (schema: z.ZodType): TierResponses => ({ ...members(schema), basic: 'refused', lapsed: 'refused' });
const adminOnly = (schema: z.ZodType): TierResponses => ({ ...proOnly(schema), pro: 'refused' });

/** Keyed by route pattern, as registered. */
export const TIER_RESPONSES: Readonly<Record<string, TierResponses>> = {
  '/healthz': everyone(z.object({ status: z.literal('ok') })),
  '/readyz': everyone(z.object({ status: z.literal('ready') })),
  '/api/site': everyone(SiteSettingsSchema),
  '/api/me': members(CurrentUserSchema),
  '/api/me/sign-in-ways': members(SignInWaysSchema),
  '/api/me/username-available': members(UsernameAvailabilitySchema),
  '/api/passkeys': members(PasskeyListSchema),
  '/api/devices': members(DeviceListSchema),
  '/api/notifications/preferences': members(NotificationSettingsSchema),
  '/api/content/links': { visitor: 'refused', basic: BasicMediaLinksSchema, lapsed: BasicMediaLinksSchema, pro: MediaLinksSchema, admin: MediaLinksSchema },
  '/api/content/tech': members(TechContentSchema),
  '/api/content/poem': proOnly(PoemSchema),
  '/api/updates': members(UpdateListSchema),
  /** The next scheduled drop's time (its title only when the owner allows). */
  '/api/next-drop': proOnly(NextDropSchema),
  '/api/admin/publishing/settings': adminOnly(PublishingSettingsSchema),
  '/api/admin/calendar': adminOnly(CalendarMonthSchema),
  '/api/subscription/status': members(SubscriptionStatusResponseSchema),
  '/api/subscription/billing': members(BillingStateSchema),
  /** The Subscribe view's prices, public like the spec's "$20/month". */
  '/api/subscription/plans': everyone(PlansResponseSchema),
  '/api/galleries': proOnly(GalleryDirectorySchema),
  /** For a configured gallery (all are Pro); the base `gallery` collection is open to members. */
  '/api/galleries/:collection': proOnly(GalleryPageSchema),
  '/api/affiliate-links': proOnly(AffiliateLinkListSchema),
  /** For the chat of the Pro member it belongs to (and the owner). */
  '/api/chats/:chatId/messages': { ...proOnly(ChatMessagePageSchema) },
  '/api/custom-orders/confirmation': members(ConfirmationSchema),
  '/api/custom-orders': proOnly(CustomRequestListSchema),
  '/api/custom-orders/purchased': proOnly(PurchasedListSchema),
  '/api/admin/site-content': adminOnly(SiteContentSchema),
  '/api/admin/pro-users': adminOnly(ProUserListSchema),
  '/api/admin/new-pro-users': adminOnly(ProUserListSchema),
  '/api/admin/members': adminOnly(MemberListSchema),
  '/api/admin/members/:userId': adminOnly(MemberDetailSchema),
  '/api/admin/analytics': adminOnly(AnalyticsListSchema),
  '/api/admin/analytics/revenue': adminOnly(RevenueSchema),
  '/api/admin/custom-orders/pending': adminOnly(CustomRequestPageSchema),
  '/api/admin/custom-orders/past': adminOnly(CustomRequestPageSchema),
  '/api/tips/options': members(TipSettingsFieldsSchema),
  '/api/tips/confirmation': members(TipConfirmationSchema),
  '/api/admin/tips': adminOnly(TipPageSchema),
  '/api/admin/leaks/serve-log': adminOnly(ServeLogListSchema),
  '/api/admin/offers/codes': adminOnly(DiscountCodeListSchema),
  '/api/admin/retention': adminOnly(RetentionSettingsSchema),
  '/api/admin/webhooks/endpoints': adminOnly(WebhookEndpointListSchema),
  '/api/admin/webhooks/deliveries': adminOnly(WebhookDeliveryListSchema),
  '/api/admin/discord': adminOnly(DiscordStatusSchema),
  // Anyone signed in may see (and undo) their own link; only linking needs Pro.
  '/api/discord': members(MyDiscordSchema),
  '/api/admin/api-keys': adminOnly(ApiKeyListSchema),
  '/api/admin/api-keys/usage': adminOnly(ApiKeyUsageSchema),
  /** What a discount code gives the signed-in member; the same for every kind of account. */
  '/api/offers/check': members(DiscountCheckSchema),
  '/api/downloads': adminOnly(DownloadEventListSchema),
  '/api/chats': adminOnly(ChatListSchema),
  '/api/chats/candidates': adminOnly(ChatCandidateListSchema),
  '/api/chats/:chatId': adminOnly(ChatSummarySchema),
  /** The owner's total, or a member's count in their own chat. */
  '/api/chats/unread': members(ChatUnreadSchema),
};

/**
 * The field paths a schema allows, e.g. `images[].thumb.url`; `*` stands for
 * any key of a record. Used to compare what was sent with what was declared.
 */
export function allowedFieldPaths(schema: z.ZodType): Set<string> {
  const paths = new Set<string>();
  const walk = (node: z.ZodType, prefix: string) => {
    const def = (node as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          const path = prefix ? `${prefix}.${key}` : key;
          paths.add(path);
          walk(child, path);
        }
        return;
      case 'array':
        walk(def.element as z.ZodType, `${prefix}[]`);
        return;
      case 'record':
        paths.add(`${prefix}.*`);
        walk(def.valueType as z.ZodType, `${prefix}.*`);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
      case 'catch':
        walk(def.innerType as z.ZodType, prefix);
        return;
      case 'pipe':
        walk(def.out as z.ZodType, prefix);
        walk(def.in as z.ZodType, prefix);
        return;
      case 'union':
        for (const option of def.options as z.ZodType[]) walk(option, prefix);
        return;
      case 'intersection':
        walk(def.left as z.ZodType, prefix);
        walk(def.right as z.ZodType, prefix);
        return;
      case 'lazy':
        walk((def.getter as () => z.ZodType)(), prefix);
        return;
      default:
        return;
    }
  };
  walk(schema, '');
  return paths;
}

/** The field paths a JSON value holds, in the notation of allowedFieldPaths. */
export function sentFieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) sentFieldPaths(item, `${prefix}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      into.add(path);
      sentFieldPaths(child, path, into);
    }
  }
  return into;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sent paths the schema does not allow (a record's `*` matches any one key). */
export function fieldsOutside(schema: z.ZodType, value: unknown): string[] {
  const allowed = allowedFieldPaths(schema);
  const patterns = [...allowed].filter((path) => path.includes('*')).map((path) => new RegExp(`^${path.split('*').map(escapeRegExp).join('[^.[]+')}$`));
  return [...sentFieldPaths(value)].filter((path) => !allowed.has(path) && !patterns.some((pattern) => pattern.test(path)));
}
