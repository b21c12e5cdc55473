import helmet from '@fastify/helmet';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { registerCacheControl } from './cache-control.js';
import { limitedRoute, registerRateLimits } from './rate-limits.js';
import type { AppConfig } from '../config.js';

/**
 * Where images may come from. On object storage a picture's URL redirects to
 * the store's presigned URL (ADR 0021): any https: store is allowed already,
 * an http:// one (a store on the local network, the tests' store) by its origin.
 */
export function imageSources(config: Pick<AppConfig, 'storage'>): string[] {
  const { storage } = config;
  const plainStore = storage.kind === 's3' && storage.endpoint?.startsWith('http:') ? [new URL(storage.endpoint).origin] : [];
  return ["'self'", 'data:', 'blob:', 'https:', ...plainStore];
}

/**
 * Security headers (the default `Cache-Control` of API answers included) and the rate limits. Routes that need a stricter limit
 * (sign-in, uploads, chat, AI chat) set their config with `strictRateLimit()`.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig, database: Database): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties through the CSSOM, which CSP allows; libraries
        // that add <style> elements need 'unsafe-inline' for styles only (ADR 0004).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources(config),
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.google ? ['https://accounts.google.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over https.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The sign-in popup must keep a link to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  registerCacheControl(app);
  await registerRateLimits(app, config, database);
}

/** Route-level options for the stricter limits, per address and per account (`rate-limits.ts`). */
export function strictRateLimit(config: AppConfig, kind: 'auth' | 'upload' | 'chat' | 'aiChat'): FastifyContextConfig {
  return limitedRoute(config, kind);
}
