import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/features/webhooks.schema.js';
import type { DeliveryWithEndpoint } from './webhooks.repo.js';
import type { WebhookEndpointRow } from './webhooks.table.js';

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, description: row.description, events: row.events, enabled: row.enabled, createdAt: row.createdAt.toISOString() };
}

export function toWebhookDelivery(row: DeliveryWithEndpoint): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    endpointUrl: row.endpointUrl,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.availableAt.toISOString() : null,
  };
}
