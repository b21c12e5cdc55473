import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEDIA_LINKS_PATH,
  MediaLinksSchema,
  POEM_PATH,
  PoemSchema,
  SITE_CONTENT_PATH,
  SiteSettingsSchema,
} from '../../../shared/features/content.schema.js';
import { SiteContentSchema } from '../../../shared/features/site-content.schema.js';
import { TECH_CONTENT_PATH, TechContentSchema } from '../../../shared/features/tech.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requirePermission } from '../../plugins/session.js';
import { getMediaLinks, getPoem, getSiteContent, getSiteSettings, getTechContent, saveSiteContent } from './content.service.js';

/** Site content: public settings, the content views' texts and links, and the owner's editor. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => ctx.database.db;

  api.get('/api/site', { schema: { response: { 200: SiteSettingsSchema } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return getSiteSettings(db());
  });

  api.get(POEM_PATH, { preHandler: requirePermission('view_pro_poem'), schema: { response: { 200: PoemSchema } } }, async () =>
    getPoem(db()),
  );

  api.get(
    MEDIA_LINKS_PATH,
    { preHandler: requirePermission('view_basic_content'), schema: { response: { 200: MediaLinksSchema } } },
    async () => getMediaLinks(db()),
  );

  api.get(
    TECH_CONTENT_PATH,
    { preHandler: requirePermission('view_quotes'), schema: { response: { 200: TechContentSchema } } },
    async () => getTechContent(db()),
  );

  api.get(SITE_CONTENT_PATH, { preHandler: requireAdmin, schema: { response: { 200: SiteContentSchema } } }, async () =>
    getSiteContent(db()),
  );

  api.put(
    SITE_CONTENT_PATH,
    { preHandler: requireAdmin, schema: { body: SiteContentSchema, response: { 200: SiteContentSchema } } },
    async (request) => saveSiteContent(ctx, request.body),
  );
}
