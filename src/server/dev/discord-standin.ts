import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig, DiscordSettings } from '../config.js';
import type { Db } from '../db/client.js';
import { addStandinMember, setStandinRole, standinMemberRoles } from './discord-standin.repo.js';
import { acceptFormPosts, escapeHtml, sendStandinPage, standinPage } from './standin-page.js';

/**
 * A local Discord inside the app under /dev/discord, so development and tests
 * run the production Discord code without an application at Discord: the
 * OAuth2 authorization page and token endpoint, `/users/@me`, and the bot's
 * `PUT /guilds/{g}/members/{u}` and `PUT|DELETE .../roles/{r}`. Codes and
 * tokens are signed, not stored; members and roles are in the database.
 * Loaded only when no Discord application is configured, never in production.
 */

export const DISCORD_STANDIN_PREFIX = '/dev/discord';
const API = `${DISCORD_STANDIN_PREFIX}/api/v10`;
const CODE_LIFE_MS = 60_000;
const TOKEN_LIFE_MS = 7 * 24 * 60 * 60_000;
const FORM_BODY_LIMIT = 4096;

export interface DiscordStandin {
  settings: DiscordSettings;
  /** The roles the site gave this Discord user in the stand-in's server, or null when not a member. */
  rolesOf(userId: string): Promise<string[] | null>;
  /** While down, every API call answers 503, as Discord does in an outage. */
  setDown(down: boolean): void;
}

/** The same username always gets the same Discord id, so linking again finds the same account. */
export function standinUserId(username: string): string {
  return (BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 15)}`) + 100_000_000_000_000_000n).toString();
}

const AuthorizeQuerySchema = z.object({ client_id: z.string(), redirect_uri: z.string(), state: z.string().max(512).default(''), scope: z.string().default('') });
const AuthorizeFormSchema = AuthorizeQuerySchema.extend({ username: z.string().trim().regex(/^[a-z0-9_.]{2,32}$/), action: z.enum(['authorize', 'cancel']) });
const TokenFormSchema = z.object({ grant_type: z.literal('authorization_code'), code: z.string(), redirect_uri: z.string(), client_id: z.string(), client_secret: z.string() });
const SignedSchema = z.object({ kind: z.enum(['code', 'token']), username: z.string(), redirectUri: z.string(), expires: z.number() });
type Signed = z.infer<typeof SignedSchema>;

class Signer {
  constructor(private readonly key: string) {}
  sign(value: Signed): string {
    const body = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;
  }
  open(text: string, kind: Signed['kind']): Signed | null {
    const [body = '', mac = ''] = text.split('.');
    const expected = createHmac('sha256', this.key).update(body).digest('base64url');
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
    const parsed = SignedSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.kind === kind && parsed.data.expires > Date.now() ? parsed.data : null;
  }
}

function authorizePage(query: z.infer<typeof AuthorizeQuerySchema>, error?: string): string {
  const hidden = (['client_id', 'redirect_uri', 'state', 'scope'] as const).map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name])}">`).join('');
  return standinPage(
    'Authorize - local Discord',
    `<h1>Link your Discord account</h1>
<p>This local Discord stands in for discord.com while the site runs without a Discord application. The site asks to know who you are and to add you to its server.</p>
<form method="post" action="${DISCORD_STANDIN_PREFIX}/oauth2/authorize" novalidate>${hidden}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="username">Discord username</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus>
<p class="hint">2 to 32 small letters, digits, dots or underscores.</p>
<div class="actions"><button type="submit" name="action" value="authorize">Authorize</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

const discordError = (reply: FastifyReply, status: number, code: number, message: string) => reply.status(status).send({ code, message });

export async function registerDiscordStandin(app: FastifyInstance, options: { config: AppConfig; db: Db; secret: string; redirectUri: string }): Promise<DiscordStandin> {
  const { config, db, redirectUri } = options;
  if (config.env === 'production') throw new Error('The local Discord stand-in never runs in production');
  const derived = (purpose: string) => createHmac('sha256', options.secret).update(purpose).digest('base64url');
  const settings: DiscordSettings = {
    clientId: '100000000000000100',
    clientSecret: derived('discord-standin-client'),
    botToken: derived('discord-standin-bot'),
    guildId: '100000000000000200',
    roleId: '100000000000000300',
    baseUrl: `${config.publicUrl}${DISCORD_STANDIN_PREFIX}`,
  };
  const signer = new Signer(derived('discord-standin-tokens'));
  let down = false;

  await app.register(async (scope) => {
    acceptFormPosts(scope, FORM_BODY_LIMIT);

    scope.get(`${DISCORD_STANDIN_PREFIX}/oauth2/authorize`, async (request, reply) => {
      const query = AuthorizeQuerySchema.safeParse(request.query);
      if (!query.success || query.data.client_id !== settings.clientId || query.data.redirect_uri !== redirectUri) {
        return sendStandinPage(reply, 400, standinPage('Invalid request', '<h1>Invalid OAuth2 request</h1><p role="alert">Unknown application or redirect address.</p>'));
      }
      return sendStandinPage(reply, 200, authorizePage(query.data));
    });

    scope.post(`${DISCORD_STANDIN_PREFIX}/oauth2/authorize`, async (request, reply) => {
      const form = AuthorizeFormSchema.safeParse(request.body ?? {});
      const query = AuthorizeQuerySchema.safeParse(request.body ?? {});
      if (!query.success || query.data.client_id !== settings.clientId || query.data.redirect_uri !== redirectUri) return reply.status(400).send({ error: 'invalid_request' });
      const back = new URL(redirectUri);
      back.searchParams.set('state', query.data.state);
      if ((request.body as Record<string, string>).action === 'cancel') {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      if (!form.success) return sendStandinPage(reply, 400, authorizePage(query.data, 'Enter a username of 2 to 32 small letters, digits, dots or underscores.'));
      back.searchParams.set('code', signer.sign({ kind: 'code', username: form.data.username, redirectUri, expires: Date.now() + CODE_LIFE_MS }));
      return reply.redirect(back.toString(), 303);
    });

    scope.addHook('onRequest', async (request, reply) => {
      if (down && request.url.startsWith(API)) return discordError(reply, 503, 0, 'Service Unavailable');
    });

    scope.post(`${API}/oauth2/token`, async (request, reply) => {
      const form = TokenFormSchema.safeParse(request.body ?? {});
      if (!form.success || form.data.client_id !== settings.clientId || form.data.client_secret !== settings.clientSecret) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      const code = signer.open(form.data.code, 'code');
      if (!code || code.redirectUri !== form.data.redirect_uri) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      const accessToken = signer.sign({ kind: 'token', username: code.username, redirectUri, expires: Date.now() + TOKEN_LIFE_MS });
      return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_LIFE_MS / 1000, refresh_token: derived(accessToken), scope: 'identify guilds.join' };
    });

    const bearer = (request: FastifyRequest) => signer.open(request.headers.authorization?.replace(/^Bearer /, '') ?? '', 'token');
    const isBot = (request: FastifyRequest) => request.headers.authorization === `Bot ${settings.botToken}`;

    // A parameter, not the literal: the client sends `@` encoded (%40me), which a static segment would not match.
    scope.get<{ Params: { userId: string } }>(`${API}/users/:userId`, async (request, reply) => {
      if (request.params.userId !== '@me') return discordError(reply, 403, 50001, 'Missing Access');
      const token = bearer(request);
      if (!token) return discordError(reply, 401, 0, '401: Unauthorized');
      return { id: standinUserId(token.username), username: token.username, global_name: null, discriminator: '0', avatar: null };
    });

    type MemberParams = { guildId: string; userId: string };
    scope.put<{ Params: MemberParams; Body: { access_token?: string; roles?: string[] } }>(`${API}/guilds/:guildId/members/:userId`, async (request, reply) => {
      if (!isBot(request)) return discordError(reply, 401, 0, '401: Unauthorized');
      const token = signer.open(request.body?.access_token ?? '', 'token');
      if (!token || standinUserId(token.username) !== request.params.userId) return discordError(reply, 403, 50025, 'Invalid OAuth2 access token');
      const added = await addStandinMember(db, request.params.guildId, request.params.userId, request.body?.roles ?? []);
      return added ? reply.status(201).send({ user: { id: request.params.userId, username: token.username }, roles: request.body?.roles ?? [] }) : reply.status(204).send();
    });

    const setRole = (held: boolean) => async (request: FastifyRequest<{ Params: MemberParams & { roleId: string } }>, reply: FastifyReply) => {
      if (!isBot(request)) return discordError(reply, 401, 0, '401: Unauthorized');
      const { guildId, userId, roleId } = request.params;
      if (!(await setStandinRole(db, guildId, userId, roleId, held))) return discordError(reply, 404, 10007, 'Unknown Member');
      return reply.status(204).send();
    };
    scope.put(`${API}/guilds/:guildId/members/:userId/roles/:roleId`, setRole(true));
    scope.delete(`${API}/guilds/:guildId/members/:userId/roles/:roleId`, setRole(false));
  });

  return {
    settings,
    rolesOf: (userId) => standinMemberRoles(db, settings.guildId, userId),
    setDown: (value) => {
      down = value;
    },
  };
}

/** The stand-in's API reached through the app itself (app.inject), so the site's own calls need no network. */
export function injectedRequests(app: FastifyInstance) {
  return async (url: string, init: { method?: string; headers?: unknown; body?: unknown }): Promise<Response> => {
    const target = new URL(url);
    const body = init.body instanceof URLSearchParams ? init.body.toString() : typeof init.body === 'string' ? init.body : undefined;
    const headers = Object.fromEntries(new Headers(init.headers as ConstructorParameters<typeof Headers>[0]).entries());
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url: `${target.pathname}${target.search}`, headers, ...(body === undefined ? {} : { payload: body }) });
    const emptyBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(emptyBody ? null : answer.rawPayload, { status: answer.statusCode, statusText: STATUS_CODES[answer.statusCode] ?? '', headers: answer.headers as Record<string, string> });
  };
}
