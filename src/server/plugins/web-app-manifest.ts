import type { SiteSettings } from '../../shared/features/content.schema.js';

/** The page background and browser bar colour (index.html's theme-color, tokens.css's --bg). */
export const THEME_COLOUR = '#0b0a10';

/** Home screens cut longer names. */
const SHORT_NAME_MAX = 12;

/**
 * The web app manifest, named after the current site title so a renamed site
 * installs under its new name. Icons are drawn from favicon.svg at build time
 * (scripts/icons.mjs).
 */
export function webAppManifest(settings: SiteSettings): string {
  const shortName = settings.siteTitle.length <= SHORT_NAME_MAX ? settings.siteTitle : `${settings.siteTitle.slice(0, SHORT_NAME_MAX - 1)}…`;
  return JSON.stringify({
    name: settings.siteTitle,
    short_name: shortName,
    description: `Art and tech from ${settings.companyName}.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}
