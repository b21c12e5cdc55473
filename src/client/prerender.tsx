import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteSettings } from '../shared/features/content.schema.js';
import { PAGE_TOKENS } from '../shared/page-slots.js';

export { IN_APP_BROWSER_ATTRIBUTE, IN_APP_VARIANT_PAGES, inAppVariantFile, PRERENDERED_PAGES } from '../shared/page-slots.js';
import { CLIENT_ROUTES } from '../shared/routes.js';
import { Providers } from './app/providers';
import { RenderedForInAppBrowser } from './components/in-app-browser-warning';
import { loadPublicPage, PUBLIC_PAGE_TITLES, PublicApp, publicPagePath } from './app/public-app';
import { appRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { siteSettingsQuery } from './lib/site';

/**
 * Renders pages to HTML at build time (scripts/prerender.mjs). Settings are not
 * known yet: tokens stand in for them, and the server fills them in per request.
 */
const TOKEN_SETTINGS: SiteSettings = {
  siteTitle: PAGE_TOKENS.siteTitle,
  companyName: PAGE_TOKENS.companyName,
  supportEmail: `${PAGE_TOKENS.supportLocal}@${PAGE_TOKENS.supportDomain}`,
  // Rendered as text only; the server puts the real year in its place.
  copyrightYear: PAGE_TOKENS.copyrightYear as unknown as number,
};

/** The sign-in page belongs to the router app (it signs in and moves on inside it); it hydrates with it. */
const APP_PAGE_TITLES: Readonly<Record<string, string>> = { [CLIENT_ROUTES.googleSignup]: 'Sign in' };

export interface RenderedPage {
  /** The entry that hydrates it: the small public one, or the router app. */
  entry: 'public' | 'app';
  title: string;
  html: string;
}

const titleOf = (page: string | null | undefined) => (page ? `${page} · ${PAGE_TOKENS.siteTitle}` : PAGE_TOKENS.siteTitle);

async function renderAppPage(pathname: string, inAppBrowser: boolean): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages that render can be prerendered`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteSettingsQuery.queryKey, TOKEN_SETTINGS);
  return renderToString(
    <RenderedForInAppBrowser value={inAppBrowser}>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Providers>
    </RenderedForInAppBrowser>,
  );
}

/** The page as most browsers get it, or (inAppBrowser) as in-app browsers get it, with their warning. */
export async function renderPage(pathname: string, inAppBrowser = false): Promise<RenderedPage> {
  if (publicPagePath(pathname)) {
    const Page = await loadPublicPage(pathname);
    const navigation = { pathname, go: () => undefined, back: () => undefined };
    const html = renderToString(
      <RenderedForInAppBrowser value={inAppBrowser}>
        <PublicApp Page={Page} settings={TOKEN_SETTINGS} navigation={navigation} />
      </RenderedForInAppBrowser>,
    );
    return { entry: 'public', title: titleOf(PUBLIC_PAGE_TITLES[pathname]), html };
  }
  if (pathname in APP_PAGE_TITLES) return { entry: 'app', title: titleOf(APP_PAGE_TITLES[pathname]), html: await renderAppPage(pathname, inAppBrowser) };
  throw new Error(`${pathname} is not a page rendered at build time`);
}
