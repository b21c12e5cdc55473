import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmationQuerySchema,
  ConfirmationSchema,
  CreateRequestResponseSchema,
  CreateRequestSchema,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_ORDER_PATHS,
  CustomRequestListSchema,
  CustomRequestPageQuerySchema,
  CustomRequestPageSchema,
  CustomRequestSchema,
  PurchasedListSchema,
  PurchasedQuerySchema,
  RefundRequestSchema,
  RequestParamsSchema,
} from '../../../shared/features/custom-orders.schema.js';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../errors.js';
import { requireAdmin, requirePermission, requireUser, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readFulfilmentForm } from './custom-orders-upload.form.js';
import { refundRequest } from './custom-orders-refund.service.js';
import {
  createRequest,
  fulfilRequest,
  getConfirmation,
  listMyRequests,
  listPast,
  listPending,
  listPurchased,
} from './custom-orders.service.js';

/** SPEC §5: a purchase needs a signed-in user (checked before the body), then the custom-build permission. */
async function requireBuyer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(CUSTOM_ORDER_MESSAGES.logInFirst);
  await requirePermission('custom_build')(request);
}

/** Custom Build: request and checkout, /custom-success lookup, tracking, purchased content, admin fulfilment, media. */
export async function customOrdersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paths = CUSTOM_ORDER_PATHS;

  api.post(
    paths.requests,
    { onRequest: requireBuyer, schema: { body: CreateRequestSchema, response: { 200: CreateRequestResponseSchema } } },
    async (request) => createRequest(ctx, request.log, signedInUser(request), request.body),
  );

  api.get(
    paths.confirmation,
    { preHandler: requireUser, schema: { querystring: ConfirmationQuerySchema, response: { 200: ConfirmationSchema } } },
    async (request) => getConfirmation(ctx, request.log, signedInUser(request), request.query.sessionId),
  );

  api.get(paths.requests, { preHandler: requirePermission('track_purchases'), schema: { response: { 200: CustomRequestListSchema } } }, async (request) => ({
    requests: await listMyRequests(ctx, signedInUser(request)),
  }));

  api.get(
    paths.purchased,
    { preHandler: requirePermission('view_purchased_content'), schema: { querystring: PurchasedQuerySchema, response: { 200: PurchasedListSchema } } },
    async (request) => listPurchased(ctx, signedInUser(request), request.query),
  );

  const requestPage = { querystring: CustomRequestPageQuerySchema, response: { 200: CustomRequestPageSchema } };
  api.get(paths.pending, { preHandler: requireAdmin, schema: requestPage }, async (request) => listPending(ctx, signedInUser(request), request.query));

  api.post(
    paths.fulfil,
    { preHandler: requireAdmin, config: strictRateLimit(ctx.config, 'upload'), schema: { params: RequestParamsSchema, response: { 200: CustomRequestSchema } } },
    async (request) => fulfilRequest(ctx, signedInUser(request), request.params.requestId, await readFulfilmentForm(request)),
  );

  api.get(paths.past, { preHandler: requireAdmin, schema: requestPage }, async (request) => listPast(ctx, signedInUser(request), request.query));

  api.post(
    paths.refund,
    { preHandler: requireAdmin, schema: { params: RequestParamsSchema, body: RefundRequestSchema, response: { 200: CustomRequestSchema } } },
    async (request) => refundRequest(ctx, request.log, signedInUser(request), request.params.requestId, request.body.amountCents),
  );

}
