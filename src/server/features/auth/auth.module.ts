import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { authRoutes } from './auth.routes.js';
import { meRoutes } from './me.routes.js';
import { registerSession } from './session-cookie.service.js';

/** Sign-in and sign-out, GET /api/me, and the session hook that gives every request its user. */
export const authModule: FeatureModule = {
  name: 'auth',
  requestHooks: registerSession,
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => authRoutes(scope, ctx));
    await app.register(async (scope) => meRoutes(scope, ctx));
  },
};
