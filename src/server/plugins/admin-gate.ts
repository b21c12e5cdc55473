import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from './guards.js';

/** Every admin-only route lives under this prefix. */
export const ADMIN_PREFIX = '/api/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key an Admin API request was made with (it then carries no session); null otherwise. */
    apiKey: { id: string; scopes: readonly string[] } | null;
  }
}

export function isAdminPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/** The token of an `Authorization: Bearer …` header (empty when the scheme is given bare); undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.authorization ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * Deny by default for the admin area: whatever a route under /api/admin
 * forgets, a signed-out visitor gets 401 and a non-admin 403, before the body
 * is even validated (so a non-admin learns nothing from 400s). Routes still
 * declare requireAdmin themselves, so moving one out of the prefix stays safe.
 * `secondStep` runs after: the owner's passkey check, when the account requires it. It is a
 * check of a browser session, so a request made with an API key (made behind that check) skips it.
 * The few owner-only routes outside the prefix (the owner's chat list, Toggle Role) are found by
 * their requireAdmin guard when they are registered, and get the same second step.
 */
export function registerAdminGate(app: FastifyInstance, secondStep?: (request: FastifyRequest) => Promise<void>): void {
  app.addHook('onRequest', async (request) => {
    if (!isAdminPath(request.url)) return;
    await requireAdmin(request);
    if (!request.apiKey) await secondStep?.(request);
  });
  if (!secondStep) return;
  const ownerOnlyElsewhere = new Set<string>();
  app.addHook('onRoute', (route) => {
    const guards = [route.preHandler].flat();
    if (isAdminPath(route.url) || !guards.includes(requireAdmin)) return;
    for (const method of [route.method].flat()) ownerOnlyElsewhere.add(`${method} ${route.url}`);
  });
  app.addHook('preHandler', async (request) => {
    if (!ownerOnlyElsewhere.has(`${request.method} ${request.routeOptions.url}`)) return;
    await requireAdmin(request);
    await secondStep(request);
  });
}
