import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteSettingsSchema } from '../../../shared/features/content.schema.js';
import type { AppContext } from '../../app-context.js';
import { getSiteSettings } from './content.service.js';

/** Public site content. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/site',
    { schema: { response: { 200: SiteSettingsSchema } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return getSiteSettings(ctx.database.db);
    },
  );
}
