import { DiscordAPIError, REST, type RESTOptions } from '@discordjs/rest';
import { Routes, type RESTGetAPICurrentUserResult, type RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import type { DiscordSettings } from '../config.js';
import { DiscordRefused } from './discord-refused.js';

/**
 * Discord through its official REST client: the member's OAuth2 sign-in
 * (authorization code) and the bot's role changes in the owner's server. The
 * base address is configurable, so development and tests use the local
 * stand-in with this same code.
 */

export interface DiscordUser {
  id: string;
  username: string;
}


/** Discord's "Unknown Member": the person is not (or no longer) in the server. */
const UNKNOWN_MEMBER = 10007;
/** One quick retry inside the client; the role job retries later with its own backoff. */
const CLIENT_RETRIES = 1;
const REQUEST_TIMEOUT_MS = 10_000;

export class DiscordClient {
  private readonly rest: REST;

  constructor(
    readonly settings: DiscordSettings,
    /** Set for the stand-in inside the app, so its calls need no network. */
    makeRequest?: RESTOptions['makeRequest'],
  ) {
    this.rest = new REST({
      api: `${settings.baseUrl}/api`,
      version: '10',
      retries: CLIENT_RETRIES,
      timeout: REQUEST_TIMEOUT_MS,
      ...(makeRequest ? { makeRequest } : {}),
    }).setToken(settings.botToken);
  }

  /** Where the member's browser goes to allow the link. */
  authorizeUrl(state: string, redirectUri: string, scopes: readonly string[]): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.settings.clientId, scope: scopes.join(' '), state, redirect_uri: redirectUri, prompt: 'consent' });
    return `${this.settings.baseUrl}${Routes.oauth2Authorization()}?${query}`;
  }

  /** The member's access token for the code Discord gave back; DiscordRefused for a bad or used code. */
  async exchangeCode(code: string, redirectUri: string): Promise<string> {
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: this.settings.clientId, client_secret: this.settings.clientSecret });
    const token = (await refusedOn4xx(
      this.rest.post(Routes.oauth2TokenExchange(), { body, passThroughBody: true, auth: false, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    )) as RESTPostOAuth2AccessTokenResult;
    return token.access_token;
  }

  async currentUser(accessToken: string): Promise<DiscordUser> {
    const user = (await refusedOn4xx(this.rest.get(Routes.user('@me'), { auth: false, headers: { Authorization: `Bearer ${accessToken}` } }))) as RESTGetAPICurrentUserResult;
    return { id: user.id, username: user.username };
  }

  /** Adds the member to the server with the role (guilds.join); for someone already there it changes nothing. */
  async addToGuild(userId: string, accessToken: string): Promise<void> {
    await this.rest.put(Routes.guildMember(this.settings.guildId, userId), { body: { access_token: accessToken, roles: [this.settings.roleId] } });
  }

  async grantRole(userId: string): Promise<void> {
    await this.rest.put(Routes.guildMemberRole(this.settings.guildId, userId, this.settings.roleId), { reason: 'Pro membership started' });
  }

  /** Takes the role away; someone who left the server has no role to lose, which counts as done. */
  async removeRole(userId: string): Promise<void> {
    try {
      await this.rest.delete(Routes.guildMemberRole(this.settings.guildId, userId, this.settings.roleId), { reason: 'Pro membership ended' });
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === UNKNOWN_MEMBER) return;
      throw error;
    }
  }
}

async function refusedOn4xx(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DiscordAPIError && error.status >= 400 && error.status < 500 && error.status !== 429) throw new DiscordRefused(error.message);
    throw error;
  }
}
