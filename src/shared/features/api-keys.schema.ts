import { z } from 'zod';

/** API keys (Admin Dashboard → API keys): what the owner's keys may do on the Admin API, and where they were used. */
export const API_KEYS_PATHS = {
  /** GET (admin): every key, newest first; POST (admin): makes one (its secret is in this answer only). */
  keys: '/api/admin/api-keys',
  /** POST (admin): the key stops working at once; it stays listed as revoked. */
  revoke: '/api/admin/api-keys/:id/revoke',
  /** GET (admin): the newest requests made with a key, newest first. */
  usage: '/api/admin/api-keys/usage',
} as const;

/** What a key sends: `Authorization: Bearer sitekey_…`. */
export const API_KEY_PREFIX = 'sitekey_';
/** 32 random bytes, base64url: too many to guess, so a plain SHA-256 is enough to store them. */
export const API_KEY_PATTERN = /^sitekey_[A-Za-z0-9_-]{43}$/;

export const API_KEY_SCOPES = [
  'members:read',
  'members:write',
  'content:read',
  'content:write',
  'analytics:read',
  'analytics:write',
  'orders:read',
  'orders:write',
  'offers:read',
  'offers:write',
  'leaks:read',
  'webhooks:read',
  'webhooks:write',
  'api:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'members:read': 'Read members and Pro lists (and the members export)',
  'members:write': 'Change members: complimentary Pro, cancel, refund, resync',
  'content:read': 'Read the Site content document',
  'content:write': 'Edit site content, What’s New and My LinkTree',
  'analytics:read': 'Read analytics',
  'analytics:write': 'Rebuild past analytics days',
  'orders:read': 'Read Custom Build orders (and their export)',
  'orders:write': 'Fulfil and refund Custom Build orders',
  'offers:read': 'Read discount codes',
  'offers:write': 'Create and deactivate discount codes',
  'leaks:read': 'Trace a leak and read the serve log',
  'webhooks:read': 'Read webhook endpoints and deliveries',
  'webhooks:write': 'Manage webhook endpoints and redeliver',
  'api:read': 'Read the whole API document, the Admin API included',
};

/**
 * The one place each Admin API route says what a key needs to call it, as "METHOD /route".
 * null: never with a key (keys do not manage keys: a leaked key could mint more).
 * A route missing here is refused to every key; a test checks every admin route is listed.
 */
export const ADMIN_ROUTE_SCOPES: Readonly<Record<string, ApiKeyScope | null>> = {
  'GET /api/admin/members': 'members:read',
  'GET /api/admin/members/:userId': 'members:read',
  'GET /api/admin/pro-users': 'members:read',
  'GET /api/admin/new-pro-users': 'members:read',
  'GET /api/admin/exports/members.csv': 'members:read',
  'POST /api/admin/members/:userId/complimentary': 'members:write',
  'DELETE /api/admin/members/:userId/complimentary': 'members:write',
  'POST /api/admin/members/:userId/cancel': 'members:write',
  'POST /api/admin/members/:userId/refund': 'members:write',
  'POST /api/admin/member-import': 'members:write',
  'POST /api/admin/pro-users/:userId/resync': 'members:write',
  'GET /api/admin/site-content': 'content:read',
  'PUT /api/admin/site-content': 'content:write',
  'POST /api/admin/updates': 'content:write',
  'PUT /api/admin/updates/:id': 'content:write',
  'DELETE /api/admin/updates/:id': 'content:write',
  'GET /api/admin/publishing/settings': 'content:read',
  'PUT /api/admin/publishing/settings': 'content:write',
  'GET /api/admin/calendar': 'content:read',
  'PUT /api/admin/calendar/:kind/:id': 'content:write',
  'POST /api/admin/affiliate-links': 'content:write',
  'PUT /api/admin/affiliate-links/:id': 'content:write',
  'DELETE /api/admin/affiliate-links/:id': 'content:write',
  'GET /api/admin/analytics': 'analytics:read',
  'GET /api/admin/analytics/revenue': 'analytics:read',
  'POST /api/admin/analytics/backfill': 'analytics:write',
  'GET /api/admin/custom-orders/pending': 'orders:read',
  'GET /api/admin/custom-orders/past': 'orders:read',
  'GET /api/admin/exports/custom-orders.csv': 'orders:read',
  'POST /api/admin/custom-orders/:requestId/fulfil': 'orders:write',
  'POST /api/admin/custom-orders/:requestId/refund': 'orders:write',
  'GET /api/admin/tips': 'orders:read',
  'POST /api/admin/tips/:tipId/refund': 'orders:write',
  'GET /api/admin/offers/codes': 'offers:read',
  'POST /api/admin/offers/codes': 'offers:write',
  'POST /api/admin/offers/codes/:id/deactivate': 'offers:write',
  'GET /api/admin/retention': 'offers:read',
  'PUT /api/admin/retention': 'offers:write',
  'POST /api/admin/leaks/trace': 'leaks:read',
  'GET /api/admin/leaks/serve-log': 'leaks:read',
  'GET /api/admin/webhooks/endpoints': 'webhooks:read',
  'POST /api/admin/webhooks/endpoints': 'webhooks:write',
  'PATCH /api/admin/webhooks/endpoints/:id': 'webhooks:write',
  'DELETE /api/admin/webhooks/endpoints/:id': 'webhooks:write',
  'GET /api/admin/webhooks/deliveries': 'webhooks:read',
  'POST /api/admin/webhooks/deliveries/:id/redeliver': 'webhooks:write',
  'GET /api/admin/openapi.json': 'api:read',
  // How Discord role sync stands: an Integrations line, as the webhooks are.
  'GET /api/admin/discord': 'webhooks:read',
  'GET /api/admin/api-keys': null,
  'POST /api/admin/api-keys': null,
  'POST /api/admin/api-keys/:id/revoke': null,
  'GET /api/admin/api-keys/usage': null,
};

export const API_KEY_MESSAGES = {
  missingScope: (scope: ApiKeyScope) => `This API key lacks the scope "${scope}" this request needs.`,
  notForKeys: 'API keys cannot call this route; sign in as the owner instead.',
  malformed: 'The Authorization header must be "Bearer sitekey_…" with a whole API key.',
  unknown: 'This API key is unknown or was revoked.',
  adminOnly: 'API keys open only the Admin API (/api/admin/…).',
  noScopes: 'Pick at least one scope.',
  noName: 'Give the key a name.',
} as const;

export const CreateApiKeySchema = z
  .object({
    name: z.string().trim().min(1, API_KEY_MESSAGES.noName).max(100),
    scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, API_KEY_MESSAGES.noScopes).max(API_KEY_SCOPES.length),
  })
  .strict();
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

export const ApiKeyIdParamsSchema = z.object({ id: z.uuid() });

export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters, so the owner can tell keys apart (never enough to use it). */
  hint: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  /** Updated at most once a minute per key. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to making a key: the key and its secret, shown this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });

export const ApiKeyUseSchema = z.object({
  id: z.uuid(),
  keyId: z.uuid(),
  keyName: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export type ApiKeyUse = z.infer<typeof ApiKeyUseSchema>;

export const ApiKeyUsageSchema = z.object({ usage: z.array(ApiKeyUseSchema) });
