import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WEBHOOKS_PATHS,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookIdParamsSchema,
} from '../../../shared/features/webhooks.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/guards.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  setWebhookEndpointEnabled,
} from './webhooks.service.js';

/** Admin Dashboard → Integrations: webhook endpoints and their delivery log. */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(WEBHOOKS_PATHS.endpoints, { preHandler: requireAdmin, schema: { response: { 200: WebhookEndpointListSchema } } }, async () => listWebhookEndpoints(ctx));

  api.post(
    WEBHOOKS_PATHS.endpoints,
    { preHandler: requireAdmin, schema: { body: CreateWebhookEndpointSchema, response: { 201: CreatedWebhookEndpointSchema } } },
    async (request, reply) => reply.code(201).send(await createWebhookEndpoint(ctx, request.body)),
  );

  api.patch(
    WEBHOOKS_PATHS.endpoint,
    { preHandler: requireAdmin, schema: { params: WebhookIdParamsSchema, body: UpdateWebhookEndpointSchema, response: { 200: WebhookEndpointSchema } } },
    async (request) => setWebhookEndpointEnabled(ctx, request.params.id, request.body.enabled),
  );

  api.delete(WEBHOOKS_PATHS.endpoint, { preHandler: requireAdmin, schema: { params: WebhookIdParamsSchema } }, async (request, reply) => {
    await deleteWebhookEndpoint(ctx, request.params.id);
    return reply.code(204).send();
  });

  api.get(WEBHOOKS_PATHS.deliveries, { preHandler: requireAdmin, schema: { response: { 200: WebhookDeliveryListSchema } } }, async () => listWebhookDeliveries(ctx));

  api.post(
    WEBHOOKS_PATHS.redeliver,
    { preHandler: requireAdmin, schema: { params: WebhookIdParamsSchema, response: { 202: z.object({ queued: z.literal(true) }) } } },
    async (request, reply) => {
      await redeliverWebhook(ctx, request.params.id);
      return reply.code(202).send({ queued: true });
    },
  );
}
