import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

/**
 * The OAuth2 `state` of a Discord link in progress: a signed cookie tying
 * Discord's answer to this browser and this member, so a link started
 * elsewhere (or by someone else) is refused.
 */

const LINK_COOKIE = 'discord_link';
const LINK_COOKIE_SECONDS = 10 * 60;

const linkCookieOptions = (config: AppConfig) => ({ path: '/api/discord/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

/** A fresh state for this member, remembered in the browser. */
export function startLinkState(reply: FastifyReply, config: AppConfig, userId: string): string {
  const state = randomBytes(24).toString('base64url');
  void reply.setCookie(LINK_COOKIE, `${userId}.${state}`, { ...linkCookieOptions(config), signed: true, maxAge: LINK_COOKIE_SECONDS });
  return state;
}

/** Whether `state` is the one this browser started for this member; the cookie is spent either way. */
export function takeLinkState(request: FastifyRequest, reply: FastifyReply, config: AppConfig, userId: string, state: string | undefined): boolean {
  const raw = request.cookies[LINK_COOKIE];
  void reply.clearCookie(LINK_COOKIE, linkCookieOptions(config));
  if (!raw || !state) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value === `${userId}.${state}`;
}
