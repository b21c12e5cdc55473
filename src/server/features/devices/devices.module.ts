import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { devicesRoutes } from './devices.routes.js';

/** Signed-in devices: each member's sessions (browser, masked address, last seen), ended one by one or all but this one. */
export const devicesModule: FeatureModule = {
  name: 'devices',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => devicesRoutes(scope, ctx));
  },
};
