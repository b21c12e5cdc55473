import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import type { AppContext } from '../../app-context.js';
import { receiveWebhook } from './subscription-webhook.service.js';

/**
 * The provider's webhook. Its own scope keeps JSON bodies raw (the signature is
 * over the exact bytes); CSRF does not apply (csrf.ts exempts /api/webhooks/),
 * the signature is the check.
 */
export async function webhookRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  scope.post(SUBSCRIPTION_PATHS.webhook, async (request) => {
    const signature = request.headers['stripe-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return receiveWebhook(ctx, request.log, raw, typeof signature === 'string' ? signature : undefined);
  });
}
