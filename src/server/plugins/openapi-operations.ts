import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.js';
import { ADMIN_ROUTE_SCOPES } from '../../shared/features/api-keys.schema.js';
import { CSRF_HEADER } from '../../shared/features/auth.schema.js';
import { isAdminPath } from './admin-gate.js';
import { OPEN_TO_VISITORS, OPERATION_SUMMARIES } from './openapi-summaries.js';

/**
 * What the API document says of every operation, derived in one place from the route's method and
 * URL (ADR 0135): its operationId, its summary (openapi-summaries.ts), its security and its 4xx answers.
 */

export const SECURITY_SCHEMES = {
  session: 'sessionCookie',
  apiKey: 'apiKey',
} as const;

export function securitySchemes(sessionCookie: string) {
  return {
    [SECURITY_SCHEMES.session]: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: sessionCookie,
      description:
        `The session cookie that signing in on the site sets. A request that changes something also sends ` +
        `\`${CSRF_HEADER.name}: ${CSRF_HEADER.value}\` (and a browser its own Origin), else it is refused as csrf_refused.`,
    },
    [SECURITY_SCHEMES.apiKey]: {
      type: 'http' as const,
      scheme: 'bearer',
      bearerFormat: 'sitekey_…',
      description:
        'An API key the owner makes under Admin Dashboard → API keys, sent as `Authorization: Bearer sitekey_…`. ' +
        'It opens only the Admin API (/api/admin/…), each operation only with the scope its security names; no CSRF header is needed.',
    },
  };
}

/** Fastify's trailing wildcard (the media route) is named like any other path parameter in the document. */
export const describedUrl = (url: string) => url.replace(/\*$/, ':path');

/** Stable, unique and readable: the method and the route's words in camelCase, `:id` as `ById`. */
export function operationIdFor(method: string, url: string): string {
  const words = describedUrl(url)
    .replace(/^\/api\//, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type SecurityRequirement = Record<string, string[]>;

/** Who may call it: anyone (a session optional), a session, or on the Admin API a session or a key with the route's scope. */
export function securityFor(method: string, url: string): SecurityRequirement[] {
  const key = `${method} ${url}`;
  const session: SecurityRequirement = { [SECURITY_SCHEMES.session]: [] };
  if (OPEN_TO_VISITORS.has(key)) return [{}, session];
  if (!isAdminPath(url)) return [session];
  const scope = ADMIN_ROUTE_SCOPES[key];
  return scope ? [session, { [SECURITY_SCHEMES.apiKey]: [scope] }] : [session];
}

export const summaryFor = (method: string, url: string): string | undefined => OPERATION_SUMMARIES[`${method} ${url}`];

const ERROR_SCHEMA_NAME = 'ApiError';

/** The one error shape (shared/api-error.ts) as a component every 4xx answer refers to. */
export function errorSchemaComponent(): Record<string, { type: 'object' }> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ApiErrorSchema, { target: 'draft-2020-12' });
  // Typed as what both OpenAPI 3.0 and 3.1 schema types accept; zod wrote the rest.
  return { [ERROR_SCHEMA_NAME]: schema as { type: 'object' } };
}

interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** The 4xx answers an operation can give, from what it takes and who may call it; each is `{ code, message }`. */
function errorAnswers(method: string, operation: Operation): Record<string, string> {
  const open = operation.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false;
  const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).some((parameter) => parameter.in !== 'cookie');
  const keyAllowed = operation.security?.some((requirement) => SECURITY_SCHEMES.apiKey in requirement) ?? false;
  const answers: Record<string, string> = {};
  if (takesInput) answers['400'] = 'The input is invalid (`validation_failed` lists each field’s problem in `issues`).';
  if (!open) answers['401'] = keyAllowed ? 'Not signed in, or the API key is unknown, malformed or revoked.' : 'Not signed in.';
  if (!open || STATE_CHANGING.has(method)) {
    answers['403'] = [
      !open && 'The account may not do this',
      keyAllowed && 'the API key lacks the scope named in security',
      STATE_CHANGING.has(method) && 'a cookie request without the CSRF header (`csrf_refused`)',
    ]
      .filter(Boolean)
      .join('; ') + '.';
  }
  if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) answers['404'] = 'Nothing was found at this address.';
  answers['429'] = 'Too many requests; try again later.';
  return answers;
}

/** Adds the shared error answers an operation does not describe itself. */
export function addErrorAnswers(paths: Record<string, Record<string, Operation>>): void {
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {});
      for (const [status, description] of Object.entries(errorAnswers(method, operation))) {
        responses[status] ??= { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } } };
      }
    }
  }
}
