import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_CODE_VALID_MS } from '../../../shared/features/auth.schema.js';
import type { AppConfig } from '../../config.js';

/**
 * The asking browser's nonce: set when a code is sent, and needed by the
 * e-mail's link, so the link signs in that browser and no other.
 */
const BROWSER_NONCE_COOKIE = 'auth_code_browser';

const cookieOptions = (config: AppConfig) => ({ path: '/api/auth/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

export function setBrowserNonceCookie(reply: FastifyReply, config: AppConfig, nonce: string): void {
  void reply.setCookie(BROWSER_NONCE_COOKIE, nonce, { ...cookieOptions(config), signed: true, maxAge: EMAIL_CODE_VALID_MS / 1000 });
}

export function readBrowserNonceCookie(request: FastifyRequest): string | undefined {
  const raw = request.cookies[BROWSER_NONCE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function clearBrowserNonceCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(BROWSER_NONCE_COOKIE, cookieOptions(config));
}
