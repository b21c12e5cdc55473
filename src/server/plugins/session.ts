import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { can, isAdmin, type Permission } from '../../shared/permissions.js';
import type { AppContext } from '../app-context.js';
import type { AppConfig } from '../config.js';
import { forbidden, unauthorized } from '../errors.js';
import { resolveSession } from '../features/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request from the session cookie; null when signed out. */
    user: CurrentUser | null;
  }
}

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

/** Built, hashed client files need no user; skipping them saves a query per asset. */
const NO_SESSION_PREFIXES = ['/assets/', '/oidc/'];

export function registerSession(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'database'>): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = readSessionToken(request, ctx.config);
    if (!token || NO_SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    request.user = await resolveSession(ctx.database.db, token);
    // A dead session's cookie is of no further use; drop it from the browser.
    if (!request.user) clearSessionCookie(reply, ctx.config);
  });
}

/** The signed-in user, or a 401; for handlers behind one of the guards below. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Route guard (preHandler): signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedInUser(request);
}

/** Route guard (preHandler): signed in and holding the permission (SPEC §6), else 401/403. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!can(signedInUser(request), permission)) throw forbidden();
  };
}

/** Route guard (preHandler): an admin by role or owner flag (SPEC §4), else 401/403. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(signedInUser(request))) throw forbidden('Only admins can do this.');
}
