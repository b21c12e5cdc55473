import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTENT_PATHS,
  MediaLinksResponseSchema,
  PoemSchema,
  SiteSettingsSchema,
} from '../../../shared/features/content.schema.js';
import { SiteContentSchema } from '../../../shared/features/site-content.schema.js';
import { TECH_PATHS, TechContentSchema } from '../../../shared/features/ai-chat.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requirePermission, signedInUser } from '../../plugins/guards.js';
import { getMediaLinksFor, getPoem, getSiteContent, getSiteSettings, getTechContent, saveSiteContent } from './content.service.js';

/** Site content: public settings, the content views' texts and links, and the owner's editor. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => ctx.database.db;

  api.get(CONTENT_PATHS.site, { schema: { response: { 200: SiteSettingsSchema } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return getSiteSettings(db());
  });

  api.get(CONTENT_PATHS.poem, { preHandler: requirePermission('view_pro_poem'), schema: { response: { 200: PoemSchema } } }, async () =>
    getPoem(db()),
  );

  api.get(
    CONTENT_PATHS.mediaLinks,
    { preHandler: requirePermission('view_basic_content'), schema: { response: { 200: MediaLinksResponseSchema } } },
    async (request) => getMediaLinksFor(db(), signedInUser(request)),
  );

  api.get(
    TECH_PATHS.content,
    { preHandler: requirePermission('view_quotes'), schema: { response: { 200: TechContentSchema } } },
    async () => getTechContent(db()),
  );

  api.get(CONTENT_PATHS.siteContent, { preHandler: requireAdmin, schema: { response: { 200: SiteContentSchema } } }, async () =>
    getSiteContent(db()),
  );

  api.put(
    CONTENT_PATHS.siteContent,
    { preHandler: requireAdmin, schema: { body: SiteContentSchema, response: { 200: SiteContentSchema } } },
    async (request) => saveSiteContent(ctx, request.body),
  );
}
