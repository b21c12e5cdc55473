import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AppConfig } from '../../config.js';
import { sessionDeviceOf } from './session-device.http.js';
import { SessionLookups } from './session.service.js';

/**
 * Server-side sessions: the cookie holds a random id, the database a hash of
 * it. Over https the cookie takes the `__Host-` prefix, which browsers only
 * accept when Secure, host-only and Path=/.
 */
export function sessionCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-sid' : 'sid';
}

const cookieOptions = (config: AppConfig) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  return request.cookies[sessionCookieName(config)] || undefined;
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  // A persistent cookie: SPEC §4 keeps the sign-in across browser restarts.
  void reply.setCookie(sessionCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/**
 * Built, hashed client files need no user; skipping them saves a query per asset.
 * Media URLs carry their own signed viewer and expiry, and are served without any query.
 */
const NO_SESSION_PREFIXES = ['/assets/', '/oidc/', '/api/media/'];

/** Fills `request.user` (declared in plugins/guards.ts) from the session cookie on every request. */
export function registerSession(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'database'>): void {
  app.decorateRequest('user', null);
  const lookups = new SessionLookups(ctx.database.db);
  app.addHook('onRequest', async (request, reply) => {
    const token = readSessionToken(request, ctx.config);
    if (!token || NO_SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    request.user = await lookups.resolve(token, sessionDeviceOf(request));
    // A dead session's cookie is of no further use; drop it from the browser.
    if (!request.user) clearSessionCookie(reply, ctx.config);
  });
}
