import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** In development the API, sign-in and health routes live on the Fastify server. */
const SERVER_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/oidc', '/healthz', '/readyz', '/manifest.webmanifest'];

const DESCRIPTION = 'Art and tech from an independent creator. Sign in with Google to explore galleries, videos and more.';

/**
 * The <head> both pages share: colours, icons, the manifest and link previews.
 * The __TOKENS__ are filled by the server with the current site settings
 * (src/shared/page-slots.ts); the development server leaves them as they are.
 */
function sharedHead(): Plugin {
  const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'meta', attrs, injectTo: 'head' });
  const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });
  const previewImage = '__SITE_ORIGIN__/icons/og-image.png';
  return {
    name: 'shared-head',
    transformIndexHtml: () => [
      meta({ name: 'color-scheme', content: 'dark' }),
      meta({ name: 'theme-color', content: '#0b0a10' }),
      meta({ name: 'description', content: DESCRIPTION }),
      link({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      link({ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
      link({ rel: 'manifest', href: '/manifest.webmanifest' }),
      meta({ property: 'og:type', content: 'website' }),
      meta({ property: 'og:site_name', content: '__SITE_TITLE__' }),
      meta({ property: 'og:title', content: '__SITE_TITLE__' }),
      meta({ property: 'og:description', content: DESCRIPTION }),
      meta({ property: 'og:url', content: '__PAGE_URL__' }),
      meta({ property: 'og:image', content: previewImage }),
      meta({ property: 'og:image:width', content: '1200' }),
      meta({ property: 'og:image:height', content: '630' }),
      meta({ property: 'og:image:alt', content: '__SITE_TITLE__' }),
      meta({ name: 'twitter:card', content: 'summary_large_image' }),
      meta({ name: 'twitter:title', content: '__SITE_TITLE__' }),
      meta({ name: 'twitter:description', content: DESCRIPTION }),
      meta({ name: 'twitter:image', content: previewImage }),
    ],
  };
}

/**
 * React and the modules a prerendered public page hydrates with
 * (public-hydrate.tsx); the home page most visitors see needs none of it (public-main.tsx).
 */
const HOME_PAGE_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](react|react-dom|scheduler)[\/]`,
    String.raw`src[\/]client[\/]app[\/]public-app`,
    String.raw`src[\/]client[\/]components[\/](skip-link|site-footer|google-mark|in-app-browser-warning|ui[\/]button)`,
    String.raw`src[\/]client[\/]lib[\/](navigation|site-settings|embedded-json|use-page-title|clipboard)`,
    String.raw`src[\/]client[\/]features[\/]content[\/]pages[\/]home-page`,
    String.raw`src[\/]shared[\/](routes|in-app-browser|page-slots)`,
  ].join('|'),
);

/** The few modules the public entry runs on every page, before deciding whether to load React (public-main.tsx). */
const PAGE_START_MODULES = new RegExp([String.raw`vite[\/]preload-helper`, String.raw`src[\/]client[\/]lib[\/]page-arrival`].join('|'));

const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));

export default defineConfig({
  root: clientRoot,
  plugins: [
    react(),
    sharedHead(),
    // The service worker (src/client/sw.ts), given the list of built files it keeps. The pages are
    // filled in by the server, so no HTML is in that list; the manifest is the server's too.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['assets/**/*.{js,css,woff2}', 'favicon.svg'] },
    }),
  ],
  build: {
    // The server serves dist/client; outside the root, so emptying must be explicit.
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Every browser we serve preloads modules itself; the polyfill would be one more request.
    modulePreload: { polyfill: false },
    // Tells scripts/prerender.mjs which chunk and styles each public page loads, to link them up front.
    manifest: true,
    rolldownOptions: {
      // The router app, and the small entry that hydrates the prerendered public pages.
      input: { index: `${clientRoot}/index.html`, public: `${clientRoot}/public.html` },
      output: {
        // What a hydrating public page runs, in one chunk: React and the few modules of the pages.
        // The router app needs it too; split finer, each piece would cost a request on a phone.
        // What every public page runs first, React or not, apart from it (a group takes its modules' imports along).
        codeSplitting: {
          groups: [
            { name: 'page-start', test: PAGE_START_MODULES, priority: 2 },
            { name: 'home', test: HOME_PAGE_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: SERVER_ORIGIN, changeOrigin: false }])),
  },
});
