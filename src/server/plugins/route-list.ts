import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** The route's schema as given (zod schemas for ours), for tests that build inputs from it. */
  schema: { querystring?: unknown; body?: unknown; params?: unknown; response?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app, as method and URL pattern (filled by an onRoute hook). */
    routeList: readonly RegisteredRoute[];
  }
}

/**
 * Keeps a list of the routes as they are registered, so checks that must cover
 * every route (hostile inputs, what each tier receives) cannot miss a new one.
 * Registered first, before any route exists.
 */
export function registerRouteList(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
}
