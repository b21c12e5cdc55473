import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import {
  CancelMemberRequestSchema,
  GrantRequestSchema,
  MEMBER_PATHS,
  MemberDetailSchema,
  MemberListQuerySchema,
  MemberListSchema,
  MemberParamsSchema,
  RefundRequestSchema,
  RefundResponseSchema,
} from '../../../shared/features/members.schema.js';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../plugins/csv-export.js';
import { requireAdmin, signedInUser } from '../../plugins/guards.js';
import { grantComplimentary, revokeComplimentary } from './complimentary.service.js';
import { cancelMemberSubscription, refundLastPayment } from './member-billing.service.js';
import { exportMembersCsv, getMemberDetail, listMembers } from './members.service.js';

const ChangedSchema = z.object({ changed: z.array(z.string()) });

/** The owner's member manager (all under /api/admin, so the admin gate also covers them). */
export async function memberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = MemberParamsSchema;

  api.get(MEMBER_PATHS.list, { preHandler: requireAdmin, schema: { querystring: MemberListQuerySchema, response: { 200: MemberListSchema } } }, async (request) =>
    listMembers(ctx, request.query),
  );

  api.get(MEMBER_PATHS.member, { preHandler: requireAdmin, schema: { params, response: { 200: MemberDetailSchema } } }, async (request) =>
    getMemberDetail(ctx, request.log, request.params.userId),
  );

  api.post(
    MEMBER_PATHS.complimentary,
    { preHandler: requireAdmin, schema: { params, body: GrantRequestSchema, response: { 200: CurrentUserSchema } } },
    async (request) => {
      const endsAt = request.body.endsAt === null ? null : new Date(request.body.endsAt);
      return grantComplimentary(ctx, { userId: request.params.userId, grantedBy: signedInUser(request).id, endsAt });
    },
  );

  api.delete(MEMBER_PATHS.complimentary, { preHandler: requireAdmin, schema: { params, response: { 200: CurrentUserSchema } } }, async (request) =>
    revokeComplimentary(ctx, request.params.userId),
  );

  api.post(
    MEMBER_PATHS.cancel,
    { preHandler: requireAdmin, schema: { params, body: CancelMemberRequestSchema, response: { 200: ChangedSchema } } },
    async (request) => ({ changed: await cancelMemberSubscription(ctx, request.log, request.params.userId, request.body.when) }),
  );

  api.post(
    MEMBER_PATHS.refund,
    { preHandler: requireAdmin, schema: { params, body: RefundRequestSchema, response: { 200: RefundResponseSchema } } },
    async (request) =>
      refundLastPayment(ctx, request.log, { userId: request.params.userId, refundedBy: signedInUser(request).id, amountCents: request.body.amountCents }),
  );

  api.get(MEMBER_PATHS.exportMembers, { preHandler: requireAdmin }, async (_request, reply) => sendCsv(reply, 'members', await exportMembersCsv(ctx)));
}
