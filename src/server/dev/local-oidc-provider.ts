import { createHmac, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { OidcFetch } from '../integrations/oidc.js';
import { databaseLocalAccounts, databaseOidcAdapter, sharedSigningKey } from './local-oidc-adapter.js';
import { registerLocalLoginRoutes, renderProviderError, type LocalAccounts } from './local-oidc-login.js';

/**
 * A real OpenID provider (oidc-provider) inside the app under /oidc, so the
 * first run needs no Google account and tests exercise the production sign-in
 * code. Never loaded when Google is configured; refused unless 'oidc' is a
 * configured stand-in (production must allow it explicitly, see config.ts).
 */

export const LOCAL_OIDC_PREFIX = '/oidc';
const CLIENT_ID = 'creator-site';
/** Short lives: the provider only has to carry one sign-in from start to callback. */
const TTL_SECONDS = { AuthorizationCode: 60, AccessToken: 300, IdToken: 300, Interaction: 600, Session: 600, Grant: 600 };

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Routes the client's calls to the provider through app.inject, never the network. */
  fetch: OidcFetch;
}

/** Keys tied to the session secret, so they survive restarts and are the same on every instance, like our own cookies. */
const derivedKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url');

function providerConfiguration(options: {
  clientSecret: string;
  redirectUri: string;
  secret: string;
  accounts: LocalAccounts;
  signingKey: JsonWebKey;
  adapter: Configuration['adapter'];
}): Configuration {
  const { signingKey } = options;
  return {
    // Every record of a sign-in in the shared database, not in this process (ADR 0030).
    adapter: options.adapter,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [derivedKey(options.secret, 'local-oidc-cookies')] },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the e-mail in the ID token as Google does, so the client reads the same claims from both.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_OIDC_PREFIX}/interaction/${interaction.uid}` },
    ttl: TTL_SECONDS,
    findAccount: async (_ctx, sub) => {
      const account = await options.accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, ...(account.name ? { name: account.name } : {}) }),
      };
    },
    // Our own site is the only client: consent is implied, as with a first-party login page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { Grant } = ctx.oidc.provider;
      const existing = ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return Grant.find(existing);
      const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(String(out.error_description ?? out.error ?? 'Sign-in failed.'));
    },
  };
}

/**
 * Hands /oidc/* to the provider's Koa app on the raw request. The provider is
 * told the site's public origin explicitly, whatever Host the request carried.
 */
async function mountProvider(scope: FastifyInstance, provider: Provider, publicUrl: string): Promise<void> {
  // Leave request bodies unread: the provider parses its own.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = provider.callback();
  const { protocol, host } = new URL(publicUrl);
  scope.all(`${LOCAL_OIDC_PREFIX}/*`, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(LOCAL_OIDC_PREFIX.length) || '/';
    raw.headers['x-forwarded-proto'] = protocol.replace(':', '');
    raw.headers['x-forwarded-host'] = host;
    raw.headers['x-forwarded-for'] = request.ip;
    await handle(raw, reply.raw);
  });
}

async function bodyOf(body: Parameters<OidcFetch>[1]['body']): Promise<string | Buffer | undefined> {
  if (body == null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

function inProcessFetch(app: FastifyInstance, issuer: string): OidcFetch {
  return async (url, options) => {
    if (!url.startsWith(`${issuer}/`)) throw new TypeError(`the local provider's client only calls ${issuer}, not ${url}`);
    const target = new URL(url);
    const res = await app.inject({
      method: options.method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers: options.headers,
      payload: await bodyOf(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const noBody = [204, 205, 304].includes(res.statusCode);
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(publicUrl: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(publicUrl).hostname);
}

export async function registerLocalOidcProvider(
  app: FastifyInstance,
  options: { config: AppConfig; db: Db; secret: string; redirectUri: string },
): Promise<LocalOidcProvider> {
  const { config } = options;
  // Checked here as well as in loadConfig: a hand-built configuration must not open this door either.
  if (config.env === 'production') throw new Error('The local OpenID provider never runs in production: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
  if (!config.standins.includes('oidc')) throw new Error('The local OpenID provider runs only when Google sign-in is not configured.');
  if (!isLoopback(config.publicUrl)) {
    // NODE_ENV left at its default on a public address: the one case the configuration cannot refuse.
    app.log.warn(
      { publicUrl: config.publicUrl },
      'The local sign-in accepts any e-mail without a password, and PUBLIC_URL is not this machine: set NODE_ENV=production and Google sign-in before anyone else can reach it',
    );
  }
  const issuer = `${config.publicUrl}${LOCAL_OIDC_PREFIX}`;
  // The same on every instance, as the rest of the provider's keys: the only client is the site itself.
  const clientSecret = derivedKey(options.secret, 'local-oidc-client');
  const adapter = databaseOidcAdapter(options.db);
  const accounts = databaseLocalAccounts(adapter, TTL_SECONDS.Session);
  const signingKey = await sharedSigningKey(options.db);
  const provider = new Provider(issuer, providerConfiguration({ ...options, clientSecret, accounts, signingKey, adapter }));
  // Trust the forwarded headers mountProvider sets (and only those: it overwrites them).
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'local OpenID provider failed'));

  await app.register(async (scope) => mountProvider(scope, provider, config.publicUrl));
  await app.register(async (scope) => registerLocalLoginRoutes(scope, { provider, accounts, config }));
  return { issuer, clientId: CLIENT_ID, clientSecret, fetch: inProcessFetch(app, issuer) };
}
