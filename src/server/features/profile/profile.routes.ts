import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import {
  PROFILE_PATHS,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from '../../../shared/features/profile.schema.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { sendAccessCheckedMedia } from '../../plugins/access-checked-media.js';
import { requireUser, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readProfileForm } from './profile.form.js';
import { isUsernameAvailable, updateProfile } from './profile.service.js';

const MediaParamsSchema = z.object({
  userId: z.uuid(),
  file: z.string().regex(/^\d+_[A-Za-z0-9._-]+\.webp$/),
});

/** Profile: the username pre-check, the update, and the pictures (signed-in users only). */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PROFILE_PATHS.usernameAvailable,
    { preHandler: requireUser, schema: { querystring: UsernameAvailabilityQuerySchema, response: { 200: UsernameAvailabilitySchema } } },
    async (request) => ({ available: await isUsernameAvailable(ctx, signedInUser(request), request.query.username) }),
  );

  api.put(
    PROFILE_PATHS.profile,
    { preHandler: requireUser, config: strictRateLimit(ctx.config, 'upload'), schema: { response: { 200: CurrentUserSchema } } },
    async (request) => updateProfile(ctx, signedInUser(request), await readProfileForm(request)),
  );

  api.get(
    '/api/media/profile_images/:userId/:file',
    { preHandler: requireUser, schema: { params: MediaParamsSchema } },
    async (request, reply) => {
      const object = await ctx.storage.get(`profile_images/${request.params.userId}/${request.params.file}`);
      if (!object) throw notFound('That picture');
      // Signed-in users only: a cached copy is checked again at every use, so it ends with the session.
      return sendAccessCheckedMedia(request, reply, object);
    },
  );
}
