import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SiteSettings } from '../shared/features/content.schema.js';
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

/** Replaces fetch; GET /api/site answers with the given settings, anything else with a 404. */
export function mockSiteApi(site: SiteSettings = TEST_SITE) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/site')) return jsonResponse(site);
    return jsonResponse({ code: 'not_found', message: 'Nothing here.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app at a path, as a visitor opening that URL would see it. */
export function renderApp(path: string, options: { site?: SiteSettings } = {}) {
  mockSiteApi(options.site ?? TEST_SITE);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
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
