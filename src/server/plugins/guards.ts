import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { can, isAdmin, type Permission } from '../../shared/permissions.js';
import { forbidden, unauthorized } from '../errors.js';

/**
 * Route guards. They read only `request.user`, which the auth feature's
 * session hook fills in, so this file imports no feature.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request from the session cookie; null when signed out. */
    user: CurrentUser | null;
  }
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
