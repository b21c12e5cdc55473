import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_PATHS,
  ChatCandidateListSchema,
  ChatCandidatesQuerySchema,
  ChatListQuerySchema,
  ChatListSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatParamsSchema,
  ChatSummarySchema,
  ChatUnreadSchema,
  SendChatMessageSchema,
  StartChatSchema,
} from '../../../shared/features/chat.schema.js';
import type { AppContext } from '../../app-context.js';
import { strictRateLimit } from '../../plugins/security.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import type { ChatSendGuard } from './chat-send-guard.service.js';
import { closeChat, getChatSummary, getMessagePage, listAllChats, listChatCandidates, openChat, sendMessage, startChat, unreadCount } from './chat.service.js';

/** Pro chat: members with their own chat, the owner with all of them (access rules in the service). */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext, sends: ChatSendGuard): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = ChatParamsSchema;

  api.get(CHAT_PATHS.chats, { preHandler: requireAdmin, schema: { querystring: ChatListQuerySchema, response: { 200: ChatListSchema } } }, async (request) =>
    listAllChats(ctx, request.query),
  );

  api.get(
    CHAT_PATHS.candidates,
    { preHandler: requireAdmin, schema: { querystring: ChatCandidatesQuerySchema, response: { 200: ChatCandidateListSchema } } },
    async (request) => listChatCandidates(ctx, request.query),
  );

  api.get(CHAT_PATHS.chat, { preHandler: requireAdmin, schema: { params, response: { 200: ChatSummarySchema } } }, async (request) =>
    getChatSummary(ctx, request.params.chatId),
  );

  api.get(CHAT_PATHS.unread, { preHandler: requireUser, schema: { response: { 200: ChatUnreadSchema } } }, async (request) => ({
    unread: await unreadCount(ctx, signedInUser(request)),
  }));

  api.post(
    CHAT_PATHS.chats,
    { preHandler: requireAdmin, schema: { body: StartChatSchema, response: { 201: ChatSummarySchema } } },
    async (request, reply) => reply.code(201).send(await startChat(ctx, request.body.userId)),
  );

  api.post(
    CHAT_PATHS.open,
    { preHandler: requireUser, schema: { params, response: { 200: ChatSummarySchema } } },
    async (request) => openChat(ctx, signedInUser(request), request.params.chatId),
  );

  api.post(
    CHAT_PATHS.close,
    { preHandler: requireUser, schema: { params, response: { 204: z.null() } } },
    async (request, reply) => {
      await closeChat(ctx, signedInUser(request), request.params.chatId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    CHAT_PATHS.messages,
    { preHandler: requireUser, schema: { params, querystring: ChatMessagesQuerySchema, response: { 200: ChatMessagePageSchema } } },
    async (request) => getMessagePage(ctx, signedInUser(request), request.params.chatId, request.query),
  );

  api.post(
    CHAT_PATHS.messages,
    { preHandler: requireUser, config: strictRateLimit(ctx.config, 'chat'), schema: { params, body: SendChatMessageSchema, response: { 201: ChatMessageSchema } } },
    async (request, reply) => reply.code(201).send(await sendMessage(ctx, sends, signedInUser(request), request.params.chatId, request.body.text)),
  );
}
