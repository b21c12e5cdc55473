import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AFFILIATE_LINKS_PATHS,
  AffiliateLinkIdParamsSchema,
  AffiliateLinkListSchema,
  AffiliateLinkSchema,
} from '../../../shared/features/affiliate-links.schema.js';
import type { AppContext } from '../../app-context.js';
import { strictRateLimit } from '../../plugins/security.js';
import { requireAdmin, requirePermission, signedInUser } from '../../plugins/guards.js';
import { readAffiliateLinkForm } from './affiliate-link.form.js';
import { addAffiliateLink, editAffiliateLink, getAffiliateLinks, removeAffiliateLink } from './affiliate-links.service.js';

/** My LinkTree: Pro members (and admins) read; admins add, edit and delete. */
export async function affiliateLinksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const upload = strictRateLimit(ctx.config, 'upload');

  api.get(
    AFFILIATE_LINKS_PATHS.list,
    { preHandler: requirePermission('view_pro_content'), schema: { response: { 200: AffiliateLinkListSchema } } },
    async (request) => getAffiliateLinks(ctx, signedInUser(request).id),
  );

  api.post(
    AFFILIATE_LINKS_PATHS.adminList,
    { preHandler: requireAdmin, config: upload, schema: { response: { 201: AffiliateLinkSchema } } },
    async (request, reply) => reply.code(201).send(await addAffiliateLink(ctx, signedInUser(request).id, await readAffiliateLinkForm(request))),
  );

  api.put(
    AFFILIATE_LINKS_PATHS.adminEntry,
    { preHandler: requireAdmin, config: upload, schema: { params: AffiliateLinkIdParamsSchema, response: { 200: AffiliateLinkSchema } } },
    async (request) => editAffiliateLink(ctx, signedInUser(request).id, request.params.id, await readAffiliateLinkForm(request)),
  );

  api.delete(AFFILIATE_LINKS_PATHS.adminEntry, { preHandler: requireAdmin, schema: { params: AffiliateLinkIdParamsSchema } }, async (request, reply) => {
    await removeAffiliateLink(ctx, request.params.id);
    return reply.code(204).send();
  });
}
