import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import { appVersion } from '../project-root.js';

export const OPENAPI_PATH = '/api/openapi.json';

export interface ApiRoute {
  method: string;
  url: string;
}

const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route added to this app (HEAD twins of GET routes left out), as Fastify saw it. */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  return apiRoutes.get(app) ?? [];
}

/**
 * The API description at /api/openapi.json, generated from the zod schemas the
 * routes validate with. Register before any route: both the generator and the
 * route list learn of routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  const seen: ApiRoute[] = [];
  apiRoutes.set(app, seen);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/api/') && method !== 'HEAD') seen.push({ method, url: route.url });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Art & Tech Studio API', version: appVersion() },
      servers: [{ url: config.publicUrl }],
    },
    // Only the API is described; pages, health checks, the sign-in provider and stand-ins are not part of it.
    transform: (input) => (input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
  });
  // The same for everyone: any cache may keep it, asking again each time (it changes with a deploy).
  app.get(OPENAPI_PATH, { config: { rateLimit: false } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
