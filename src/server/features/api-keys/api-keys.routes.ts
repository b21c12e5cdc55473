import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_KEYS_PATHS,
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  ApiKeyUsageSchema,
  CreatedApiKeySchema,
  CreateApiKeySchema,
} from '../../../shared/features/api-keys.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, signedInUser } from '../../plugins/guards.js';
import { createApiKey, listKeys, listUsage, revokeKey } from './api-keys.service.js';

/** Admin Dashboard → API keys: the owner's keys and their usage log (never reachable with a key). */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API_KEYS_PATHS.keys, { preHandler: requireAdmin, schema: { response: { 200: ApiKeyListSchema } } }, async () => listKeys(ctx));

  api.post(
    API_KEYS_PATHS.keys,
    { preHandler: requireAdmin, schema: { body: CreateApiKeySchema, response: { 201: CreatedApiKeySchema } } },
    async (request, reply) => reply.code(201).send(await createApiKey(ctx, signedInUser(request).id, request.body)),
  );

  api.post(
    API_KEYS_PATHS.revoke,
    { preHandler: requireAdmin, schema: { params: ApiKeyIdParamsSchema, response: { 200: ApiKeySchema } } },
    async (request) => revokeKey(ctx, request.params.id),
  );

  api.get(API_KEYS_PATHS.usage, { preHandler: requireAdmin, schema: { response: { 200: ApiKeyUsageSchema } } }, async () => listUsage(ctx));
}
