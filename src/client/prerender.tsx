import { renderToString } from 'react-dom/server';
import type { SiteSettings } from '../shared/features/content.schema.js';
import { PAGE_TOKENS } from '../shared/page-slots.js';

export { IN_APP_BROWSER_ATTRIBUTE, IN_APP_VARIANT_PAGES, inAppVariantFile, PRERENDERED_PAGES } from '../shared/page-slots.js';
import { RenderedForInAppBrowser } from './components/in-app-browser-warning';
import { loadPublicPage, PUBLIC_PAGE_TITLES, PublicApp, publicPagePath } from './app/public-app';

/**
 * Renders the public pages to HTML at build time (scripts/prerender.mjs), as the
 * small public entry hydrates them (public-main.tsx). Settings are not
 * known yet: tokens stand in for them, and the server fills them in per request.
 */
const TOKEN_SETTINGS: SiteSettings = {
  siteTitle: PAGE_TOKENS.siteTitle,
  companyName: PAGE_TOKENS.companyName,
  supportEmail: `${PAGE_TOKENS.supportLocal}@${PAGE_TOKENS.supportDomain}`,
  // Rendered as text only; the server puts the real year in its place.
  copyrightYear: PAGE_TOKENS.copyrightYear as unknown as number,
};

export interface RenderedPage {
  title: string;
  html: string;
}

const titleOf = (page: string | null | undefined) => (page ? `${page} · ${PAGE_TOKENS.siteTitle}` : PAGE_TOKENS.siteTitle);

/** The page as most browsers get it, or (inAppBrowser) as in-app browsers get it, with their warning. */
export async function renderPage(pathname: string, inAppBrowser = false): Promise<RenderedPage> {
  if (!publicPagePath(pathname)) throw new Error(`${pathname} is not a page rendered at build time`);
  const Page = await loadPublicPage(pathname);
  const navigation = { pathname, go: () => undefined, back: () => undefined };
  const html = renderToString(
    <RenderedForInAppBrowser value={inAppBrowser}>
      <PublicApp Page={Page} settings={TOKEN_SETTINGS} navigation={navigation} />
    </RenderedForInAppBrowser>,
  );
  return { title: titleOf(PUBLIC_PAGE_TITLES[pathname]), html };
}
