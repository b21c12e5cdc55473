import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgreementRecordSchema,
  BillingPortalResponseSchema,
  BillingStateSchema,
  AgreementRequestSchema,
  CancelResponseSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  PlansResponseSchema,
  ProUserListQuerySchema,
  ProUserListSchema,
  ResyncParamsSchema,
  ResyncResponseSchema,
  StatusQuerySchema,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PATHS,
  SubscriptionStatusResponseSchema,
  SwitchPlanRequestSchema,
} from '../../../shared/features/subscription.schema.js';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../errors.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import {
  cancelSubscription,
  getNewProUsers,
  getProUsers,
  plansOnOffer,
  recordAgreement,
  resyncUser,
  startCheckout,
  subscriptionStatusOf,
  discountCodeFor,
} from './subscription.service.js';
import { DiscountCheckQuerySchema, DiscountCheckSchema, OFFERS_PATHS } from '../../../shared/features/offers.schema.js';
import { memberRoutes } from './members.routes.js';
import { switchPlan } from './plan-switch.service.js';
import { webhookRoutes } from './webhook.routes.js';
import { billingStateOf, openBillingPortal, type PortalConfiguration } from './billing-portal.service.js';

/** SPEC §5: subscribing needs a signed-in user, with this exact message (checked before the body is validated). */
async function requireUserToSubscribe(request: Parameters<typeof requireUser>[0]): Promise<void> {
  if (!request.user) throw unauthorized(SUBSCRIPTION_MESSAGES.logInFirst);
}

/** Subscription: agreement, checkout, cancel, the /success check, admin lists and resync, and the webhook. */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, portal: PortalConfiguration): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    SUBSCRIPTION_PATHS.agreement,
    { onRequest: requireUserToSubscribe, schema: { body: AgreementRequestSchema, response: { 201: AgreementRecordSchema } } },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return reply.code(201).send(await recordAgreement(ctx, signedInUser(request), client));
    },
  );

  // Here, not in offers: the member's payment customer (has paid before?) belongs to this feature.
  api.get(
    OFFERS_PATHS.check,
    { onRequest: requireUserToSubscribe, schema: { querystring: DiscountCheckQuerySchema, response: { 200: DiscountCheckSchema } } },
    async (request) => discountCodeFor(ctx, signedInUser(request), request.query.code, request.query.plan),
  );

  api.post(
    SUBSCRIPTION_PATHS.checkout,
    { onRequest: requireUserToSubscribe, schema: { body: CheckoutRequestSchema, response: { 200: CheckoutResponseSchema } } },
    async (request) => startCheckout(ctx, signedInUser(request), request.body.attemptId, request.body.promotionCode, request.body.plan),
  );

  api.get(SUBSCRIPTION_PATHS.plans, { schema: { response: { 200: PlansResponseSchema } } }, async (request) => plansOnOffer(ctx, request.user ?? null));

  api.post(
    SUBSCRIPTION_PATHS.cancel,
    { preHandler: requireUser, schema: { response: { 200: CancelResponseSchema } } },
    async (request) => cancelSubscription(ctx, request.log, signedInUser(request)),
  );

  api.get(
    SUBSCRIPTION_PATHS.status,
    { preHandler: requireUser, schema: { querystring: StatusQuerySchema, response: { 200: SubscriptionStatusResponseSchema } } },
    async (request) => subscriptionStatusOf(ctx, signedInUser(request), request.query.userId, request.query.sessionId),
  );

  const proUsersSchema = { querystring: ProUserListQuerySchema, response: { 200: ProUserListSchema } };
  api.get(SUBSCRIPTION_PATHS.proUsers, { preHandler: requireAdmin, schema: proUsersSchema }, async (request) => getProUsers(ctx, request.query));
  api.get(SUBSCRIPTION_PATHS.newProUsers, { preHandler: requireAdmin, schema: proUsersSchema }, async (request) => getNewProUsers(ctx, request.query));

  api.post(
    SUBSCRIPTION_PATHS.resync,
    { preHandler: requireAdmin, schema: { params: ResyncParamsSchema, response: { 200: ResyncResponseSchema } } },
    async (request) => resyncUser(ctx, request.log, request.params.userId),
  );

  api.get(SUBSCRIPTION_PATHS.billing, { preHandler: requireUser, schema: { response: { 200: BillingStateSchema } } }, async (request) =>
    billingStateOf(ctx, signedInUser(request)),
  );

  api.post(SUBSCRIPTION_PATHS.plan, { preHandler: requireUser, schema: { body: SwitchPlanRequestSchema, response: { 200: BillingStateSchema } } }, async (request) =>
    switchPlan(ctx, request.log, signedInUser(request), request.body.plan),
  );

  api.post(SUBSCRIPTION_PATHS.billingPortal, { preHandler: requireUser, schema: { response: { 200: BillingPortalResponseSchema } } }, async (request) =>
    openBillingPortal(ctx, portal, request.log, signedInUser(request)),
  );

  await app.register(async (scope) => webhookRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
}
