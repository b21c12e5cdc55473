import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DISCORD_PATHS } from '../../shared/features/discord.schema.js';
import type { DiscordStandin } from '../dev/discord-standin.js';
import type { SignedIn } from './sign-in.js';

/** The local Discord of a test app (there is one whenever no Discord application is configured). */
export function discordOf(app: FastifyInstance): DiscordStandin {
  if (!app.discordStandin) throw new Error('This app has a Discord application configured, not the local stand-in.');
  return app.discordStandin;
}

const linkCookieOf = (response: LightMyRequestResponse) => (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === 'discord_link');

/**
 * The first half of linking, as a browser goes: our link route, then the
 * stand-in's authorization form. Returns Discord's way back to our callback
 * and the cookie our link route set, for the test to finish (or tamper with).
 */
export async function authorizeOnDiscord(app: FastifyInstance, who: SignedIn, username: string): Promise<{ callbackUrl: string; headers: Record<string, string> }> {
  const start = await app.inject({ method: 'POST', url: DISCORD_PATHS.link, headers: who.headers });
  if (start.statusCode !== 200) throw new Error(`starting the link answered ${start.statusCode}: ${start.body}`);
  const authorize = new URL((start.json() as { url: string }).url);
  const cookie = linkCookieOf(start);
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), username, action: 'authorize' });
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  if (page.statusCode !== 200) throw new Error(`the authorization page answered ${page.statusCode}`);
  const approved = await app.inject({ method: 'POST', url: authorize.pathname, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const back = new URL(String(approved.headers.location));
  return { callbackUrl: `${back.pathname}${back.search}`, headers: { ...who.headers, cookie: `${who.cookie}; discord_link=${cookie?.value ?? ''}` } };
}

/** Links `username` on the local Discord to the signed-in member, the whole way; returns the callback's answer. */
export async function linkDiscord(app: FastifyInstance, who: SignedIn, username: string): Promise<LightMyRequestResponse> {
  const { callbackUrl, headers } = await authorizeOnDiscord(app, who, username);
  return app.inject({ url: callbackUrl, headers });
}
