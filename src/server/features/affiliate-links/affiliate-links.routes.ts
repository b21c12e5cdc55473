import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AFFILIATE_LINKS_PATHS,
  AffiliateLinkIdParamsSchema,
  AffiliateLinkListSchema,
  AffiliateLinkSchema,
} from '../../../shared/features/affiliate-links.schema.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { sendAccessCheckedMedia } from '../../plugins/access-checked-media.js';
import { strictRateLimit } from '../../plugins/security.js';
import { requireAdmin, requirePermission } from '../../plugins/guards.js';
import { readAffiliateLinkForm } from './affiliate-link.form.js';
import { AFFILIATE_IMAGE_PREFIX, AFFILIATE_MEDIA_URL } from './affiliate-images.service.js';
import { addAffiliateLink, editAffiliateLink, getAffiliateLinks, removeAffiliateLink } from './affiliate-links.service.js';

const ImageParamsSchema = z.object({ file: z.string().regex(/^\d+_[a-f0-9]+_[A-Za-z0-9._-]+\.webp$/) });

/** My LinkTree: Pro members (and admins) read; admins add, edit and delete. */
export async function affiliateLinksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const upload = strictRateLimit(ctx.config, 'upload');

  api.get(
    AFFILIATE_LINKS_PATHS.list,
    { preHandler: requirePermission('view_pro_content'), schema: { response: { 200: AffiliateLinkListSchema } } },
    async () => getAffiliateLinks(ctx),
  );

  api.post(
    AFFILIATE_LINKS_PATHS.adminList,
    { preHandler: requireAdmin, config: upload, schema: { response: { 201: AffiliateLinkSchema } } },
    async (request, reply) => reply.code(201).send(await addAffiliateLink(ctx, await readAffiliateLinkForm(request))),
  );

  api.put(
    AFFILIATE_LINKS_PATHS.adminEntry,
    { preHandler: requireAdmin, config: upload, schema: { params: AffiliateLinkIdParamsSchema, response: { 200: AffiliateLinkSchema } } },
    async (request) => editAffiliateLink(ctx, request.params.id, await readAffiliateLinkForm(request)),
  );

  api.delete(AFFILIATE_LINKS_PATHS.adminEntry, { preHandler: requireAdmin, schema: { params: AffiliateLinkIdParamsSchema } }, async (request, reply) => {
    await removeAffiliateLink(ctx, request.params.id);
    return reply.code(204).send();
  });

  api.get(
    `${AFFILIATE_MEDIA_URL}:file`,
    { preHandler: requirePermission('view_pro_content'), schema: { params: ImageParamsSchema } },
    async (request, reply) => {
      const object = await ctx.storage.get(`${AFFILIATE_IMAGE_PREFIX}${request.params.file}`);
      if (!object) throw notFound('That image');
      // Pro only, and Pro can end: a cached copy is checked again at every use.
      return sendAccessCheckedMedia(request, reply, object);
    },
  );
}
