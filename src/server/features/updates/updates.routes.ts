import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UPDATES_PATHS,
  UpdateEntrySchema,
  UpdateIdParamsSchema,
  UpdateInputSchema,
  UpdateListSchema,
  NewUpdateSchema,
} from '../../../shared/features/updates.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requirePermission, signedInUser } from '../../plugins/guards.js';
import { addUpdate, changeUpdate, getUpdates, removeUpdate } from './updates.service.js';

/** Latest Updates: everyone signed in reads, admins add, edit and delete. */
export async function updatesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    UPDATES_PATHS.list,
    { preHandler: requirePermission('view_basic_content'), schema: { response: { 200: UpdateListSchema } } },
    async (request) => getUpdates(ctx, signedInUser(request)),
  );

  api.post(
    UPDATES_PATHS.adminList,
    { preHandler: requireAdmin, schema: { body: NewUpdateSchema, response: { 201: UpdateEntrySchema } } },
    async (request, reply) => reply.code(201).send(await addUpdate(ctx, request.body)),
  );

  api.put(
    UPDATES_PATHS.adminEntry,
    { preHandler: requireAdmin, schema: { params: UpdateIdParamsSchema, body: UpdateInputSchema, response: { 200: UpdateEntrySchema } } },
    async (request) => changeUpdate(ctx, request.params.id, request.body),
  );

  api.delete(UPDATES_PATHS.adminEntry, { preHandler: requireAdmin, schema: { params: UpdateIdParamsSchema } }, async (request, reply) => {
    await removeUpdate(ctx, request.params.id);
    return reply.code(204).send();
  });
}
