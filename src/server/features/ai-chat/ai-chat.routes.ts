import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AI_CHAT_PATHS, AiChatRequestSchema } from '../../../shared/features/ai-chat.schema.js';
import type { AppContext } from '../../app-context.js';
import { requirePermission, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { replyToPrompt } from './ai-chat.service.js';

/** The Tech page's AI chat (SPEC §7 chat_with_ai): the reply streams as NDJSON. */
export async function aiChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per account (AI_CHAT_RATE_LIMIT) and, more loosely, per address: a household behind one address shares that budget.
  const rateLimit = strictRateLimit(ctx.config, 'aiChat');

  api.post(AI_CHAT_PATHS.chat, { preHandler: requirePermission('ai_chat'), config: rateLimit, schema: { body: AiChatRequestSchema } }, async (request, reply) => {
    signedInUser(request);
    const aborted = new AbortController();
    // The reader went away: stop asking the provider for more.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    for await (const chunk of replyToPrompt(ctx, request.body.userprompt, aborted.signal)) reply.raw.write(`${JSON.stringify(chunk)}\n`);
    reply.raw.end();
  });
}
