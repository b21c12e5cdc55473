import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptOfferResponseSchema,
  PresentedOfferSchema,
  RETENTION_PATHS,
  RetentionSettingsInputSchema,
  RetentionSettingsSchema,
  WinBackOptOutQuerySchema,
} from '../../../shared/features/retention.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import { acceptOffer, getRetentionSettings, optOutOfWinBack, presentOffer, setRetentionSettings } from './retention.service.js';
import { optOutPage } from './win-back-opt-out.http.js';

/** The owner's retention settings (Offers tab) and the member's side of the offer at Cancel Subscription. */
export async function retentionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(RETENTION_PATHS.settings, { preHandler: requireAdmin, schema: { response: { 200: RetentionSettingsSchema } } }, async () => getRetentionSettings(ctx));

  api.put(
    RETENTION_PATHS.settings,
    { preHandler: requireAdmin, schema: { body: RetentionSettingsInputSchema, response: { 200: RetentionSettingsSchema } } },
    async (request) => setRetentionSettings(ctx, request.body),
  );

  api.post(RETENTION_PATHS.present, { preHandler: requireUser, schema: { response: { 200: PresentedOfferSchema } } }, async (request) =>
    presentOffer(ctx, signedInUser(request)),
  );

  api.post(RETENTION_PATHS.accept, { preHandler: requireUser, schema: { response: { 200: AcceptOfferResponseSchema } } }, async (request) =>
    acceptOffer(ctx, request.log, signedInUser(request)),
  );
  // Opened from the e-mail, signed in or not: the signed token says who; the answer is a small page.
  api.get(RETENTION_PATHS.winBackOptOut, { schema: { querystring: WinBackOptOutQuerySchema } }, async (request, reply) => {
    const message = await optOutOfWinBack(ctx, request.query.token);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(optOutPage(message));
  });
}
