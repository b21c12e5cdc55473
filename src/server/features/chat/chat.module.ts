import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { aiChatRoutes } from './ai-chat.routes.js';
import { chatRoutes } from './chat.routes.js';

/** The members' chat and the Tech page's AI chat. */
export const chatModule: FeatureModule = {
  name: 'chat',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => chatRoutes(scope, ctx));
    await app.register(async (scope) => aiChatRoutes(scope, ctx));
  },
};
