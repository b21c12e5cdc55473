import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { aiChatRoutes } from './ai-chat.routes.js';

/** The AI chat on the Tech page ("Tech" is its page's label; the code calls the feature ai-chat). */
export const aiChatModule: FeatureModule = {
  name: 'ai-chat',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => aiChatRoutes(scope, ctx));
  },
};
