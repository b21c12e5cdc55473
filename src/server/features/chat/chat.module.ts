import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { chatRoutes } from './chat.routes.js';

/** The members' chat. */
export const chatModule: FeatureModule = {
  name: 'chat',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => chatRoutes(scope, ctx));
  },
};
