import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { findCurrentUser } from './features/auth/auth.service.js';
import { meRoutes } from './features/auth/me.routes.js';
import { affiliateLinksRoutes } from './features/affiliate-links/affiliate-links.routes.js';
import { analyticsRoutes } from './features/analytics/analytics.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { updatesRoutes } from './features/updates/updates.routes.js';
import { createOidcClient, type OidcClient } from './integrations/oidc.js';
import { LocalDiskStorage } from './integrations/storage.js';
import { Payments } from './integrations/stripe.js';
import type { PaymentSimulatorStandin } from './dev/payment-simulator-standin.js';
import { subscriptionRoutes } from './features/subscription/subscription.routes.js';
import { SUBSCRIPTION_PATHS } from '../shared/features/subscription.schema.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { galleryRoutes } from './features/gallery/gallery.routes.js';
import { downloadsRoutes } from './features/downloads/downloads.routes.js';
import { seedGalleryDemo, shouldSeedDemo } from './features/gallery/gallery-demo.js';
import { registerAdminGate } from './plugins/admin-gate.js';
import { aiChatRoutes } from './features/chat/ai-chat.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { customOrdersRoutes } from './features/custom-orders/custom-orders.routes.js';
import { registerNotificationWorker } from './features/notifications/notification-worker.js';
import { createAiClient } from './integrations/ai.js';
import { createMailer } from './integrations/mail.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { loggerOptions, registerRequestLogging } from './plugins/request-logging.js';
import { registerSecurity } from './plugins/security.js';
import { registerLiveEvents } from './plugins/live-events.js';
import { LiveHub } from './plugins/live-hub.js';
import { registerSession } from './plugins/session.js';
import { resolveSessionSecret } from './session-secret.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;
const UPLOAD_LIMIT_BYTES = 30 * 1024 * 1024;

/** One NOTIFY channel per database schema, so apps sharing a database in tests never cross. */
export function liveChannel(config: AppConfig): string {
  return config.database.kind === 'postgres' && config.database.schema ? `live_events_${config.database.schema}` : 'live_events';
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google when configured; otherwise the local OpenID provider, mounted under
 * /oidc and loaded only then, so production with Google never loads it.
 */
async function signInProvider(app: FastifyInstance, config: AppConfig, secret: string): Promise<OidcClient> {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  if (config.google) {
    // select_account: after Sign Out, let the visitor pick another Google account.
    const google = { issuer: GOOGLE_ISSUER, ...config.google, redirectUri, allowInsecureHttp: false };
    return createOidcClient({ ...google, authorizationParams: { prompt: 'select_account' } });
  }
  const { registerLocalOidcProvider } = await import('./dev/local-oidc-provider.js');
  const local = await registerLocalOidcProvider(app, { config, secret, redirectUri });
  // prompt=login: always show the sign-in form, so signing in as someone else after Sign Out works.
  const settings = { ...local, redirectUri, allowInsecureHttp: local.issuer.startsWith('http:') };
  return createOidcClient({ ...settings, authorizationParams: { prompt: 'login' } });
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the local payment simulator,
 * loaded only then, with the SDK pointed at it (same code path as production).
 */
async function paymentsProvider(app: FastifyInstance, config: AppConfig): Promise<{ payments: Payments; simulator: PaymentSimulatorStandin | null }> {
  if (config.stripe) return { payments: new Payments(config.stripe), simulator: null };
  const { startPaymentSimulator } = await import('./dev/payment-simulator-standin.js');
  const simulator = await startPaymentSimulator(app, config, { webhookPath: SUBSCRIPTION_PATHS.webhook });
  const { secretKey, webhookSecret, pricePro, priceCustom, endpoint } = simulator;
  return { payments: new Payments({ secretKey, webhookSecret, pricePro, priceCustom, endpoint }), simulator };
}

/**
 * Assembles the whole server for one configuration. The order matters:
 * 1. database first, migrated, so every later part can rely on it;
 * 2. validation, error and logging hooks, so they cover every route;
 * 3. security headers and rate limits, before any route is added;
 * 4. cookies, then the CSRF check (refuses cheaply, before any database work),
 *    then the session, so every route sees `request.user`, then the admin gate (/api/admin);
 * 5. the sign-in provider (Google, or the local one with its /oidc routes);
 * 6. the live channel, listening before any feature can publish;
 * 7. feature routes;
 * 8. the client app last: its not-found handler catches whatever no route claimed.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  await runMigrations(database, { schema: config.database.kind === 'postgres' ? config.database.schema : undefined });
  const sessionSecret = resolveSessionSecret(config);

  const app = Fastify({
    logger: loggerOptions(config),
    // Fastify's two lines per request are replaced by one (request-logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);

  await registerSecurity(app, config);
  await app.register(cookie, { secret: sessionSecret });
  // Routes tighten these per form; this is the ceiling for any upload.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 20, fields: 20, fieldSize: 64 * 1024 } });

  registerCsrfProtection(app, config);
  registerSession(app, { config, database });
  registerAdminGate(app);

  const oidc = await signInProvider(app, config, sessionSecret);
  const live = new LiveHub(database, liveChannel(config), (id) => findCurrentUser(database.db, id), app.log);
  await live.start();
  // Close open streams first, so shutdown does not wait on them.
  app.addHook('preClose', async () => live.close());
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const mail = createMailer(config);
  app.addHook('onClose', async () => mail.close());
  const { payments, simulator: paymentSimulator } = await paymentsProvider(app, config);
  const ctx: AppContext = {
    config,
    database,
    sessionSecret,
    oidc,
    live,
    storage,
    payments,
    paymentSimulator,
    mail,
    ai: createAiClient(config.ai),
  };
  app.decorate('ctx', ctx);
  registerLiveEvents(app, live);

  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => contentRoutes(scope, ctx));
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => meRoutes(scope, ctx));
  await app.register(async (scope) => profileRoutes(scope, ctx));
  await app.register(async (scope) => subscriptionRoutes(scope, ctx));
  await app.register(async (scope) => galleryRoutes(scope, ctx));
  await app.register(async (scope) => downloadsRoutes(scope, ctx));

  // Embedded development only: a fresh site fills with demo galleries in the background (never in tests or production).
  if (shouldSeedDemo(config)) void seedGalleryDemo(ctx, app.log).catch((err: unknown) => app.log.warn({ err }, 'demo galleries not seeded'));
  await app.register(async (scope) => updatesRoutes(scope, ctx));
  await app.register(async (scope) => affiliateLinksRoutes(scope, ctx));
  await app.register(async (scope) => analyticsRoutes(scope, ctx));
  await app.register(async (scope) => chatRoutes(scope, ctx));
  await app.register(async (scope) => aiChatRoutes(scope, ctx));
  await app.register(async (scope) => customOrdersRoutes(scope, ctx));
  registerNotificationWorker(app, ctx);

  await registerClientApp(app, config);
  return app;
}
