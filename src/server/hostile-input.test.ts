import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from './test-support/client-build.js';
import { createTestApp, testConfig } from './test-support/test-app.js';
import { signInEveryKind, type Account } from './test-support/tier-accounts.js';
import { cookieNoise, csrfChoice, hostileBody, hostileHeaders, pathSegment, queryString } from './test-support/hostile-input.js';
import type { RegisteredRoute } from './plugins/route-list.js';

/**
 * Every bad input gets a 4xx, never a 500: random and malformed bodies, headers
 * and query strings sent to every registered route, as each kind of account.
 */

/** Runs per route; enough to reach every body kind several times, small enough for a quick suite. */
const RUNS_PER_ROUTE = 15;

/** Left out, each for a reason printed with the run. */
const LEFT_OUT: { match: (route: RegisteredRoute) => boolean; reason: string }[] = [
  { match: (r) => r.method === 'HEAD', reason: 'HEAD routes are Fastify copies of the GET routes, which are covered' },
  { match: (r) => r.url.startsWith('/oidc'), reason: 'the local OpenID provider is a development stand-in (never in production) run by oidc-provider' },
  { match: (r) => r.url.startsWith('/dev/discord'), reason: 'the local Discord is a development stand-in (never in production); the site\'s side of it is tested in discord.test.ts' },
  { match: (r) => r.url === '/api/events', reason: 'the event stream never ends, so a whole response cannot be awaited; its refusals are tested with the live channel' },
];

function concreteUrl(pattern: string, segments: string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+|\*/g, () => segments[index++ % segments.length] ?? 'x');
}

describe('hostile input on every route', () => {
  let app: FastifyInstance;
  let accounts: Account[];
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    // With a client build, so the page routes answer as in production instead of "not built yet".
    app = await createTestApp(testConfig({}, { clientDir: fakeClientBuild() }));
    accounts = await signInEveryKind(app, 'hostile');
    routes = app.routeList.filter((route) => !LEFT_OUT.some((left) => left.match(route)));
    for (const left of LEFT_OUT) {
      const names = app.routeList.filter(left.match).map((r) => `${r.method} ${r.url}`);
      if (names.length > 0) console.warn(`not fuzzed (${left.reason}): ${names.length} route(s)`);
    }
  }, 180_000);
  afterAll(async () => app.close());

  it('finds the routes to test', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((r) => r.url === '/api/galleries/:collection/images' && r.method === 'POST')).toBe(true);
  });

  it('answers every request on every route with less than 500', async () => {
    expect(routes.length).toBeGreaterThan(0);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    for (const route of routes) {
      // Signing out would end the account's session for the rest of the run: only visitors sign out here.
      const who = route.url === '/api/auth/logout' ? accounts.filter((a) => a.kind === 'visitor') : accounts;
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.constantFrom(...who),
          fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
          queryString(route.schema?.querystring),
          hostileBody(route.schema?.body),
          hostileHeaders,
          csrfChoice,
          cookieNoise,
          async (account, segments, query, body, headers, csrf, noise) => {
            const url = `${concreteUrl(route.url, segments)}${query ? `?${query}` : ''}`;
            const sent: Record<string, string> = { ...headers };
            if (csrf === 'proof') Object.assign(sent, account.headers);
            const cookie = [account.cookie, noise].filter(Boolean).join('; ');
            if (cookie) sent.cookie = cookie;
            if (csrf === 'other-origin') Object.assign(sent, { origin: 'https://evil.example', 'x-requested-with': 'fetch' });
            if (body.contentType !== undefined) sent['content-type'] = body.contentType;
            const options: InjectOptions = { method: route.method, url, headers: sent, ...(body.payload === undefined ? {} : { payload: body.payload }) };
            const res = await app.inject(options);
            if (res.statusCode >= 500) {
              throw new Error(`${route.method} ${url} as ${account.kind} with ${body.label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: true },
      );
      // Our own message (route, account, body kind, status) instead of the whole generated input.
      if (outcome.failed) throw new Error(`${String((outcome.errorInstance as Error | undefined)?.message ?? outcome.errorInstance)} (FUZZ_SEED=${seed})`);
    }
  }, 600_000);
});
