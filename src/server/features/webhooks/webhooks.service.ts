import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../shared/features/webhooks.schema.js';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import { checkWebhookHost } from '../../integrations/webhook-http.js';
import { newSigningSecret } from './webhook-signing.service.js';
import { toWebhookDelivery, toWebhookEndpoint } from './webhooks.presenter.js';
import { copyDelivery, deleteEndpoint, insertEndpoint, listDeliveries, listEndpoints, queueEventDeliveries, setEndpointEnabled } from './webhooks.repo.js';

export type { WebhookEventType } from '../../../shared/features/webhooks.schema.js';

/** How many deliveries the owner's log shows. */
const DELIVERY_LOG_SIZE = 100;

/**
 * Queues an event for every endpoint that asked for it, inside the caller's
 * transaction: it is sent exactly when the change that caused it committed, and
 * by the sender job, never by the request. `data` is what receivers read.
 */
export async function emitWebhookEvent(tx: Db | Tx, type: WebhookEventType, data: Record<string, unknown>, now = new Date()): Promise<void> {
  const id = randomUUID();
  const body = JSON.stringify({ id, type, created: Math.floor(now.getTime() / 1000), data });
  await queueEventDeliveries(tx, { id, type, body });
}

export async function createWebhookEndpoint(ctx: AppContext, input: z.output<typeof CreateWebhookEndpointSchema>): Promise<CreatedWebhookEndpoint> {
  const host = await checkWebhookHost(input.url, ctx.config.webhooksAllowPrivateAddresses);
  if (host === 'private') throw badRequest('webhook_private_address', WEBHOOK_MESSAGES.privateAddress);
  if (host === 'unresolvable') throw badRequest('webhook_unresolvable', WEBHOOK_MESSAGES.unresolvable);
  const secret = newSigningSecret();
  const row = await insertEndpoint(ctx.database.db, { url: input.url, description: input.description, events: [...new Set(input.events)], secret });
  return { ...toWebhookEndpoint(row), secret };
}

export async function listWebhookEndpoints(ctx: AppContext): Promise<{ endpoints: WebhookEndpoint[] }> {
  return { endpoints: (await listEndpoints(ctx.database.db)).map(toWebhookEndpoint) };
}

export async function setWebhookEndpointEnabled(ctx: AppContext, id: string, enabled: boolean): Promise<WebhookEndpoint> {
  const row = await setEndpointEnabled(ctx.database.db, id, enabled);
  if (!row) throw notFound('That endpoint');
  return toWebhookEndpoint(row);
}

export async function deleteWebhookEndpoint(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteEndpoint(ctx.database.db, id))) throw notFound('That endpoint');
}

export async function listWebhookDeliveries(ctx: AppContext): Promise<{ deliveries: WebhookDelivery[] }> {
  return { deliveries: (await listDeliveries(ctx.database.db, DELIVERY_LOG_SIZE)).map(toWebhookDelivery) };
}

/** Sends a delivery's event again (same event id and body, freshly signed), as a new entry in the log. */
export async function redeliverWebhook(ctx: AppContext, id: string): Promise<void> {
  if (!(await copyDelivery(ctx.database.db, id))) throw notFound('That delivery');
}
