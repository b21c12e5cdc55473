import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteSettings } from '../../shared/features/content.schema.js';
import { isInAppBrowser } from '../../shared/in-app-browser.js';
import { inAppVariantFile, IN_APP_VARIANT_PAGES, PRERENDERED_PAGES } from '../../shared/page-slots.js';
import { CLIENT_ROUTES, isClientRoute } from '../../shared/routes.js';
import type { AppConfig } from '../config.js';
import { webAppManifest } from './web-app-manifest.js';
import { fillPage, type SignedInPage } from './page-html.js';

/** Templates the server fills per request, and the build's own notes: never sent as they are. */
const NOT_SERVED = /^\/(?:index\.html|public\.html|prerendered\/|\.vite\/)/;

interface Templates {
  shell: string;
  /** The public pages the build rendered to HTML, by path. */
  pages: Map<string, string>;
  /** Their variants for in-app browsers, with the warning rendered in. */
  inAppPages: Map<string, string>;
}

function readTemplates(root: string): Templates {
  const read = (file: string) => {
    const page = path.join(root, 'prerendered', file);
    return existsSync(page) ? readFileSync(page, 'utf8') : null;
  };
  const pages = new Map<string, string>();
  const inAppPages = new Map<string, string>();
  for (const [route, file] of Object.entries(PRERENDERED_PAGES)) {
    const page = read(file);
    if (page) pages.set(route, page);
    const variant = IN_APP_VARIANT_PAGES.includes(route) ? read(inAppVariantFile(file)) : null;
    if (variant) inAppPages.set(route, variant);
  }
  return { shell: readFileSync(path.join(root, 'index.html'), 'utf8'), pages, inAppPages };
}

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** What the app shell at this address carries for the request's signed-in user; null when signed out. */
export type SignedInPageOf = (request: FastifyRequest, address: { pathname: string; search: string }) => Promise<SignedInPage | null>;

/**
 * Serves the built client: hashed assets with a long cache, precompressed; the
 * public pages as rendered at build time and every other client route of SPEC §2
 * as the app shell (so a hard refresh works), both with the current site settings;
 * a redirect to "/" for any other page path, and JSON 404s for unknown API paths
 * and missing files. The app shell of a signed-in visitor carries their user and
 * the dashboard view's first data, and is never kept by a shared cache.
 */
export async function registerClientApp(
  app: FastifyInstance,
  config: AppConfig,
  siteSettings: () => Promise<SiteSettings>,
  signedInPage: SignedInPageOf,
): Promise<void> {
  const root = config.clientDir;
  const built = root !== null && existsSync(path.join(root, 'index.html'));
  const templates = built && root ? readTemplates(root) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies (scripts/precompress.mjs); the one the browser accepts is sent.
      preCompressed: true,
      allowedPath: (pathName) => !NOT_SERVED.test(pathName),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!templates) {
      return reply.status(503).send({ code: 'client_not_built', message: 'The site is not built yet. Run npm run build.' });
    }
    const pathname = trimSlash(request.url.split('?')[0] ?? '/');
    const variant = templates.inAppPages.get(pathname);
    // In-app browsers get the page with their warning already in place, so nothing moves when it hydrates.
    if (variant) void reply.header('Vary', 'User-Agent');
    const inApp = variant !== undefined && isInAppBrowser(request.headers['user-agent'] ?? '');
    const template = (inApp ? variant : templates.pages.get(pathname)) ?? templates.shell;
    // Only the app shell is for one visitor; the prerendered public pages are the same for all.
    const search = request.url.slice(request.url.split('?')[0]?.length ?? 0);
    const personal = template === templates.shell ? ((await signedInPage(request, { pathname, search })) ?? undefined) : undefined;
    const html = fillPage(template, await siteSettings(), `${config.publicUrl}${pathname === '/' ? '/' : pathname}`, personal);
    return reply
      .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  for (const route of Object.values(CLIENT_ROUTES)) app.get(route, sendPage);

  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8').send(webAppManifest(await siteSettings())),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (isPage && isClientRoute(pathname)) return sendPage(request, reply);
    if (isPage && !path.posix.extname(pathname)) return reply.redirect('/', 302);
    return reply.status(404).send({ code: 'not_found', message: `Nothing was found at ${request.method} ${pathname}.` });
  });
}
