import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { tooManyRequests } from '../errors.js';

/**
 * Security headers and the global rate limit. Routes that need a stricter
 * limit (sign-in, uploads) set `config.rateLimit` with `strictRateLimit()`.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties through the CSSOM, which CSP allows; libraries
        // that add <style> elements need 'unsafe-inline' for styles only (ADR 0004).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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

  if (config.rateLimits) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimits.global,
      timeWindow: '1 minute',
      // The plugin throws what this returns, so the one error handler shapes it.
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
  }
}

/** Route-level options for the stricter limits on sign-in and uploads. */
export function strictRateLimit(config: AppConfig, kind: 'auth' | 'upload'): FastifyContextConfig {
  if (!config.rateLimits) return {};
  return { rateLimit: { max: config.rateLimits[kind], timeWindow: '1 minute' } };
}
