import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from './guards.js';

/** Every admin-only route lives under this prefix. */
export const ADMIN_PREFIX = '/api/admin';

function isAdminPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * Deny by default for the admin area: whatever a route under /api/admin
 * forgets, a signed-out visitor gets 401 and a non-admin 403, before the body
 * is even validated (so a non-admin learns nothing from 400s). Routes still
 * declare requireAdmin themselves, so moving one out of the prefix stays safe.
 * `secondStep` runs after: the owner's passkey check, when the account requires it.
 */
export function registerAdminGate(app: FastifyInstance, secondStep?: (request: FastifyRequest) => Promise<void>): void {
  app.addHook('onRequest', async (request) => {
    if (!isAdminPath(request.url)) return;
    await requireAdmin(request);
    await secondStep?.(request);
  });
}
