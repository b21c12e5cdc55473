import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import { appVersion } from '../project-root.js';
import { isAdminPath } from './admin-gate.js';
import { requireAdmin } from './guards.js';
import { addErrorAnswers, describedUrl, errorSchemaComponent, operationIdFor, securityFor, securitySchemes, summaryFor } from './openapi-operations.js';

/** The API document without the Admin API: for everyone. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The whole document, the Admin API included: for admins and API keys with the api:read scope (ADR 0135). */
export const ADMIN_OPENAPI_PATH = '/api/admin/openapi.json';

export interface ApiRoute {
  method: string;
  url: string;
}

const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route added to this app (HEAD twins of GET routes left out), as Fastify saw it. */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  return apiRoutes.get(app) ?? [];
}

/** The local stand-ins (payment simulator) are not the site's API, and production never has them. */
const isDescribed = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/dev/');

type Document = { paths: Record<string, unknown> };

/** The document with the paths of the Admin API left out. */
function withoutAdminApi(document: Document): Document {
  return { ...document, paths: Object.fromEntries(Object.entries(document.paths).filter(([path]) => !isAdminPath(path))) };
}

/**
 * The API description, generated from the zod schemas the routes validate with, each operation
 * completed by openapi-operations.ts. Register before any route: both the generator and the
 * route list learn of routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig, sessionCookie: string): Promise<void> {
  const seen: ApiRoute[] = [];
  apiRoutes.set(app, seen);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (isDescribed(route.url) && method !== 'HEAD') seen.push({ method, url: route.url });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Art & Tech Studio API',
        version: appVersion(),
        description: 'The API the site’s pages use, and the Admin API that the owner’s API keys open.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: securitySchemes(sessionCookie), schemas: errorSchemaComponent() },
    },
    // Only the API is described; pages, health checks, the sign-in provider and stand-ins are not part of it.
    transform: (input) => {
      if (!isDescribed(input.url)) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const method = String(input.route.method);
      return {
        url: describedUrl(url),
        schema: {
          ...schema,
          operationId: operationIdFor(method, input.url),
          summary: input.schema?.summary ?? summaryFor(method, input.url),
          security: securityFor(method, input.url),
        },
      };
    },
    transformObject: (documentObject) => {
      if ('openapiObject' in documentObject) addErrorAnswers(documentObject.openapiObject.paths as Parameters<typeof addErrorAnswers>[0]);
      return 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
    },
  });
  let publicDocument: Document | undefined;
  // The same for everyone: any cache may keep it, asking again each time (it changes with a deploy).
  app.get(OPENAPI_PATH, { config: { rateLimit: false } }, async (_request, reply) => {
    publicDocument ??= withoutAdminApi(app.swagger() as Document);
    return reply.header('cache-control', 'no-cache').send(publicDocument);
  });
  app.get(ADMIN_OPENAPI_PATH, { preHandler: requireAdmin }, async () => app.swagger());
}
