import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { authRoutes } from './auth.routes.js';
import { meRoutes } from './me.routes.js';
import { registerSession } from './session-cookie.http.js';
import { signInCodeRoutes } from './sign-in-code.routes.js';

/** Sign-in and sign-out, GET /api/me, and the session hook that gives every request its user. */
export const authModule: FeatureModule = {
  name: 'auth',
  requestHooks: registerSession,
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => authRoutes(scope, ctx));
    await app.register(async (scope) => meRoutes(scope, ctx));
    await app.register(async (scope) => signInCodeRoutes(scope, ctx));
  },
};

/**
 * What the live channel needs of sessions, wired by app.ts: the session a
 * request carries, and which of the sessions it holds streams for are still live.
 * (Not on auth.service.ts: the session service already builds on that one.)
 */
export { hashSessionToken, resolveSessionHashes } from './session.service.js';
/** What the devices list needs: which sessions are still live. */
export { sessionLimitsAt } from './session.service.js';
export { clearSessionCookie } from './session-cookie.http.js';
export { readSessionToken, sessionCookieName } from './session-cookie.http.js';

/** What another way of signing in (passkeys) needs to start this browser's session the same way. */
export { endSession, startSession } from './session.service.js';
export { setSessionCookie } from './session-cookie.http.js';
export { sessionDeviceOf } from './session-device.http.js';
