import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../shared/features/auth.schema.js';
import type { AppConfig } from '../config.js';
import { csrfRefused } from '../errors.js';
import { ADMIN_PREFIX, bearerToken } from './admin-gate.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Route prefixes that take cross-site or server-to-server posts by design: the
 * OpenID provider's own endpoints and forms, signed payment webhooks, and e-mails' signed
 * one-click unsubscribe (RFC 8058: the mail program posts it). Matched
 * on the route that was found, not the raw URL, so no path trick reaches them.
 */
const EXEMPT_ROUTE_PREFIXES = ['/oidc/', '/dev/discord/', '/api/webhooks/', '/api/notifications/unsubscribe'];

function originOf(request: FastifyRequest): string | undefined {
  // An opaque origin arrives as "null": it is never ours, so no fallback to Referer.
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF protection for every state-changing request: it must come from the
 * site's own origin (Origin, or Referer when a browser leaves Origin out) and
 * carry `X-Requested-With: fetch`, which a cross-site form cannot set.
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig): void {
  const siteOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route && EXEMPT_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    // An Admin API call with an API key: a cross-site page cannot set Authorization, and such a
    // request is never given the session its cookie names (api-keys feature), so no CSRF check.
    if (route?.startsWith(`${ADMIN_PREFIX}/`) && bearerToken(request) !== undefined) return;
    if (originOf(request) !== siteOrigin) throw csrfRefused();
    if (request.headers[CSRF_HEADER.name.toLowerCase()] !== CSRF_HEADER.value) {
      throw csrfRefused(`State-changing requests must carry the header ${CSRF_HEADER.name}: ${CSRF_HEADER.value}.`);
    }
  });
}
