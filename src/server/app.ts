import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { contentRoutes } from './features/content/content.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { loggerOptions, registerRequestLogging } from './plugins/request-logging.js';
import { registerSecurity } from './plugins/security.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Assembles the whole server for one configuration. The order matters:
 * 1. database first, migrated, so every later part can rely on it;
 * 2. validation, error and logging hooks, so they cover every route;
 * 3. security headers and rate limits, before any route is added;
 * 4. cookies (sessions build on them);
 * 5. feature routes;
 * 6. the client app last: its not-found handler catches whatever no route claimed.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  await runMigrations(database, { schema: config.database.kind === 'postgres' ? config.database.schema : undefined });
  const ctx: AppContext = { config, database };

  const app = Fastify({
    logger: loggerOptions(config),
    // Fastify's two lines per request are replaced by one (request-logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);

  await registerSecurity(app, config);
  await app.register(cookie);

  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => contentRoutes(scope, ctx));

  await registerClientApp(app, config);
  return app;
}
