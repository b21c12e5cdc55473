import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_PATHS, CSRF_HEADER } from '../../shared/features/auth.schema.js';

/**
 * Signs users in through app.inject, the whole way a browser goes: our login
 * route, the local OpenID provider's sign-in form, and back to our callback.
 * Nothing is faked, so these tests exercise the production sign-in code.
 */

/** A tiny cookie jar: name → value, ignoring paths (sending a cookie too many never hurts here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Headers a same-origin fetch from our client sends with every state-changing request. */
export function sameOriginHeaders(app: FastifyInstance): Record<string, string> {
  return { origin: new URL(app.ctx.config.publicUrl).origin, [CSRF_HEADER.name.toLowerCase()]: CSRF_HEADER.value };
}

export interface SignInFlowOptions {
  name?: string;
  mode?: 'popup' | 'redirect';
  returnTo?: string;
  /** Changes the provider's redirect back to us before it is followed (tampering tests). */
  alterCallback?: (url: URL) => URL;
  /** Presses Cancel on the provider's form instead of Sign in. */
  cancel?: boolean;
  /** Sends each request to the next of these instances in turn, as a round-robin balancer would. */
  roundRobin?: FastifyInstance[];
  /** The visitor's address, for each request the browser makes (the default is inject's 127.0.0.1). */
  remoteAddress?: string;
  /** The browser's User-Agent at our callback, where the session starts (the default is inject's). */
  userAgent?: string;
}

const MAX_HOPS = 10;

/** Runs a sign-in up to and including our callback, and returns the callback's response. */
export async function runSignInFlow(
  app: FastifyInstance,
  email: string,
  options: SignInFlowOptions = {},
  jar = new CookieJar(),
): Promise<{ callback: LightMyRequestResponse; jar: CookieJar }> {
  const site = new URL(app.ctx.config.publicUrl);
  let turn = 0;
  const via = () => options.roundRobin?.[turn++ % options.roundRobin.length] ?? app;
  const { remoteAddress } = options;
  const query = new URLSearchParams({ mode: options.mode ?? 'redirect', ...(options.returnTo ? { returnTo: options.returnTo } : {}) });
  let response = await via().inject({ method: 'GET', url: `${AUTH_PATHS.login}?${query}`, headers: { cookie: jar.header() }, remoteAddress });
  jar.take(response);

  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const location = response.headers.location;
    if (typeof location !== 'string') throw new Error(`sign-in stopped with ${response.statusCode}: ${response.body.slice(0, 300)}`);
    let next = new URL(location, site);
    if (next.origin !== site.origin) throw new Error(`sign-in left the site for ${next.href}`);
    if (next.pathname === AUTH_PATHS.callback) {
      if (options.alterCallback) next = options.alterCallback(next);
      const userAgent = options.userAgent ? { 'user-agent': options.userAgent } : {};
      const callback = await via().inject({ method: 'GET', url: `${next.pathname}${next.search}`, headers: { cookie: jar.header(), ...userAgent }, remoteAddress });
      jar.take(callback);
      return { callback, jar };
    }
    response = await via().inject({ method: 'GET', url: `${next.pathname}${next.search}`, headers: { cookie: jar.header() }, remoteAddress });
    jar.take(response);
    if (response.statusCode === 200 && next.pathname.startsWith('/oidc/interaction/')) {
      const form = new URLSearchParams({ email, name: options.name ?? '', action: options.cancel ? 'cancel' : 'sign-in' });
      response = await via().inject({
        method: 'POST',
        url: next.pathname,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
        remoteAddress,
      });
      jar.take(response);
    }
  }
  throw new Error(`sign-in did not come back to ${AUTH_PATHS.callback}`);
}

export interface SignedIn {
  /** The `Cookie` header value holding the session, e.g. `sid=...`. */
  cookie: string;
  /** cookie + same-origin CSRF headers: enough for any request, GET or POST. */
  headers: Record<string, string>;
}

/** Signs `email` in (creating the account on first use) and returns a fresh session. */
export async function signIn(app: FastifyInstance, email: string, options: Pick<SignInFlowOptions, 'name' | 'userAgent' | 'remoteAddress'> = {}): Promise<SignedIn> {
  const { callback } = await runSignInFlow(app, email, options);
  const session = (callback.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (callback.statusCode !== 302 || !session) {
    throw new Error(`sign-in failed: ${callback.statusCode} ${String(callback.headers.location ?? callback.body.slice(0, 300))}`);
  }
  const cookie = `${session.name}=${session.value}`;
  return { cookie, headers: { cookie, ...sameOriginHeaders(app) } };
}
