import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SUBSCRIPTION_PATHS } from '../shared/features/subscription.schema.js';
import { AUTH_PATHS } from '../shared/features/auth.schema.js';
import type { AppContext } from './app-context.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { getSiteSettings } from './features/content/content.service.js';
import type { PaymentSimulatorStandin } from './dev/payment-simulator-standin.js';
import type { DiscordStandin } from './dev/discord-standin.js';
import { DISCORD_PATHS } from '../shared/features/discord.schema.js';
import type { DiscordClient } from './integrations/discord.js';
import { assembleModules, installModules, installRequestHooks, type FeatureModule } from './feature-module.js';
import { apiKeysModule } from './features/api-keys/api-keys.module.js';
import { aiChatModule } from './features/ai-chat/ai-chat.module.js';
import { affiliateLinksModule } from './features/affiliate-links/affiliate-links.module.js';
import { analyticsModule } from './features/analytics/analytics.module.js';
import { authModule, hashSessionToken, readSessionToken, resolveSessionHashes, sessionCookieName } from './features/auth/auth.module.js';
import { createChatModule } from './features/chat/chat.module.js';
import { contentModule } from './features/content/content.module.js';
import { customOrdersModule } from './features/custom-orders/custom-orders.module.js';
import { tipsModule } from './features/tips/tips.module.js';
import { downloadsModule } from './features/downloads/downloads.module.js';
import { createGalleryModule } from './features/gallery/gallery.module.js';
import { leaksModule } from './features/leaks/leaks.module.js';
import { offersModule } from './features/offers/offers.module.js';
import { retentionModule } from './features/retention/retention.module.js';
import { passkeysModule } from './features/passkeys/passkeys.module.js';
import { devicesModule } from './features/devices/devices.module.js';
import { passkeyCheckGate } from './features/passkeys/passkeys.service.js';
import { createMediaModule } from './features/media/media.module.js';
import { healthModule } from './features/health/health.module.js';
import { mediaFilesModule } from './features/media-files/media-files.module.js';
import { notificationsModule } from './features/notifications/notifications.module.js';
import { webhooksModule } from './features/webhooks/webhooks.module.js';
import { discordModule } from './features/discord/discord.module.js';
import { memberImportModule } from './features/member-import/member-import.module.js';
import { profileModule } from './features/profile/profile.module.js';
import { createSubscriptionModule } from './features/subscription/subscription.module.js';
import { updatesModule } from './features/updates/updates.module.js';
import { publishingModule } from './features/publishing/publishing.module.js';
import { createAiClient } from './integrations/ai.js';
import { createMailer } from './integrations/mail.js';
import { signedInPage } from './signed-in-page.js';
import { createOidcClient, type OidcClient } from './integrations/oidc.js';
import { markedCopyRecords } from './features/leaks/leaks.service.js';
import { MarkedCopies } from './media/marked-copies.js';
import { createStorage } from './integrations/create-storage.js';
import { Payments } from './integrations/stripe.js';
import { registerLiveEvents } from './live/live-events.js';
import { LiveHub } from './live/live-hub.js';
import { liveChannel } from './live/live-notices.js';
import { recoverInterruptedRestores } from './ops/restore-journal.js';
import { registerAdminGate } from './plugins/admin-gate.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerCompression } from './plugins/compression.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { loggerOptions, registerRequestLogging } from './plugins/request-logging.js';
import { registerRouteList } from './plugins/route-list.js';
import { registerSecurity } from './plugins/security.js';
import { registerOpenApi } from './plugins/openapi.js';
import { resolveSessionSecret } from './session-secret.js';
import { MediaUrlSigner, mediaSigningKey } from './media/signed-media-urls.js';
import { SmallObjectCache } from './media/small-object-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The local payment simulator's test controls; null when Stripe is configured. */
    paymentSimulator: PaymentSimulatorStandin | null;
    /** The local Discord's test controls and records; null when Discord is configured, or in production. */
    discordStandin: DiscordStandin | null;
  }
}

/**
 * Every feature of the server, in install order, made afresh for each app: a
 * module that keeps state (likes to announce, a serve-log buffer...) keeps it
 * in its own instance, never in module scope shared by every app of a process. Auth comes first: its request
 * hook gives every later route `request.user`. The rest follow the menu; their
 * order does not matter: what they declare (payment and refund handlers by kind,
 * first views) is merged by assembleModules before any route exists, and jobs
 * start only once the whole app is ready.
 */
export const createFeatureModules = (): readonly FeatureModule[] => [
  authModule, // sign-in and out, /api/me and its role toggle; request hook: the session
  passkeysModule, // passkeys in the profile, sign-in with one, the owner's passkey check for admin actions
  devicesModule, // signed-in devices in the profile: list, end one, sign out all others
  healthModule, // /api/health
  createMediaModule(), // the one media route (signed URLs, no database); jobs: serve log flush and pruning
  mediaFilesModule, // no routes; job: sweeps files left by interrupted uploads and deletes (at start, hourly)
  contentModule, // site content and settings, the owner's Site content screen
  profileModule, // the profile dialog (username, picture)
  // Pro membership: checkout, cancel, webhook, the member's billing portal and refunds, the owner's
  // member manager and complimentary Pro; refund handler: subscription; jobs: portal set-up at start, the catch-up with the
  // provider every 5 minutes (webhooks that were lost), daily reconciliation, the end of complimentary grants
  createSubscriptionModule(),
  offersModule, // Offers: the owner's discount codes (held at the payment provider)
  memberImportModule, // Import: members from Ghost, Patreon or a plain list (dry run, then apply)
  retentionModule, // the retention offer at Cancel Subscription and the annual renewal reminder's days
  createGalleryModule(), // galleries, folders, uploads, likes; first view: a gallery's first page; seeder: demo galleries (at start-up in embedded development)
  downloadsModule, // download attempts (Police)
  leaksModule, // Police → Trace a leak (reads the serve log and the viewer marks); job: records when marked copies were used
  updatesModule, // What's New; first view: its list (the default view)
  publishingModule, // drafts and scheduled publishing: the owner's time zone, the Calendar tab, Pro members' next drop; job: publishes due items
  affiliateLinksModule, // My LinkTree
  analyticsModule, // job: yesterday's record
  createChatModule(), // members' chat
  aiChatModule, // the AI chat on the Tech page
  customOrdersModule, // Custom Build requests; payment and refund handlers: custom_order
  tipsModule, // tips; payment, payment-intent and refund handlers: tip
  notificationsModule, // no routes; job: the e-mail worker
  webhooksModule, // Integrations: the owner's webhook endpoints and delivery log; job: the webhook sender
  discordModule, // Discord role sync: members link Discord in the profile; job: gives and takes the Pro role
  // API keys: the owner's keys and usage log; request hook (after auth's): Bearer keys on the Admin API; job: usage-log pruning
  apiKeysModule,
];

/** JSON bodies are small; uploads go through multipart with their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;
const UPLOAD_LIMIT_BYTES = 30 * 1024 * 1024;

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google when configured; otherwise the local OpenID provider, mounted under
 * /oidc and loaded only then, so production with Google never loads it.
 */
async function signInProvider(app: FastifyInstance, config: AppConfig, database: Database, secret: string): Promise<OidcClient> {
  const redirectUri = `${config.publicUrl}${AUTH_PATHS.callback}`;
  if (config.google) {
    // select_account: after Sign Out, let the visitor pick another Google account.
    const google = { issuer: GOOGLE_ISSUER, ...config.google, redirectUri, allowInsecureHttp: false };
    return createOidcClient({ ...google, authorizationParams: { prompt: 'select_account' } });
  }
  const { registerLocalOidcProvider } = await import('./dev/local-oidc-provider.js');
  const local = await registerLocalOidcProvider(app, { config, db: database.db, secret, redirectUri });
  // prompt=login: always show the sign-in form, so signing in as someone else after Sign Out works.
  const settings = { ...local, redirectUri, allowInsecureHttp: local.issuer.startsWith('http:') };
  return createOidcClient({ ...settings, authorizationParams: { prompt: 'login' } });
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the local payment simulator,
 * loaded only then, with the SDK pointed at it (same code path as production).
 */
async function paymentsProvider(app: FastifyInstance, config: AppConfig, database: Database): Promise<{ payments: Payments; simulator: PaymentSimulatorStandin | null }> {
  if (config.stripe) return { payments: new Payments(config.stripe), simulator: null };
  const { startPaymentSimulator } = await import('./dev/payment-simulator-standin.js');
  const simulator = await startPaymentSimulator(app, config, database, { webhookPath: SUBSCRIPTION_PATHS.webhook });
  const { secretKey, webhookSecret, pricePro, priceCustom, endpoint } = simulator;
  return { payments: new Payments({ secretKey, webhookSecret, pricePro, priceCustom, endpoint }), simulator };
}

/**
 * The Discord application when configured; otherwise, outside production, the
 * local Discord mounted under /dev/discord and loaded only then; in production
 * without one, Discord is off.
 */
async function discordProvider(app: FastifyInstance, config: AppConfig, database: Database, secret: string): Promise<{ discord: DiscordClient | null; standin: DiscordStandin | null }> {
  if (!config.discord && config.env === 'production') return { discord: null, standin: null };
  // The Discord client too is loaded only when used: a site without Discord never reads it.
  const { DiscordClient } = await import('./integrations/discord.js');
  if (config.discord) return { discord: new DiscordClient(config.discord), standin: null };
  const { registerDiscordStandin, injectedRequests } = await import('./dev/discord-standin.js');
  const standin = await registerDiscordStandin(app, { config, db: database.db, secret, redirectUri: `${config.publicUrl}${DISCORD_PATHS.callback}` });
  return { discord: new DiscordClient(standin.settings, injectedRequests(app)), standin };
}

/**
 * Assembles the whole server for one configuration. The order matters:
 * 1. database first, migrated, so every later part can rely on it;
 * 2. validation, error and logging hooks, so they cover every route;
 * 3. security headers, rate limits and compression, before any route is added;
 * 4. cookies, then the CSRF check (refuses cheaply, before any database work),
 *    then the modules' request hooks (the session, so every route sees
 *    `request.user`), then the admin gate (/api/admin);
 * 5. the sign-in provider (Google, or the local one with its /oidc routes);
 * 6. the live channel (live/: the hub with its open-stream registry and event log, the SSE
 *    route), listening before any feature can publish;
 * 7. the feature modules (createFeatureModules(), merged first by assembleModules): routes, jobs, seeders;
 * 8. the client app last: its not-found handler catches whatever no route claimed.
 * `opened` is the database when the caller opened it already (main.ts, while this code loaded).
 */
export async function buildApp(config: AppConfig, modules: readonly FeatureModule[] = createFeatureModules(), opened?: Database): Promise<FastifyInstance> {
  // First, so a wiring mistake (two handlers of one kind) stops the start before anything opens.
  const assembled = assembleModules(modules);
  const database = opened ?? (await openDatabase(config.database));
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
  registerRouteList(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);
  // prom-client is loaded only when /metrics is switched on: every module loaded slows the start.
  if (config.metricsToken) (await import('./plugins/metrics.js')).registerMetrics(app, config);
  await registerOpenApi(app, config, sessionCookieName(config));

  await registerSecurity(app, config, database);
  await registerCompression(app);
  await app.register(cookie, { secret: sessionSecret });
  // Routes tighten these per form; this is the ceiling for any upload.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 20, fields: 20, fieldSize: 64 * 1024 } });

  registerCsrfProtection(app, config);
  installRequestHooks(app, { config, database }, modules);
  // An owner who requires it also needs a recent passkey check of the session (passkeys feature).
  registerAdminGate(app, passkeyCheckGate({ config, database }));

  const oidc = await signInProvider(app, config, database, sessionSecret);
  const live = new LiveHub(database, liveChannel(config), (hashes) => resolveSessionHashes(database.db, hashes), app.log);
  await live.start();
  // Close open streams first, so shutdown does not wait on them.
  app.addHook('preClose', async () => live.close());
  const store = await createStorage(config);
  app.addHook('onClose', async () => store.close());
  // A restore killed on the way is finished or undone before anything reads the store (ADR 0075).
  const recovered = await recoverInterruptedRestores({ config, database, storage: store });
  if (recovered.removed > 0) app.log.info(recovered, 'finished or undid interrupted restores and removed their staging folders');
  // Thumbnails and other small files are served from memory once read (ADR 0021).
  const storage = new SmallObjectCache(store);
  const mail = createMailer(config);
  app.addHook('onClose', async () => mail.close());
  const { payments, simulator: paymentSimulator } = await paymentsProvider(app, config, database);
  const { discord, standin: discordStandin } = await discordProvider(app, config, database, sessionSecret);
  const ctx: AppContext = {
    config,
    database,
    sessionSecret,
    oidc,
    live,
    storage,
    mediaUrls: new MediaUrlSigner(mediaSigningKey(sessionSecret)),
    markedCopies: new MarkedCopies(storage, markedCopyRecords(database.db), config.markedCopiesMaxBytes, app.log),
    payments,
    mail,
    ai: createAiClient(config.ai),
    discord,
    modules: assembled,
  };
  app.decorate('ctx', ctx);
  app.decorate('paymentSimulator', paymentSimulator);
  app.decorate('discordStandin', discordStandin);
  // A signed-in request always carries its session cookie: its stream is tied to that session.
  registerLiveEvents(app, live, (request) => hashSessionToken(readSessionToken(request, config) ?? ''));

  await installModules(app, ctx, modules);

  await registerClientApp(app, config, () => getSiteSettings(database.db), (request, address) => signedInPage(ctx, request.user, address));
  return app;
}
