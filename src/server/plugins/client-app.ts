import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ROUTES, isClientRoute } from '../../shared/routes.js';
import type { AppConfig } from '../config.js';

/**
 * Serves the built client: hashed assets with a long cache, the app shell for
 * every client route of SPEC §2 (so a hard refresh works), a redirect to "/" for
 * any other page path, and JSON 404s for unknown API paths and missing files.
 */
export async function registerClientApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = config.clientDir;
  const built = root !== null && existsSync(path.join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply.status(503).send({ code: 'client_not_built', message: 'The site is not built yet. Run npm run build.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  for (const route of Object.values(CLIENT_ROUTES)) app.get(route, sendShell);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (isPage && isClientRoute(pathname)) return sendShell(request, reply);
    if (isPage && !path.posix.extname(pathname)) return reply.redirect('/', 302);
    return reply.status(404).send({ code: 'not_found', message: `Nothing was found at ${request.method} ${pathname}.` });
  });
}
