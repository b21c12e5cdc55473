import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '../shared/features/auth.schema.js';
import type { SiteSettings } from '../shared/features/content.schema.js';
import { permissionsOf, tierOf } from '../shared/permissions.js';
import { useLiveCacheSync } from './app/live-cache-sync';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes';

export const TEST_SITE: SiteSettings = {
  siteTitle: 'Nebula Sketchbook',
  companyName: 'Nebula Works Ltd',
  supportEmail: 'help@nebula.test',
  copyrightYear: 2025,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type RouteHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export interface MockApiOptions {
  site?: SiteSettings;
  /** Who GET /api/me says is signed in; null (the default) answers 401. */
  user?: CurrentUser | null;
  /** Extra answers by "METHOD /path" (no query string); they win over the defaults. */
  routes?: Record<string, RouteHandler>;
}

/**
 * Replaces fetch. GET /api/site answers with the given settings, GET /api/me with
 * the given user (or 401), the given routes as they say, anything else with a 404.
 */
export function mockApi({ site = TEST_SITE, user = null, routes = {} }: MockApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(url, init);
    if (method === 'GET' && url.pathname === '/api/site') return jsonResponse(site);
    if (method === 'GET' && url.pathname === '/api/me') {
      return user ? jsonResponse(user) : jsonResponse({ code: 'unauthorized', message: 'Please sign in first.' }, 401);
    }
    return jsonResponse({ code: 'not_found', message: 'Nothing here.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderAppOptions extends MockApiOptions {
  /** Navigation state of the first entry, e.g. { component: 'custom_build', tab: 'tracking' }. */
  state?: unknown;
}

/** Renders the whole app at a path, as a visitor opening that URL would see it. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fetchMock = mockApi(options);
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state: options.state }],
  });
  const queryClient = createTestQueryClient();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, fetchMock };
}

let userCount = 0;

/** A signed-in user as GET /api/me returns it; tier and permissions follow the shared rules. */
export function makeUser(overrides: Partial<Omit<CurrentUser, 'tier' | 'permissions'>> = {}): CurrentUser {
  userCount += 1;
  const base = {
    id: `00000000-0000-4000-8000-${String(userCount).padStart(12, '0')}`,
    email: 'ada@example.com',
    role: 'user' as const,
    isAdmin: false,
    isPro: false,
    complimentaryPro: false,
    complimentaryEndsAt: null,
    subscriptionStatus: null,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    menuHintSeen: true,
    ...overrides,
  };
  return {
    ...base,
    profile: overrides.profile ?? { username: null, userEmail: base.email, profileImage: null },
    tier: tierOf(base),
    permissions: permissionsOf(base),
  };
}

/** Pretends to be a browser with the given user agent for the rest of the test. */
export function setUserAgent(userAgent: string): void {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

export const USER_AGENTS = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.31.103 (iPhone14,5; iOS 17_5; en_US)',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

/** What a signed-in app always runs: live events keep the cache fresh (app/live-cache-sync.ts). */
function LiveCacheSync() {
  useLiveCacheSync('signed-in-user');
  return null;
}

/** Renders one component with the app's providers (query cache, toasts, live cache sync), outside the router. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  return {
    ...render(
      <Providers queryClient={queryClient}>
        <LiveCacheSync />
        {ui}
      </Providers>,
    ),
    queryClient,
  };
}

/** A stand-in for the browser's EventSource (jsdom has none); `instances` lists every one opened. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends one event. */
  emit(data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The connection is (again) open: the server accepted it. */
  opened(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The connection drops; `retrying` false is what a refused (e.g. 401) stream looks like. */
  fail(retrying: boolean): void {
    this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }
}

export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
