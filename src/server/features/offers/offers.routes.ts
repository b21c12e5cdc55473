import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateDiscountCodeSchema,
  DiscountCodeIdParamsSchema,
  DiscountCodeListSchema,
  DiscountCodeSchema,
  OFFERS_PATHS,
} from '../../../shared/features/offers.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/guards.js';
import { createDiscountCode, deactivateDiscountCode, listDiscountCodes } from './offers.service.js';

/** Admin Dashboard → Offers: discount codes. */
export async function offersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(OFFERS_PATHS.codes, { preHandler: requireAdmin, schema: { response: { 200: DiscountCodeListSchema } } }, async () => listDiscountCodes(ctx));

  api.post(
    OFFERS_PATHS.codes,
    { preHandler: requireAdmin, schema: { body: CreateDiscountCodeSchema, response: { 201: DiscountCodeSchema } } },
    async (request, reply) => reply.code(201).send(await createDiscountCode(ctx, request.body)),
  );

  api.post(
    OFFERS_PATHS.deactivate,
    { preHandler: requireAdmin, schema: { params: DiscountCodeIdParamsSchema, response: { 200: DiscountCodeSchema } } },
    async (request) => deactivateDiscountCode(ctx, request.params.id),
  );
}
