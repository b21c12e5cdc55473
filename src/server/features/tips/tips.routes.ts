import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateTipResponseSchema,
  CreateTipSchema,
  RefundTipSchema,
  TIP_PATHS,
  TipConfirmationQuerySchema,
  TipConfirmationSchema,
  TipPageQuerySchema,
  TipPageSchema,
  TipParamsSchema,
  TipSchema,
  TipSettingsFieldsSchema,
} from '../../../shared/features/tips.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import { createTip, listTips, refundTip, tipConfirmation, tipOptions } from './tips.service.js';

/** Tips: the dialog's options, paying a tip, the thank-you, and the owner's list and refunds. */
export async function tipsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(TIP_PATHS.options, { preHandler: requireUser, schema: { response: { 200: TipSettingsFieldsSchema } } }, async () => tipOptions(ctx));

  api.post(TIP_PATHS.tips, { preHandler: requireUser, schema: { body: CreateTipSchema, response: { 200: CreateTipResponseSchema } } }, async (request) =>
    createTip(ctx, request.log, signedInUser(request), request.body),
  );

  api.get(
    TIP_PATHS.confirmation,
    { preHandler: requireUser, schema: { querystring: TipConfirmationQuerySchema, response: { 200: TipConfirmationSchema } } },
    async (request) => tipConfirmation(ctx, signedInUser(request), request.query.sessionId),
  );

  api.get(TIP_PATHS.adminList, { preHandler: requireAdmin, schema: { querystring: TipPageQuerySchema, response: { 200: TipPageSchema } } }, async (request) =>
    listTips(ctx, request.query),
  );

  api.post(
    TIP_PATHS.refund,
    { preHandler: requireAdmin, schema: { params: TipParamsSchema, body: RefundTipSchema, response: { 200: TipSchema } } },
    async (request) => refundTip(ctx, request.log, signedInUser(request), request.params.tipId, request.body.amountCents),
  );
}
