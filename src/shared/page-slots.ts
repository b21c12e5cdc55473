/**
 * Public pages are rendered to HTML at build time, before the site settings are
 * known. The build renders these tokens where settings go; the server replaces
 * them with the current settings (HTML-escaped) on every page load, and puts the
 * settings themselves in a JSON script element the client hydrates from.
 */
export const PAGE_TOKENS = {
  siteTitle: '__SITE_TITLE__',
  companyName: '__COMPANY_NAME__',
  /** The support e-mail address is split at "@", so pages may show its parts apart. */
  supportLocal: '__SUPPORT_LOCAL__',
  supportDomain: '__SUPPORT_DOMAIN__',
  copyrightYear: '__COPYRIGHT_YEAR__',
  /** The absolute address of the page served, for link previews. */
  pageUrl: '__PAGE_URL__',
  /** The site's origin, for absolute addresses of link-preview images. */
  siteOrigin: '__SITE_ORIGIN__',
} as const;

export type PageToken = keyof typeof PAGE_TOKENS;

/** The id of the `<script type="application/json">` element holding the site settings. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** Where in a page's HTML the server puts that element (the build leaves this comment in <head>). */
export const SITE_SETTINGS_SLOT = '<!--site-settings-->';

/** On <html> of the variant rendered for in-app browsers (their warning is part of the page). */
export const IN_APP_BROWSER_ATTRIBUTE = 'data-in-app-browser';

/** Pages that show the in-app browser warning: a second variant is rendered with it, as `<name>.in-app.html`. */
export const IN_APP_VARIANT_PAGES: readonly string[] = ['/', '/google-signup'];

export const inAppVariantFile = (file: string): string => file.replace(/\.html$/, '.in-app.html');

/** The paths rendered at build time, and the file each one is written to under prerendered/. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home.html',
  '/google-signup': 'google-signup.html',
  '/privacy-policy': 'privacy-policy.html',
  '/contact': 'contact.html',
};

/**
 * The id of the `<script type="application/json">` element holding the signed-in user (what GET
 * /api/me answers), put in the app shell's page for that user only: the dashboard draws without
 * waiting for that request. A signed-out page has none.
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user';

/**
 * The id of the `<script type="application/json">` element holding the first data of the dashboard
 * view the address names (`{ path, data }`: the API address and what it answers), so the view draws
 * in the page's first render.
 */
export const FIRST_VIEW_DATA_ELEMENT_ID = 'first-view-data';
