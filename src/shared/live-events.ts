import { z } from 'zod';
import { ChatMessageSchema, ChatSummarySchema } from './features/chat.schema.js';
import { RequestStatusSchema } from './features/custom-orders.schema.js';
import { TIP_STATUSES } from './features/tips.schema.js';

/** One Server-Sent Events stream per tab; the server sends a comment line this often. */
export const LIVE_PATHS = {
  events: '/api/events',
} as const;
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * Every live event the server sends, named `feature.past_tense`. Payloads carry
 * ids and small facts; the client refetches what it shows.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user.updated'), data: z.object({ userId: z.string() }) }),
  // A gallery's images, names, order or likes changed; viewers refetch it.
  z.object({ type: z.literal('gallery.changed'), data: z.object({ collection: z.string() }) }),
  // Folders or configured galleries were added or renamed.
  z.object({ type: z.literal('gallery.directory_changed'), data: z.object({}) }),
  z.object({ type: z.literal('downloads.logged'), data: z.object({ id: z.string() }) }),
  // A batch of display-size or original fetches reached the serve log (admins' Police tab).
  z.object({ type: z.literal('media.served'), data: z.object({ rows: z.number() }) }),
  z.object({ type: z.literal('updates.changed'), data: z.object({ id: z.string() }) }),
  // A picture, gallery or update became visible (at once or when its schedule came due), once per item.
  z.object({ type: z.literal('content.published'), data: z.object({ kind: z.enum(['image', 'gallery', 'update']), id: z.string() }) }),
  z.object({ type: z.literal('affiliate_links.changed'), data: z.object({ id: z.string() }) }),
  z.object({ type: z.literal('content.updated'), data: z.object({}) }),
  z.object({ type: z.literal('chat.message_created'), data: ChatMessageSchema }),
  z.object({
    type: z.literal('chat.updated'),
    data: ChatSummarySchema.pick({ id: true, unreadByAdmin: true, unreadByUser: true, lastMessageTime: true, adminViewing: true }),
  }),
  z.object({ type: z.literal('chat.read'), data: z.object({ chatId: z.string(), by: z.enum(['user', 'admin']) }) }),
  // A custom request was paid or fulfilled; its buyer and the admins refetch their lists.
  z.object({ type: z.literal('custom_orders.request_changed'), data: z.object({ requestId: z.string(), status: RequestStatusSchema }) }),
  // A tip was paid or refunded; the owner's tabs refetch the Tips list.
  z.object({ type: z.literal('tips.changed'), data: z.object({ tipId: z.string(), status: z.enum(TIP_STATUSES) }) }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
