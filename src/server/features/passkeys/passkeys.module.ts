import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { passkeysRoutes } from './passkeys.routes.js';
import { warnAdminsWithoutPasskeys } from './passkeys.service.js';

/** Passkeys: added in the profile, used to sign in and, when the owner asks, to confirm admin actions. */
export const passkeysModule: FeatureModule = {
  name: 'passkeys',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => passkeysRoutes(scope, ctx));
    if (ctx.config.env === 'production') app.addHook('onReady', async () => warnAdminsWithoutPasskeys(ctx, app.log));
  },
};
