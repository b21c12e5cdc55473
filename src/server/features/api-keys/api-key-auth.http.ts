import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROUTE_SCOPES, API_KEY_MESSAGES, API_KEY_PATTERN } from '../../../shared/features/api-keys.schema.js';
import type { AppContext } from '../../app-context.js';
import { refused, tooManyRequests, unauthorized, unauthorizedAs } from '../../errors.js';
import { bearerToken, isAdminPath } from '../../plugins/admin-gate.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { findKeyBySecret, logKeyUse, markKeyUsed } from './api-keys.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a request named, revoked or not: its use is logged whatever the answer. */
    apiKeyUsed: string | null;
  }
}

const LOGGED_PATH_MAX = 500;

const keyRefused = (message: string) => unauthorizedAs('api_key_invalid', message);

/** The scope the matched route needs; undefined when no route matched (the 404 answers). */
function scopeNeeded(request: FastifyRequest): string | null | undefined {
  const route = request.routeOptions.url;
  if (!route) return undefined;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return ADMIN_ROUTE_SCOPES[`${method} ${route}`] ?? null;
}

/**
 * `Authorization: Bearer sitekey_…` on the Admin API: the request acts as the admin who made
 * the key, with only the key's scopes, and never with the session its cookie may name. Runs
 * after the session hook (it replaces `request.user`) and before the admin gate. On any other
 * /api route a key opens nothing. Each use is logged with its answer's status (onSend: the log
 * is written before the answer leaves, so it is there when the caller looks).
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: Pick<AppContext, 'config' | 'database'>): void {
  const db = deps.database.db;
  app.decorateRequest('apiKey', null);
  app.decorateRequest('apiKeyUsed', null);
  const perKeyLimit = deps.config.rateLimits ? deps.config.rateLimits.perApiKey : undefined;
  const limitPerKey = perKeyLimit
    ? app.createRateLimit({ max: perKeyLimit, timeWindow: '1 minute', keyGenerator: (request) => `apikey:${request.apiKey?.id ?? ''}` })
    : undefined;

  app.addHook('onRequest', async (request, reply) => {
    const secret = bearerToken(request);
    if (secret === undefined || !request.url.startsWith('/api/')) return;
    request.user = null;
    reply.header('www-authenticate', 'Bearer');
    if (!isAdminPath(request.url)) throw keyRefused(API_KEY_MESSAGES.adminOnly);
    if (!API_KEY_PATTERN.test(secret)) throw keyRefused(API_KEY_MESSAGES.malformed);
    const key = await findKeyBySecret(db, secret);
    if (!key) throw keyRefused(API_KEY_MESSAGES.unknown);
    request.apiKeyUsed = key.id;
    if (key.revokedAt) throw keyRefused(API_KEY_MESSAGES.unknown);
    request.apiKey = { id: key.id, scopes: key.scopes };
    if (limitPerKey) {
      const limit = await limitPerKey(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(`This API key made too many requests. Please try again in ${Math.max(1, Math.ceil(limit.ttl / 1000))} seconds.`);
    }
    await markKeyUsed(db, key);
    const scope = scopeNeeded(request);
    if (scope === null) throw refused('api_key_not_allowed', API_KEY_MESSAGES.notForKeys);
    if (scope !== undefined && !key.scopes.includes(scope as never)) throw refused('api_key_scope_missing', API_KEY_MESSAGES.missingScope(scope as never));
    // The admin the key acts as; the admin gate then checks that account is still an admin.
    request.user = await findCurrentUser(db, key.createdBy);
    if (!request.user) throw unauthorized(API_KEY_MESSAGES.unknown);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyId = request.apiKeyUsed;
    if (!keyId) return payload;
    const path = request.url.split('?', 1)[0]!.slice(0, LOGGED_PATH_MAX);
    try {
      await logKeyUse(db, { keyId, method: request.method, path, status: reply.statusCode });
    } catch (err) {
      // The answer is already decided; a lost log line must not turn it into an error.
      request.log.warn({ err, keyId }, 'API key use not logged');
    }
    return payload;
  });
}
