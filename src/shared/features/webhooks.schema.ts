import { z } from 'zod';

/** Outgoing webhooks (Admin Dashboard → Integrations): endpoints the owner registers and what was sent to them. */
export const WEBHOOKS_PATHS = {
  /** GET (admin): every endpoint; POST (admin): registers one (its signing secret is in this answer only). */
  endpoints: '/api/admin/webhooks/endpoints',
  /** PATCH (admin): turns an endpoint on or off; DELETE (admin): removes it and its deliveries. */
  endpoint: '/api/admin/webhooks/endpoints/:id',
  /** GET (admin): the newest deliveries, newest first. */
  deliveries: '/api/admin/webhooks/deliveries',
  /** POST (admin): sends a delivery's event again, as a new delivery. */
  redeliver: '/api/admin/webhooks/deliveries/:id/redeliver',
} as const;

/** What the owner may subscribe an endpoint to; the name is the payload's `type`. */
export const WEBHOOK_EVENTS = [
  'member.created',
  'membership.pro_started',
  'membership.cancel_scheduled',
  'membership.resumed',
  'membership.renewed',
  'membership.payment_failed',
  'membership.lapsed',
  'membership.refunded',
  'order.paid',
  'order.fulfilled',
  'content.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'member.created': 'Member created',
  'membership.pro_started': 'Pro started',
  'membership.cancel_scheduled': 'Cancel scheduled',
  'membership.resumed': 'Resumed',
  'membership.renewed': 'Renewed',
  'membership.payment_failed': 'Payment failed',
  'membership.lapsed': 'Lapsed',
  'membership.refunded': 'Refunded',
  'order.paid': 'Order paid',
  'order.fulfilled': 'Order fulfilled',
  'content.published': 'Content published',
};

/** The header carrying `t=<epoch seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Site-Signature';

export const WEBHOOK_MESSAGES = {
  badUrl: 'Give the endpoint as a full http:// or https:// address.',
  privateAddress: 'That address is on a private or local network; webhooks go only to public addresses here.',
  unresolvable: 'That host name could not be found.',
  noEvents: 'Pick at least one event.',
} as const;

export const CreateWebhookEndpointSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.badUrl })),
    description: z.string().trim().max(200).default(''),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.noEvents).max(WEBHOOK_EVENTS.length),
  })
  .strict();
export type CreateWebhookEndpoint = z.input<typeof CreateWebhookEndpointSchema>;

export const UpdateWebhookEndpointSchema = z.object({ enabled: z.boolean() }).strict();

export const WebhookIdParamsSchema = z.object({ id: z.uuid() });

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The answer to registering: the endpoint and its signing secret, shown this once. */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  endpointUrl: z.string(),
  eventId: z.uuid(),
  eventType: z.enum(WEBHOOK_EVENTS),
  /** pending: waiting for its first or next try; failed: gave up after a day. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });
