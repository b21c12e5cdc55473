import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import {
  PROFILE_PATH,
  USERNAME_AVAILABLE_PATH,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from '../../../shared/features/profile.schema.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { requireUser, signedInUser } from '../../plugins/session.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readProfileForm } from './profile-form.js';
import { isUsernameAvailable, updateProfile } from './profile.service.js';

const MediaParamsSchema = z.object({
  userId: z.uuid(),
  file: z.string().regex(/^\d+_[A-Za-z0-9._-]+\.webp$/),
});

/** Profile: the username pre-check, the update, and the pictures (signed-in users only). */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    USERNAME_AVAILABLE_PATH,
    { preHandler: requireUser, schema: { querystring: UsernameAvailabilityQuerySchema, response: { 200: UsernameAvailabilitySchema } } },
    async (request) => ({ available: await isUsernameAvailable(ctx, signedInUser(request), request.query.username) }),
  );

  api.put(
    PROFILE_PATH,
    { preHandler: requireUser, config: strictRateLimit(ctx.config, 'upload'), schema: { response: { 200: CurrentUserSchema } } },
    async (request) => updateProfile(ctx, signedInUser(request), await readProfileForm(request)),
  );

  api.get(
    '/api/media/profile_images/:userId/:file',
    { preHandler: requireUser, schema: { params: MediaParamsSchema } },
    async (request, reply) => {
      const object = await ctx.storage.get(`profile_images/${request.params.userId}/${request.params.file}`);
      if (!object) throw notFound('That picture');
      // Keys carry a timestamp, so a stored picture never changes: cache it privately for good.
      return reply
        .type(object.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(object.body);
    },
  );
}
